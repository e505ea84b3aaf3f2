import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { mountAdminRoutes } from "./admin/mount";
import { createAuth, ensureAdmin } from "./auth";
import type { AppServices } from "./context";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";
import { createHttpApp } from "./http";
import { log } from "./log";
import { startOutboxWorker } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartOptions {
  /** Development: Vite's middlewares serve the browser modules and hot reload. */
  viteMiddlewares?: Middleware;
}

/**
 * Starts the whole site: configuration, database (migrated), background work, HTTP.
 * Resolves once the server listens; stops cleanly on SIGTERM and SIGINT.
 */
export async function startServer(options: StartOptions = {}) {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    dataDir: env.DATA_DIR,
    from: env.MAIL_FROM,
  });
  const outbox = startOutboxWorker({ db: database.db, transport });
  const auth = createAuth({
    db: database.db,
    env,
    deliverMail: outbox.kick,
    signInLimit: env.SIGN_IN_RATE_LIMIT,
  });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (await ensureAdmin(auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)) {
      log.info("admin created", { email: env.ADMIN_EMAIL });
    }
  }
  const services: AppServices = {
    db: database.db,
    env,
    now: () => new Date(),
    deliverMail: outbox.kick,
    auth,
  };

  const getBuild = () =>
    import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;
  const app = createHttpApp({
    services,
    getBuild,
    mode: options.viteMiddlewares ? "development" : "production",
    clientDir: options.viteMiddlewares
      ? undefined
      : fileURLToPath(new URL("../client", import.meta.url)),
    mount: (app) => mountAdminRoutes(app, services),
  });

  const listener = getRequestListener(app.fetch);
  const vite = options.viteMiddlewares;
  const server = createServer((req, res) => {
    if (vite) vite(req, res, () => listener(req, res));
    else listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  log.info("listening", {
    url: `http://${shownHost}:${port}`,
    database: database.kind,
  });

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.closeIdleConnections();
    await new Promise((resolve) => server.close(resolve));
    await outbox.stop();
    await database.close();
    process.exit(0);
  }
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  return { server, port, stop };
}
