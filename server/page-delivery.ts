import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { generateCookie } from "hono/cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { todayOf } from "../domain/booking/today";
import { previewParam } from "../domain/texts/owner-texts";
import { type AppServices, requestContext, servicesContext } from "./context";
import type { Env } from "./env";
import type { HonoEnv } from "./http-env";
import { translatorFor } from "./i18n";
import { createPageCache, publicPageKey, readPublicPagesVersion } from "./page-cache";
import { type Problem, problemResponse } from "./problem-page";
import { createPublicReads } from "./public-reads";
import { clientAddress, isHttps, languageCookie, requestLanguage } from "./visitor-request";

/*
 * How a page reaches the visitor, in one place: React Router renders it, public pages are kept
 * per public-pages version and served from there (also while the database is away) without a
 * nonce, gzipped in one step; the admin's pages carry each response's own CSP nonce; a failed
 * render becomes the server's short page naming the request id. Each mechanism's reason is a
 * decision record in docs/decisions (017 has the figures).
 */

const oneYearSeconds = 60 * 60 * 24 * 365;

/** How long a page waits for the public-pages version before serving what the cache holds. */
const versionWaitMs = 1_000;

/** `promise`, or a rejection once `ms` have passed. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export interface PageOptions {
  services: AppServices;
  /** The React Router server build (a function so development can reload it). */
  getBuild: () => Promise<ServerBuild>;
  mode: string;
}

/**
 * React Router's handler. Given a function, React Router derives its route table from the build
 * on every request (so that development's reloads take effect): 0.5–0.7 ms of CPU each on this
 * project. A production build never changes, so there it is derived once, from the build itself.
 */
function requestHandlerFor(getBuild: () => Promise<ServerBuild>, mode: string) {
  if (mode !== "production") return createRequestHandler(getBuild, mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request: Request, context: RouterContextProvider) => {
    handler ??= getBuild().then(
      (build) => createRequestHandler(build, mode),
      (error) => {
        handler = undefined; // asked again by the next request, as React Router would
        throw error;
      },
    );
    return (await handler)(request, context);
  };
}

