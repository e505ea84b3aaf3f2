import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Language } from "../content/property";
import { detectLanguage } from "../domain/i18n/detect-language";

/** The cookie that remembers a visitor's explicit choice of language. */
export const languageCookie = "i18next";

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

/** Makes every later handler see the request as the visitor addressed it (see publicRequest). */
export function asAddressedByVisitor(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.req.raw = publicRequest(c.req.raw, trustProxy);
    await next();
  };
}

export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

export /** The visitor's language: `?lng=`, the remembered choice, the browser's. */
function requestLanguage(c: Context): Language {
  return detectLanguage({
    query: c.req.query("lng"),
    stored: getCookie(c, languageCookie),
    acceptLanguage: c.req.header("accept-language"),
  });
}
