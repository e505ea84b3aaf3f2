import { createHash, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono, Env as HonoEnv, MiddlewareHandler } from "hono";
import pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { isAdminPath } from "../../domain/admin/admin-path";
import { lastDailyBackup } from "../backup/daily-backups";
import type { Database } from "../db/client";
import { channelFeeds, operationAlerts } from "../db/schema";
import type { Env } from "../env";
import { outboxBacklog } from "../mail/outbox";

export interface MetricsOptions {
  db: Database;
  env: Pick<Env, "METRICS_TOKEN">;
  now?: () => Date;
}

/**
 * The route label of a request: the product's families (public pages, the availability reads, the
 * inquiry posts, the guest's page, the admin, sign-in, the channel feed), never the path itself,
 * so that scanners asking for random addresses cannot grow the number of series.
 */
export function routeLabel(method: string, path: string): string {
  if (path === "/healthz") return "healthz";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/api/auth/")) return "api_auth";
  if (path.startsWith("/storage/website-images/")) return "image";
  if (isAdminPath(path)) return "admin";
  if (path === "/api/availability") return "availability";
  if (path === "/api/inquiry" || (method === "POST" && /^\/buchung(?:\.data)?$/.test(path))) {
    return "inquiry";
  }
  if (/^\/aufenthalt(?:\.data|\.ics)?$/.test(path)) return "guest_page";
  if (path === "/kalender.ics") return "feed";
  if (path.endsWith(".data")) return "page_data";
  // Built assets, the public files, sitemap, robots.txt.
  if (/\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const forwardingHeaders = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(v4);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /metrics: a scraper with the bearer token of METRICS_TOKEN, or one on this
 * machine (a loopback socket and no forwarding header, so nothing a local proxy passes on).
 */
function mayScrape(c: Context, token: string | undefined): boolean {
  const authorization = c.req.header("authorization");
  if (token && authorization?.startsWith("Bearer ")) {
    return timingSafeEqual(digest(authorization.slice(7)), digest(token));
  }
  if (authorization || forwardingHeaders.some((name) => c.req.header(name) !== undefined)) {
    return false;
  }
  try {
    return isLoopback(getConnInfo(c).remote.address);
  } catch {
    return false;
  }
}

/** What the scrape reads from the database, shared by all instances: one read per scrape. */
async function readState(db: Database) {
  const [backlog, backup, feeds, alerts] = await Promise.all([
    outboxBacklog(db),
    lastDailyBackup(db),
    db
      .select({
        name: channelFeeds.name,
        lastSuccessAt: channelFeeds.lastSuccessAt,
        lastError: channelFeeds.lastError,
      })
      .from(channelFeeds),
    db.select({ key: operationAlerts.key }).from(operationAlerts),
  ]);
  return { backlog, backup, feeds, alerts };
}

const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : 0);

/**
 * The Prometheus metrics of this instance (prom-client): requests by route and status, their
 * latency, the process, the PostgreSQL pool, and what the database says of the outbox, the
 * daily backup and each imported feed. `record` counts every request; `mount` adds /metrics,
 * which answers everyone else as an unknown page.
 */
export function createMetrics(options: MetricsOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const registers = [new Registry()];
  const [registry] = registers;
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route and status",
    labelNames: ["route", "status"],
    registers,
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time until the response started, by route",
    labelNames: ["route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  // Drizzle keeps its driver's client: node-postgres' pool on PostgreSQL (PGlite has none).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge("db_pool_connections", "Open PostgreSQL connections", () => pool.totalCount);
    poolGauge("db_pool_idle_connections", "Idle PostgreSQL connections", () => pool.idleCount);
    poolGauge(
      "db_pool_waiting_requests",
      "Queries waiting for a connection",
      () => pool.waitingCount,
    );
  }

  // Set by each scrape before the registry collects; a failed read leaves these series out.
  let state: Promise<Awaited<ReturnType<typeof readState>> | null> = Promise.resolve(null);
  const stateGauge = (
    name: string,
    help: string,
    fill: (gauge: Gauge, read: Awaited<ReturnType<typeof readState>>) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        const read = await state;
        if (read) fill(this, read);
      },
    });
  stateGauge(
    "alerts_open",
    "Alerts mailed and not yet recovered, by kind (backup, mail, feed); one to alert on",
    (gauge, read) => {
      for (const kind of ["backup", "mail", "feed"]) gauge.set({ kind }, 0);
      for (const { key } of read.alerts) gauge.inc({ kind: key.split(":")[0] });
    },
    ["kind"],
  );
  stateGauge("mail_outbox_pending", "Mails waiting to be sent", (gauge, read) =>
    gauge.set(read.backlog.pending),
  );
  stateGauge(
    "mail_outbox_oldest_pending_age_seconds",
    "How long the oldest waiting mail has waited (0: none waits)",
    (gauge, read) => {
      const oldest = read.backlog.oldestPendingAt;
      gauge.set(oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  );
  stateGauge(
    "backup_last_success_timestamp_seconds",
    "When the daily backup was last written, by any instance (0: never)",
    (gauge, read) => gauge.set(seconds(read.backup)),
  );
  stateGauge(
    "channel_feed_last_success_timestamp_seconds",
    "When each imported feed last synced successfully (0: never)",
    (gauge, read) => {
      for (const feed of read.feeds) gauge.set({ feed: feed.name }, seconds(feed.lastSuccessAt));
    },
    ["feed"],
  );
  stateGauge(
    "channel_feed_failing",
    "1 while the imported feed's last sync failed",
    (gauge, read) => {
      for (const feed of read.feeds) gauge.set({ feed: feed.name }, feed.lastError ? 1 : 0);
    },
    ["feed"],
  );

  const record: MiddlewareHandler = async (c, next) => {
    const stop = latency.startTimer();
    await next();
    const route = routeLabel(c.req.method, c.req.path);
    stop({ route });
    requests.inc({ route, status: String(c.res.status) });
  };

  return {
    record,
    mount<E extends HonoEnv>(app: Hono<E>) {
      app.get("/metrics", async (c, next) => {
        if (!mayScrape(c, options.env.METRICS_TOKEN)) return next();
        state = readState(db).catch(() => null);
        const body = await registry.metrics();
        return c.body(body, 200, {
          "Content-Type": registry.contentType,
          "Cache-Control": "no-store",
        });
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
