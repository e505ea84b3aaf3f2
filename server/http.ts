import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { generateCookie, getCookie } from "hono/cookie";
import { csrf } from "hono/csrf";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Language } from "../content/property";
import { detectLanguage } from "../domain/i18n/detect-language";
import { type AppServices, requestContext, servicesContext } from "./context";
import { translatorFor } from "./i18n";
import { publicImagePrefix, serveImage } from "./images";
import { log } from "./log";

export const languageCookie = "i18next";
const oneYearSeconds = 60 * 60 * 24 * 365;

type HonoEnv = { Variables: { secureHeadersNonce?: string; language: Language } };

export interface HttpOptions {
  services: AppServices;
  /** The React Router server build (a function so development can reload it). */
  getBuild: () => Promise<ServerBuild>;
  /** Folder of the built browser assets; absent in development (Vite serves them). */
  clientDir?: string;
  mode?: string;
  /** Extra routes mounted before React Router (auth endpoints and the like). */
  mount?: (app: Hono<HonoEnv>) => void;
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

function isHttps(c: Context, env: AppServices["env"]): boolean {
  if (env.TRUST_PROXY && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

export function createHttpApp(options: HttpOptions): Hono<HonoEnv> {
  const { services } = options;
  const { env } = services;
  const siteOrigin = new URL(env.SITE_URL).origin;
  const app = new Hono<HonoEnv>();

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
      referrerPolicy: "strict-origin-when-cross-origin",
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
    if (isHttps(c, env)) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });

  app.use(compress());

  // A form posted from another site is refused before it reaches any action.
  app.use(
    csrf({
      origin: (origin, c) => origin === siteOrigin || origin === new URL(c.req.url).origin,
    }),
  );

  app.get("/healthz", async (c) => {
    await services.db.execute("select 1");
    return c.text("ok");
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

  // Images uploaded in the admin area (DATA_DIR/storage/website-images, DESIGN.md contracts).
  app.get(`${publicImagePrefix}/:category/:name`, async (c, next) => {
    const response = await serveImage(env.DATA_DIR, c.req.param("category"), c.req.param("name"));
    if (response) return response;
    await next();
  });

  options.mount?.(app);

  const handleRequest = createRequestHandler(options.getBuild, options.mode ?? "production");

  app.all("*", async (c) => {
    const query = c.req.query("lng");
    const language = detectLanguage({
      query,
      stored: getCookie(c, languageCookie),
      acceptLanguage: c.req.header("accept-language"),
    });
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      language,
      t: translatorFor(language),
      clientAddress: clientAddress(c, env.TRUST_PROXY),
      nonce: c.get("secureHeadersNonce") ?? "",
    });
    const rendered = await handleRequest(c.req.raw, context);
    const response = new Response(rendered.body, rendered);
    if (query && query === language) {
      // An explicit choice is remembered (SPEC.md: cookie i18next, path /, SameSite strict).
      const cookie = generateCookie(languageCookie, language, {
        path: "/",
        sameSite: "Strict",
        maxAge: oneYearSeconds,
        secure: isHttps(c, env),
      });
      response.headers.append("Set-Cookie", cookie);
    }
    return response;
  });

  return app;
}
