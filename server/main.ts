import { accessSync, constants, mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createAuth } from "./auth/create-auth";
import { mountAuthRoutes } from "./auth/routes";
import { ensureAdmin } from "./auth/users";
import { startDailyBackups } from "./backup/daily-backups";
import { startChannelSync } from "./channels/scheduler";
import type { AppServices } from "./context";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";
import { createHttpApp } from "./http";
import { importLegacyImages } from "./legacy-images";
import { errorFields, log, routeConsoleToLog } from "./log";
import { startOutboxWorker } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { startAlertChecks } from "./operations/alerts";
import { createMetrics } from "./operations/metrics";
import { startDailyRetention } from "./privacy/retention-job";
import { ensureBuiltInReviews } from "./reviews/built-in-reviews";
import { type StartupSettings, startupProblem } from "./startup-problem";
import { startStayJobs } from "./stays/reminders";

// The bundle's other entry points: scripts/backup.mjs and scripts/restore.mjs.
export { backupCommand, restoreCommand } from "./backup/commands";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartOptions {
  /** Development: Vite's middlewares serve the browser modules and hot reload. */
  viteMiddlewares?: Middleware;
}

/**
 * `npm start`'s entry: starts the server, or prints why it cannot in one log line and exits 1.
 * Every line the process prints from here on is a JSON log line.
 */
export async function runServer(options: StartOptions = {}) {
  routeConsoleToLog();
  const settings: StartupSettings = {};
  try {
    return await startServer(options, settings);
  } catch (error) {
    log.error(`Could not start: ${startupProblem(error, settings)}`, errorFields(error));
    process.exit(1);
  }
}

/** The data folder must be writable even on PostgreSQL (mail files, backups): fail at start. */
function ensureWritableFolder(path: string) {
  mkdirSync(path, { recursive: true });
  accessSync(path, constants.W_OK);
}

/**
 * Starts the whole site: configuration, database (migrated), background work, HTTP.
 * Resolves once the server listens; stops cleanly on SIGTERM and SIGINT. `settings` receives
 * the parsed settings as soon as they are known, for the start-up failure message.
 */
export async function startServer(options: StartOptions = {}, settings: StartupSettings = {}) {
  const env = parseEnv();
  Object.assign(settings, {
    PORT: env.PORT,
    HOST: env.HOST,
    DATABASE_URL: env.DATABASE_URL,
    DATA_DIR: resolve(env.DATA_DIR),
  });
  ensureWritableFolder(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await ensureBuiltInReviews(database.db);
  // Uploads of earlier versions, kept as files, move into the database once.
  await importLegacyImages(database.db, env.DATA_DIR);
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    dataDir: env.DATA_DIR,
    from: env.MAIL_FROM,
  });
  const outbox = startOutboxWorker({ db: database.db, transport });
  const now = () => new Date();
  const alerting = { db: database.db, env, now, deliverMail: outbox.kick };
  const alerts = startAlertChecks(alerting);
  const firstCheckMs = env.JOBS_FIRST_CHECK_SECONDS * 1000;
  const backups = startDailyBackups({
    db: database.db,
    dataDir: env.DATA_DIR,
    keep: env.BACKUP_KEEP,
    now,
    alerts: alerting,
    firstCheckMs,
  });
  const retention = startDailyRetention({
    db: database.db,
    months: env.INQUIRY_RETENTION_MONTHS,
    now,
    firstCheckMs,
  });
  const stayJobs = startStayJobs({
    db: database.db,
    siteUrl: env.SITE_URL,
    ownerEmail: env.OWNER_EMAIL,
    guestInfoPdfUrl: env.GUEST_INFO_PDF_URL ?? null,
    now,
    deliverMail: outbox.kick,
    firstCheckMs,
  });
  const auth = createAuth({
    db: database.db,
    env,
    deliverMail: outbox.kick,
    signInLimit: env.SIGN_IN_RATE_LIMIT,
    now,
  });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (await ensureAdmin(auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)) {
      log.info("admin created", { email: env.ADMIN_EMAIL });
    }
  }
  const services: AppServices = {
    db: database.db,
    env,
    now,
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
    mount: (app) => mountAuthRoutes(app, services),
    metrics: createMetrics({ db: database.db, env, now }),
  });
  const channelSync = startChannelSync(services);

  const listener = getRequestListener(app.fetch);
  const vite = options.viteMiddlewares;
  let stopping = false;
  const server = createServer((req, res) => {
    // While draining, a keep-alive connection (a proxy's upstream pool) is closed as soon as
    // its response is out, instead of idling until its timeout and delaying the exit.
    res.on("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    if (vite) vite(req, res, () => listener(req, res));
    else listener(req, res);
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", failed);
      listening();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  log.info("listening", {
    url: `http://${shownHost}:${port}`,
    database: database.kind,
  });

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.closeIdleConnections();
    await new Promise((resolve) => server.close(resolve));
    await outbox.stop();
    await backups.stop();
    await alerts.stop();
    await retention.stop();
    await stayJobs.stop();
    await channelSync.stop();
    await database.close();
    process.exit(0);
  }
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  return { server, port, stop };
}
