import type { Hono } from "hono";
import type { AppServices } from "../context";
import { clientAddress, type HttpOptions } from "../http";
import { forAuth } from "./client-address";

type App = Parameters<NonNullable<HttpOptions["mount"]>>[0];

/**
 * better-auth's endpoints under /api/auth, and the session refresh of the admin pages: a session
 * in use is extended and its cookie renewed (better-auth's updateAge).
 */
export function mountAuthRoutes(app: App, services: AppServices) {
  const { auth, env } = services;
  (app as unknown as Hono).on(["GET", "POST"], "/api/auth/*", (c) =>
    auth.handler(forAuth(c.req.raw, clientAddress(c, env.TRUST_PROXY))),
  );
  app.use("/admin/*", async (c, next) => {
    const cookie = c.req.header("cookie");
    let renewed: string[] = [];
    if (cookie?.includes("session_token") && c.req.method === "GET") {
      const result = await auth.api
        .getSession({ headers: new Headers({ cookie }), returnHeaders: true })
        .catch(() => null);
      renewed = result?.headers.getSetCookie() ?? [];
    }
    await next();
    for (const value of renewed) c.res.headers.append("Set-Cookie", value);
  });
}
