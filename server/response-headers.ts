import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { isAdminPath } from "../domain/admin/admin-path";
import type { Env } from "./env";
import { isHttps } from "./visitor-request";

/**
 * Pages and answers that carry guests' data, sessions or a reset token: the admin area (with
 * React Router's /admin….data requests and the CSV export), the auth endpoints and the reset page.
 */
function isPrivatePath(path: string): boolean {
  return isAdminPath(path) || /^\/(?:api\/auth\/|password-reset(?:[/.]|$))/.test(path);
}

/** The guest's own page (/aufenthalt?code=…) and React Router's data requests of it. */
const isGuestPagePath = (path: string) => /^\/aufenthalt(?:[/.]|$)/.test(path);

/**
 * What every answer tells the browser about itself: the content security policy (scripts only
 * from the site or with the response's nonce, analytics and frames only where configured), HSTS
 * over https, and no caching of private pages.
 */
export function responseHeaders(env: Env): MiddlewareHandler[] {
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

  const policy = secureHeaders({
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
  });

  const strictTransport: MiddlewareHandler = async (c, next) => {
    await next();
    if (isHttps(c)) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };

  // Guests' data must not stay in a browser's cache after sign-out.
  const privateNotStored: MiddlewareHandler = async (c, next) => {
    await next();
    if (isPrivatePath(c.req.path)) c.header("Cache-Control", "no-store");
  };

  // The guest's page holds its secret in the address: no shared cache keeps the page, and no
  // link or resource on it sends the address on as a Referer (set before `policy` looks).
  const guestPage: MiddlewareHandler = async (c, next) => {
    await next();
    if (isGuestPagePath(c.req.path)) {
      c.header("Cache-Control", "private, no-store");
      c.header("Referrer-Policy", "no-referrer");
    }
  };
  return [policy, strictTransport, privateNotStored, guestPage];
}
