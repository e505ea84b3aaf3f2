import { serveStatic } from "@hono/node-server/serve-static";
import { type Handler, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { ServerBuild } from "react-router";
import { currentSession, isAdminSession } from "./auth/sessions";
import { limitRequestBodies } from "./body-limits";
import type { AppServices } from "./context";
import { isDatabaseUnavailable } from "./db/unavailable";
import { mountGuestInfoPdfRoute } from "./guest-info-pdf-route";
import type { HonoEnv } from "./http-env";
import { mountImageRoute } from "./image-route";
import { log, logRequestFailure } from "./log";
import type { Metrics } from "./operations/metrics";
import { pages } from "./page-delivery";
import { problemResponse } from "./problem-page";
import { requestIds } from "./request-id";
import { responseHeaders } from "./response-headers";
import { asAddressedByVisitor, requestLanguage } from "./visitor-request";

export { clientAddress } from "./visitor-request";

const healthTimeoutMs = 2_000;

/** A load balancer must get an answer even when the database hangs: 503 after at most 2 s. */
function health(db: AppServices["db"]): Handler {
  return async (c) => {
    const healthy = await Promise.race([
      db.execute("select 1").then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, healthTimeoutMs, false).unref()),
    ]);
    c.header("Cache-Control", "no-store");
    return healthy ? c.text("ok") : c.text("database unavailable", 503);
  };
}

/** The build's browser files: hashed assets cached for a year, the rest for an hour. */
function builtFiles(root: string): Array<[string, MiddlewareHandler]> {
  return [
    [
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    ],
    [
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    ],
  ];
}

/**
 * A visitor who hung up before the answer (a family closing the tab mid-post) is no fault of the
 * site: its request is answered 499, as nginx names it, so the request log and the metrics count
 * it apart from the 5xx that mean something broke. What the request did (an inquiry stored, its
 * mails queued) stays done.
 */
const clientGone: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.raw.signal.aborted) c.res = new Response(null, { status: clientClosedRequest });
};

/** nginx's status for a request its client closed before the answer. */
const clientClosedRequest = 499;

/** One line per request: method, path, status and time taken. */
const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  log.info("request", {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
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

/**
 * The whole HTTP side of the site, in the order a request meets it: its id, the address the
 * visitor used, metrics and the request log, the response headers, compression, the origin and
 * body-size checks, then the routes (health, assets, images, auth) and last the pages.
 */
export function createHttpApp(options: HttpOptions): Hono<HonoEnv> {
  const { services } = options;
  const { env } = services;
  const siteOrigin = new URL(env.SITE_URL).origin;
  const app = new Hono<HonoEnv>();
  app.onError((error, c) => {
    // Answers the middlewares chose (a refused cross-origin post, a body too large).
    if (error instanceof HTTPException) return error.getResponse();
    // What broke because the visitor left is not logged as a failure (clientGone answers it).
    if (!c.req.raw.signal.aborted) {
      logRequestFailure("request failed", error, { method: c.req.method, path: c.req.path });
    }
    return problemResponse(c, isDatabaseUnavailable(error) ? "unavailable" : "serverError");
  });

  // Before everything else, so that every log line a request causes carries its id.
  app.use(requestIds(env.TRUST_PROXY));

  // Next, so no later handler ever sees the proxy's internal address.
  app.use(asAddressedByVisitor(env.TRUST_PROXY));
  if (options.metrics) app.use(options.metrics.record);

  if (env.LOG_REQUESTS) app.use(requestLog);
  // Inside the metrics and the request log, so both see its 499.
  app.use(clientGone);

  for (const headers of responseHeaders(env)) app.use(headers);

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

  app.get("/healthz", health(services.db));
  if (options.clientDir)
    for (const [path, files] of builtFiles(options.clientDir)) app.use(path, files);

  // Images and the guest-information PDF uploaded in the admin area, from the database.
  mountImageRoute(app, services);
  mountGuestInfoPdfRoute(app, services);

  options.mount?.(app);
  app.all("*", pages({ services, getBuild: options.getBuild, mode: options.mode ?? "production" }));
  return app;
}