/** The handler of every request no earlier route answered: the site's pages. */
export function pages(options: PageOptions) {
  const { services } = options;
  const { env } = services;
  // `npm run bench` measures each speed mechanism on and off (docs/decisions/017).
  const on = (mechanism: Env["BENCH_OFF"][number]) => !env.BENCH_OFF.includes(mechanism);
  const handleRequest = requestHandlerFor(options.getBuild, options.mode);
  const pageCache = createPageCache(() => readPublicPagesVersion(services.db));
  const publicReads = createPublicReads(services.db);

  /**
   * A public page from the cache when the data it shows has not changed, else rendered and kept.
   * Without a version (the database is away) the page last kept is served: stale is better than
   * down, and the pages show nothing that must not be a few minutes old.
   * Gzipped here in one step where the browser takes it: the compression middleware's stream
   * costs more than the rest of serving a cached page.
   */
  async function cachedRender(
    key: string,
    version: number | null,
    nonce: string,
    gzip: boolean,
    render: () => Promise<Response>,
  ): Promise<Response> {
    const cached = version === null ? pageCache.latest(key) : pageCache.get(key, version);
    if (cached) {
      if (gzip && cached.gzipped)
        return gzippedResponse(cached.gzipped, cached.status, cached.headers);
      return pageResponse(cached.body, cached.status, cached.headers, gzip);
    }
    const rendered = await render();
    const isHtml = rendered.headers.get("content-type")?.startsWith("text/html");
    if (
      version === null ||
      rendered.status !== 200 ||
      !isHtml ||
      rendered.headers.has("set-cookie")
    ) {
      return new Response(rendered.body, rendered);
    }
    const headers = [...rendered.headers.entries()];
    const html = await rendered.text();
    // The public pages are not hydrated by React Router: their scripts and styles come from
    // 'self', so a kept page drops the nonce and is the same bytes for every visitor.
    const body = html.replaceAll(` nonce="${nonce}"`, "");
    const gzipped = on("gzip-once") ? gzipSync(body) : undefined;
    pageCache.set(key, version, { status: rendered.status, headers, body, gzipped });
    return gzip && gzipped
      ? gzippedResponse(gzipped, rendered.status, headers)
      : pageResponse(body, rendered.status, headers, false);
  }

  return async (c: Context<HonoEnv>) => {
    const query = c.req.query("lng");
    const language = requestLanguage(c);
    const nonce = c.get("secureHeadersNonce") ?? "";
    // Read once per request, at most: by the page cache and by the loaders' public reads.
    let versionRead: Promise<number | null> | undefined;
    const publicPagesVersion = () => {
      versionRead ??= withinMs(pageCache.version(), versionWaitMs).catch(() => null);
      return versionRead;
    };
    const outcome = { databaseUnavailable: false };
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      language,
      t: translatorFor(language),
      clientAddress: clientAddress(c, env.TRUST_PROXY),
      nonce,
      // Without a version, public reads read afresh and keep nothing.
      publicData: publicReads.at(on("public-reads") ? publicPagesVersion : async () => null),
      outcome,
    });
    const cacheKey =
      c.req.method === "GET" && on("page-cache")
        ? publicPageKey(new URL(c.req.url), language, todayOf(services.now))
        : null;
    const answer = cacheKey
      ? await cachedRender(
          cacheKey,
          await publicPagesVersion(),
          nonce,
          on("gzip-once") && acceptsGzip(c.req.header("accept-encoding")),
          () => handleRequest(c.req.raw, context),
        )
      : await handleRequest(withoutOpaqueOrigin(c.req.raw), context).then(
          (r) => new Response(r.body, r),
        );
    // A failure is replaced; a route's own 5xx (the booking form's 503, say) keeps its page.
    const response =
      answer.status >= 500 && outcome.databaseUnavailable
        ? failedAnswer(c, answer, "unavailable")
        : answer.status === 500
          ? failedAnswer(c, answer, "serverError")
          : answer;
    if (c.req.query(previewParam) !== undefined) {
      // The owners' draft (app/root.tsx): for the signed-in admin only, kept nowhere, not indexed.
      response.headers.set("Cache-Control", "private, no-store");
      response.headers.set("X-Robots-Tag", "noindex");
    }
    if (query && query === language) {
      // An explicit choice is remembered.
      const cookie = generateCookie(languageCookie, language, {
        path: "/",
        sameSite: "Strict",
        maxAge: oneYearSeconds,
        secure: isHttps(c),
      });
      response.headers.append("Set-Cookie", cookie);
    }
    return response;
  };
}

/**
 * A failed answer of React Router: 503 when a loader found the database away, else 500, and a
 * document replaced by the server's own short page (the route's error boundary cannot name the
 * request's id). Data requests of client-side navigations keep their body, which React Router
 * reads.
 */
function failedAnswer(c: Context<HonoEnv>, answer: Response, problem: Problem): Response {
  if (answer.headers.get("content-type")?.startsWith("text/html")) {
    void answer.body?.cancel();
    return problemResponse(c, problem);
  }
  if (problem !== "unavailable") return answer;
  return new Response(answer.body, { status: 503, headers: answer.headers });
}

/**
 * A form posted from a page with `Referrer-Policy: no-referrer` (the guest's page) says
 * `Origin: null`, which React Router's own origin check refuses with 400. The CSRF middleware
 * (server/http.ts) let it through only on `Sec-Fetch-Site: same-origin`, a header the browser
 * sets itself: React Router gets that request without the empty origin. Anything else as it came.
 */
function withoutOpaqueOrigin(request: Request): Request {
  const { headers } = request;
  if (headers.get("origin") !== "null" || headers.get("sec-fetch-site") !== "same-origin") {
    return request;
  }
  const kept = new Headers(headers);
  kept.delete("origin");
  return new Request(request, { headers: kept });
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return coding.trim() === "gzip" && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A page's response; gzipped at once when the browser takes it (the middleware then leaves it). */
function pageResponse(
  body: string,
  status: number,
  headers: [string, string][],
  gzip: boolean,
): Response {
  if (!gzip) return new Response(body, { status, headers });
  return gzippedResponse(gzipSync(body), status, headers);
}

function gzippedResponse(
  gzipped: Buffer<ArrayBuffer>,
  status: number,
  headers: [string, string][],
) {
  const response = new Response(gzipped, { status, headers });
  response.headers.delete("Content-Length");
  response.headers.set("Content-Encoding", "gzip");
  response.headers.append("Vary", "Accept-Encoding");
  return response;
}
