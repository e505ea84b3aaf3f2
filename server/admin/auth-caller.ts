import type { RouterContextProvider } from "react-router";
import { callAuth } from "../auth/auth-calls";
import { requestContext, servicesContext } from "../context";

/**
 * Calls better-auth endpoints on behalf of the visitor of this request (the admin forms:
 * sign-in, second factor, password reset), through its handler so its rate limits apply.
 */
export function authCallerFor(context: Readonly<RouterContextProvider>, request: Request) {
  const { auth, env } = context.get(servicesContext);
  const { clientAddress } = context.get(requestContext);
  return (path: string, body?: unknown) =>
    callAuth(auth, { path, body, request, clientAddress, siteUrl: env.SITE_URL });
}
