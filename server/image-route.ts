import type { Context, Env, Hono } from "hono";
import type { AppServices } from "./context";
import { publicImagePrefix, readImage } from "./images";
import { uploadHeaders } from "./upload-headers";

/*
 * HTTP for uploaded images: GET /storage/website-images/{category}/{name}[?w=width]. Cached an
 * hour by browsers and proxies, revalidated by a strong ETag (the content hash, so every instance
 * answers alike) with 304; never sniffed, never run as a document (uploadHeaders).
 */

/** The entity tags of an If-None-Match header, weak ones included (RFC 9110 compares weakly). */
function knownHashes(header: string | undefined): string[] {
  if (!header) return [];
  return [...header.matchAll(/(?:W\/)?"([A-Za-z0-9_-]{1,64})"/g)].map((match) => match[1]);
}

function notFound(c: Context) {
  return c.text("Not found", 404, uploadHeaders);
}

export function mountImageRoute<E extends Env>(app: Hono<E>, services: AppServices) {
  app.get(`${publicImagePrefix}/:category/:name`, async (c) => {
    const widthParam = c.req.query("w");
    if (widthParam !== undefined && !/^[1-9]\d{0,4}$/.test(widthParam)) return notFound(c);
    const ifNoneMatch = c.req.header("if-none-match");
    const image = await readImage(services.db, {
      category: c.req.param("category"),
      name: c.req.param("name"),
      width: widthParam === undefined ? undefined : Number(widthParam),
      knownHashes: knownHashes(ifNoneMatch),
    });
    if (image.status === "missing") return notFound(c);
    const etag = `"${image.sha256}"`;
    if (image.status === "unchanged" || ifNoneMatch?.trim() === "*") {
      return c.body(null, 304, { ...uploadHeaders, ETag: etag });
    }
    return c.body(new Uint8Array(image.bytes), 200, {
      ...uploadHeaders,
      ETag: etag,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Content-Disposition": `inline; filename="${image.fileName}"`,
    });
  });
  // Anything else under the prefix is no image of ours.
  app.get(`${publicImagePrefix}/*`, notFound);
}
