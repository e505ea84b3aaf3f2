import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { generateCookie, getCookie } from "hono/cookie";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Language } from "../content/property";
import { isAdminPath } from "../domain/admin/admin-path";
import { todayOf } from "../domain/booking/today";
import { detectLanguage } from "../domain/i18n/detect-language";
import { currentSession, isAdminSession } from "./auth/sessions";
import { limitRequestBodies } from "./body-limits";
import { type AppServices, requestContext, servicesContext } from "./context";
import { isDatabaseUnavailable } from "./db/unavailable";
import { translatorFor } from "./i18n";
import { mountImageRoute } from "./image-route";
import { log, logRequestFailure, withRequestId } from "./log";
import { oneAtATime } from "./one-at-a-time";
import type { Metrics } from "./operations/metrics";
import { createPageCache, publicPageKey, readPublicPagesVersion } from "./page-cache";
import { type Problem, problemPage } from "./problem-page";
import { createPublicReads } from "./public-reads";

const languageCookie = "i18next";
const oneYearSeconds = 60 * 60 * 24 * 365;
const healthTimeoutMs = 2_000;

type HonoEnv = {
  Variables: { secureHeadersNonce?: string; language: Language; requestId: string };
};

export interface HttpOptions {
  services: AppServices;
  /** The React Router server build (a function so development can reload it). */
  getBuild: () => Promise<ServerBuild>;
  /** Folder of the built browser assets; absent in development (Vite serves them). */
  clientDir?: string;
  mode?: string;
  /** Extra routes mounted before React Router (auth endpoints and the like). */
  mount?: (app: Hono<HonoEnv>) => void;
  /** Prometheus metrics: every request counted, served at /metrics (server/operations). */
  metrics?: Metrics;
}

/** The address of the visitor: the socket, or the proxy's X-Forwarded-For when trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most entry was added by our own proxy; earlier ones can be forged.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The last entry of a forwarding header: the one our own proxy wrote. */
function forwarded(request: Request, name: string): string | undefined {
  return request.headers.get(name)?.split(",").at(-1)?.trim() || undefined;
}

const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request as the visitor addressed it. Behind a trusted proxy the public scheme and host
 * come from X-Forwarded-Proto and X-Forwarded-Host (else Host), so everything after this point
 * (the origin checks of React Router, better-auth and the CSRF guard, cookies, redirects) sees
 * https://public-host. Without TRUST_PROXY the forwarding headers change nothing.
 */
function publicRequest(request: Request, trustProxy: boolean): Request {
  if (!trustProxy) return request;
  const received = new URL(request.url);
  const proto = forwarded(request, "x-forwarded-proto")?.toLowerCase();
  const host = forwarded(request, "x-forwarded-host");
  const scheme = proto === "http" || proto === "https" ? proto : received.protocol.slice(0, -1);
  const authority = host && hostPattern.test(host) ? host : received.host;
  const url = new URL(`${received.pathname}${received.search}`, `${scheme}://${authority}`);
  if (url.href === received.href) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs this for streamed bodies; the DOM's RequestInit does not name it.
    duplex: "half",
  } as RequestInit);
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

/** The visitor's language: `?lng=`, the remembered choice, the browser's. */
function requestLanguage(c: Context): Language {
  return detectLanguage({
    query: c.req.query("lng"),
    stored: getCookie(c, languageCookie),
    acceptLanguage: c.req.header("accept-language"),
  });
}

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

/**
 * The request's id: the one our proxy gave it (nginx's $request_id, so its access log and ours
 * name the same id), else a new one.
 */
function requestIdOf(forwarded: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwarded && /^[A-Za-z0-9-]{8,64}$/.test(forwarded)) return forwarded;
  return randomBytes(8).toString("hex");
}

