import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Language } from "../content/property";
import { maxImageBytes } from "../domain/images/upload-limits";
import { problemPage } from "./problem-page";

/** Every form of the site is a few short fields; 64 KB leaves room for all of them. */
export const formBodyLimit = 64 * 1024;
/** The image upload: the largest accepted image plus the form around it. */
export const uploadBodyLimit = maxImageBytes + formBodyLimit;

/** The admin image upload (/admin/bilder, also as React Router's /admin/bilder.data). */
const uploadPath = /^\/admin\/bilder(?:\.data|\/)?$/;

/**
 * Refuses a request body over its limit with 413 before it is held in memory. A declared length
 * is judged before the body is opened (the server then discards it, and the connection stays
 * usable); a chunked body as soon as it passes the limit (its rest is never read, so that
 * connection is closed after the answer). Only a signed-in owner gets the upload's limit, so
 * nobody else can make the server hold 10 MB of a chunked body before the action refuses it.
 */
export function limitRequestBodies(options: {
  languageOf: (c: Context) => Language;
  isOwner: (c: Context) => Promise<boolean>;
}): MiddlewareHandler {
  const tooLarge = (c: Context, headers?: Record<string, string>) =>
    c.html(problemPage(options.languageOf(c), "tooLarge"), 413, headers);
  const streamed = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => tooLarge(c, { Connection: "close" }) });
  const forms = streamed(formBodyLimit);
  const uploads = streamed(uploadBodyLimit);
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const upload = uploadPath.test(c.req.path) && (await options.isOwner(c));
    const declared = c.req.header("content-length");
    const limit = upload ? uploadBodyLimit : formBodyLimit;
    if (declared && !c.req.header("transfer-encoding") && Number(declared) > limit) {
      return tooLarge(c);
    }
    return upload ? uploads(c, next) : forms(c, next);
  };
}
