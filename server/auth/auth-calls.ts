import { forAuth } from "./client-address";
import { type Auth, authBasePath } from "./create-auth";

/*
 * Our own server code (the admin forms) calls better-auth through its handler, like a browser
 * would, so its rate limits apply to both.
 */

/** Calls one better-auth endpoint from our own server code, through its handler (rate limits apply). */
export async function callAuth(
  auth: Auth,
  options: {
    path: string;
    body?: unknown;
    /** The visitor's request: its cookie, user agent and origin are passed on. */
    request: Request;
    clientAddress: string;
    siteUrl: string;
  },
): Promise<Response> {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = options.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("origin", new URL(options.siteUrl).origin);
  const url = new URL(`${authBasePath}${options.path}`, options.siteUrl);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const request = forAuth(new Request(url, { method: "POST", headers }), options.clientAddress, {
    method: "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return auth.handler(request);
}

/** Every Set-Cookie of a better-auth answer, to pass on to the browser. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