/** A short page of the server's own in the visitor's language, naming the request's id. */
function problemResponse(c: Context<HonoEnv>, problem: Problem): Response {
  const status = problem === "unavailable" ? 503 : 500;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (problem === "unavailable") headers["Retry-After"] = "30";
  return c.html(problemPage(requestLanguage(c), problem, c.get("requestId")), status, headers);
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

/** The longest an admin page load may keep the others waiting (a render that does not end). */
const adminTurnMaxMs = 10_000;

/**
 * Pages and answers that carry guests' data, sessions or a reset token: the admin area (with
 * React Router's /admin….data requests and the CSV export), the auth endpoints and the reset page.
 */
function isPrivatePath(path: string): boolean {
  return isAdminPath(path) || /^\/(?:api\/auth\/|password-reset(?:[/.]|$))/.test(path);
}

export function createHttpApp(options: HttpOptions): Hono<HonoEnv> {
  const { services } = options;
  const { env } = services;
  const siteOrigin = new URL(env.SITE_URL).origin;
  const app = new Hono<HonoEnv>();
  app.onError((error, c) => {
    // Answers the middlewares chose (a refused cross-origin post, a body too large).
    if (error instanceof HTTPException) return error.getResponse();
    logRequestFailure("request failed", error, { method: c.req.method, path: c.req.path });
    return problemResponse(c, isDatabaseUnavailable(error) ? "unavailable" : "serverError");
  });

  // Before everything else, so that every log line a request causes carries its id.
  app.use(async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"), env.TRUST_PROXY);
    c.set("requestId", requestId);
    await withRequestId(requestId, next);
    c.header("X-Request-Id", requestId);
  });

  // First of all, so no later handler ever sees the proxy's internal address.
  app.use(async (c, next) => {
    c.req.raw = publicRequest(c.req.raw, env.TRUST_PROXY);
    await next();
  });
  if (options.metrics) app.use(options.metrics.record);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (env.LOG_REQUESTS) {
      log.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  const thirdPartyScripts = env.ANALYTICS_ID ? ["https://www.googletagmanager.com"] : [];
  const analyticsConnect = env.ANALYTICS_ID
    ? [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ]
    : [];
  const frames = ["https://www.openstreetmap.org"];
  if (env.SOCIAL_FEED_EMBED_URL) frames.push(new URL(env.SOCIAL_FEED_EMBED_URL).origin);

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, ...thirdPartyScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...analyticsConnect],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsConnect],
        frameSrc: frames,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // The same as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      // A response's own policy wins (uploaded images carry a stricter, sandboxed one).
      overwrite: false,
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    }),
  );

  app.use(async (c, next) => {
    await next();
    if (isHttps(c)) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });

  // Guests' data must not stay in a browser's cache after sign-out.
  app.use(async (c, next) => {
    await next();
    if (isPrivatePath(c.req.path)) c.header("Cache-Control", "no-store");
  });

  app.use(compress());

  // A form posted from another site is refused before it reaches any action.
  app.use(
    csrf({
      origin: (origin, c) => origin === siteOrigin || origin === new URL(c.req.url).origin,
    }),
  );

  app.use(
    limitRequestBodies({
      languageOf: requestLanguage,
      isOwner: (c) =>
        currentSession(services.auth, c.req.raw.headers, { now: services.now() }).then(
          isAdminSession,
          () => false,
        ),
    }),
  );

  options.metrics?.mount(app);

  // A load balancer must get an answer even when the database hangs: 503 after at most 2 s.
  app.get("/healthz", async (c) => {
    const healthy = await Promise.race([
      services.db.execute("select 1").then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, healthTimeoutMs, false).unref()),
    ]);
    c.header("Cache-Control", "no-store");
    return healthy ? c.text("ok") : c.text("database unavailable", 503);
  });

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // Images uploaded in the admin area, from the database.
  mountImageRoute(app, services);

  const adminTurns = oneAtATime(adminTurnMaxMs);
  app.use((c, next) =>
    c.req.method === "GET" && isAdminPath(c.req.path) ? adminTurns(c, next) : next(),
  );

  options.mount?.(app);

  const handleRequest = reactRouterHandler(options.getBuild, options.mode ?? "production");
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
      const body = cached.nonce ? cached.body.replaceAll(cached.nonce, nonce) : cached.body;
      return pageResponse(body, cached.status, cached.headers, gzip);
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
    // Only a hydrated page has inline scripts, which need the nonce. A static page's scripts and
    // styles come from 'self', so it drops the nonce and is the same bytes for every visitor.
    if (html.includes("__reactRouterContext")) {
      pageCache.set(key, version, { status: rendered.status, headers, body: html, nonce });
      return pageResponse(html, rendered.status, headers, gzip);
    }
    const body = html.replaceAll(` nonce="${nonce}"`, "");
    const gzipped = gzipSync(body);
    pageCache.set(key, version, { status: rendered.status, headers, body, nonce: "", gzipped });
    return gzip
      ? gzippedResponse(gzipped, rendered.status, headers)
      : pageResponse(body, rendered.status, headers, false);
  }

  app.all("*", async (c) => {
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
      publicData: publicReads.at(publicPagesVersion),
      outcome,
    });
    const cacheKey =
      c.req.method === "GET"
        ? publicPageKey(new URL(c.req.url), language, todayOf(services.now))
        : null;
    const answer = cacheKey
      ? await cachedRender(
          cacheKey,
          await publicPagesVersion(),
          nonce,
          acceptsGzip(c.req.header("accept-encoding")),
          () => handleRequest(c.req.raw, context),
        )
      : await handleRequest(c.req.raw, context).then((r) => new Response(r.body, r));
    // A failure is replaced; a route's own 5xx (the booking form's 503, say) keeps its page.
    const response =
      answer.status >= 500 && outcome.databaseUnavailable
        ? failedAnswer(c, answer, "unavailable")
        : answer.status === 500
          ? failedAnswer(c, answer, "serverError")
          : answer;
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
  });

  return app;
}

/**
 * React Router's handler. Handed a function, React Router derives its routes and handlers from
 * the build on every request, so that development can reload it; that cost a production render
 * about a millisecond. In production the build never changes: it is loaded once and handed over.
 */
function reactRouterHandler(getBuild: () => Promise<ServerBuild>, mode: string) {
  if (mode === "development") return createRequestHandler(getBuild, mode);
  let loaded: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (...args: Parameters<ReturnType<typeof createRequestHandler>>) => {
    loaded ??= getBuild().then((build) => createRequestHandler(build, mode));
    return (await loaded)(...args);
  };
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
