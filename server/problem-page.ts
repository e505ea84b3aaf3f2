import type { Context } from "hono";
import type { Language } from "../content/property";
import type { HonoEnv } from "./http-env";
import { translatorFor } from "./i18n";
import { isRequestId } from "./request-id";
import { requestLanguage } from "./visitor-request";

/** The short pages the server answers by itself, when no route could (or should) render. */
export type Problem = "tooLarge" | "unavailable" | "serverError";

/**
 * A short page in the visitor's language, without the site's layout (no route ran, or the one
 * that ran failed). A failure names the request's id, so the owners can quote it and the
 * operator find its log lines.
 */
export function problemPage(language: Language, problem: Problem, requestId?: string): string {
  const t = translatorFor(language);
  const reference =
    requestId && isRequestId(requestId)
      ? `<p>${t("common:problem.reference", { id: `<code>${requestId}</code>` })}</p>`
      : "";
  const home = problem === "tooLarge" ? t("common:tooLarge.home") : t("common:problem.home");
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t(`common:${problem}.title`)}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${t(`common:${problem}.title`)}</h1><p>${t(`common:${problem}.text`)}</p>${reference}<p><a href="/">${home}</a></p></body></html>`;
}

/** A short page of the server's own in the visitor's language, naming the request's id. */
export function problemResponse(c: Context<HonoEnv>, problem: Problem): Response {
  const status = problem === "unavailable" ? 503 : 500;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (problem === "unavailable") headers["Retry-After"] = "30";
  return c.html(problemPage(requestLanguage(c), problem, c.get("requestId")), status, headers);
}
