import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAuth } from "../../server/auth/create-auth";
import { runDailyBackup } from "../../server/backup/daily-backups";
import { channelFeeds, emailOutbox, jobRuns, operationAlerts } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { createHttpApp } from "../../server/http";
import { enqueueMail } from "../../server/mail/outbox";
import { createMetrics, routeLabel } from "../../server/operations/metrics";
import { describeWithDatabase, emptyTables } from "./databases";

/** A build of one page (React Router's own handler runs), enough to answer pages and 404s. */
const onePageBuild = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response(status === 404 ? "not found" : "page", { status, headers }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    home: { id: "home", parentId: "root", index: true, module: { default: () => null } },
  },
  assets: {
    entry: { imports: [], module: "/entry.js" },
    routes: {
      root: { id: "root", path: "", module: "/root.js" },
      home: { id: "home", parentId: "root", index: true, module: "/home.js" },
    },
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const token = "m".repeat(40);

/** `name{labels} value` lines of the Prometheus text format, by series. */
function parse(text: string) {
  const series = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not the text format: ${line}`);
    series.set(match[1], Number(match[2]));
  }
  return series;
}

it("labels requests by the product's route families, never the path", () => {
  const cases: Array<[method: string, path: string, route: string]> = [
    ["GET", "/", "page"],
    ["GET", "/de/kontakt", "page"],
    ["GET", "/x/y/z/random-1234", "page"],
    ["GET", "/buchung", "page"],
    ["GET", "/healthz", "healthz"],
    ["GET", "/metrics", "metrics"],
    ["GET", "/assets/entry-abc.js", "asset"],
    ["GET", "/robots.txt", "asset"],
    ["GET", "/storage/website-images/gallery/1-a.webp", "image"],
    ["POST", "/api/auth/sign-in/email", "api_auth"],
    ["GET", "/admin/anfragen", "admin"],
    ["GET", "/admin/reservierungen.csv", "admin"],
    ["GET", "/de/buchung.data", "page_data"],
    ["GET", "/api/availability", "availability"],
    ["POST", "/buchung", "inquiry"],
    ["POST", "/buchung.data", "inquiry"],
    ["POST", "/api/inquiry", "inquiry"],
    ["GET", "/aufenthalt", "guest_page"],
    ["POST", "/aufenthalt.data", "guest_page"],
    ["GET", "/aufenthalt.ics", "guest_page"],
    ["GET", "/kalender.ics", "feed"],
  ];
  expect(cases.map(([method, path]) => routeLabel(method, path))).toEqual(
    cases.map(([, , route]) => route),
  );
});

describeWithDatabase("/metrics", (getDb) => {
  let server: Server;
  let base: string;
  let app: ReturnType<typeof createHttpApp>;
  const clock = new Date();

  beforeAll(async () => {
    const { db } = getDb();
    await emptyTables(db, emailOutbox, channelFeeds, jobRuns, operationAlerts);
    const env = parseEnv({ SITE_URL: "http://127.0.0.1", METRICS_TOKEN: token });
    const deliverMail = () => {};
    const services = {
      db,
      env,
      now: () => clock,
      deliverMail,
      auth: createAuth({ db, env, deliverMail }),
    };
    app = createHttpApp({
      services,
      getBuild: async () => onePageBuild,
      metrics: createMetrics({ db, env, now: () => clock }),
    });
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves every series with the values of this instance and of the database", async () => {
    const { db, kind } = getDb();
    const oldest = new Date(clock.getTime() - 90 * 60_000);
    await enqueueMail(db, { kind: "test", to: "a@example.com", subject: "1", text: "1" });
    await enqueueMail(db, { kind: "test", to: "b@example.com", subject: "2", text: "2" });
    await db.update(emailOutbox).set({ createdAt: oldest });
    const backupAt = new Date(Date.UTC(2031, 0, 2, 3));
    await runDailyBackup({
      db,
      dataDir: "/tmp/almblick-metrics-test",
      keep: 1,
      now: () => backupAt,
    });
    const syncedAt = new Date(Date.UTC(2031, 0, 2, 4, 30));
    await db.insert(channelFeeds).values([
      { name: "Airbnb", url: "https://a.example/a.ics", lastSuccessAt: syncedAt },
      { name: "Vrbo", url: "https://v.example/v.ics", lastError: { reason: "timeout" } },
    ]);

    await db.insert(operationAlerts).values([
      { key: "backup", since: oldest },
      { key: "feed:1", since: oldest },
      { key: "feed:2", since: oldest },
    ]);

    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/some/unknown/page`)).status).toBe(404);

    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const series = parse(await response.text());

    expect(series.get('http_requests_total{route="page",status="200"}')).toBe(1);
    expect(series.get('http_requests_total{route="page",status="404"}')).toBe(1);
    expect(series.get('http_requests_total{route="healthz",status="200"}')).toBe(1);
    expect(series.get('http_request_duration_seconds_count{route="page"}')).toBe(2);
    expect(series.get('http_request_duration_seconds_bucket{le="+Inf",route="healthz"}')).toBe(1);
    expect(series.get('http_request_duration_seconds_sum{route="healthz"}')).toBeGreaterThan(0);
    expect(series.get("mail_outbox_pending")).toBe(2);
    expect(series.get("mail_outbox_oldest_pending_age_seconds")).toBe(90 * 60);
    expect(series.get("backup_last_success_timestamp_seconds")).toBeGreaterThanOrEqual(
      backupAt.getTime() / 1000,
    );
    expect(series.get('channel_feed_last_success_timestamp_seconds{feed="Airbnb"}')).toBe(
      syncedAt.getTime() / 1000,
    );
    expect(series.get('channel_feed_last_success_timestamp_seconds{feed="Vrbo"}')).toBe(0);
    expect(series.get('channel_feed_failing{feed="Vrbo"}')).toBe(1);
    expect(series.get('channel_feed_failing{feed="Airbnb"}')).toBe(0);
    // The open alerts by kind, zero where none is open: one series to alert on.
    expect(series.get('alerts_open{kind="feed"}')).toBe(2);
    expect(series.get('alerts_open{kind="backup"}')).toBe(1);
    expect(series.get('alerts_open{kind="mail"}')).toBe(0);
    expect(series.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    if (kind === "postgres") {
      expect(series.get("db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(series.get("db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
      expect(series.get("db_pool_waiting_requests")).toBe(0);
    } else {
      expect([...series.keys()].some((name) => name.startsWith("db_pool_"))).toBe(false);
    }
    // The series of this scrape itself: counted once it is answered.
    const again = parse(await (await fetch(`${base}/metrics`)).text());
    expect(again.get('http_requests_total{route="metrics",status="200"}')).toBe(1);
  });

  it("answers 404 to everyone but a local scraper and the holder of the token", async () => {
    const forwarded = { "X-Forwarded-For": "203.0.113.5" };
    // Through a proxy on this machine (the socket is local, the request is not).
    const proxied = await fetch(`${base}/metrics`, { headers: forwarded });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).toBe("not found");
    expect(
      (await fetch(`${base}/metrics`, { headers: { "X-Real-IP": "203.0.113.5" } })).status,
    ).toBe(404);
    const wrong = { ...forwarded, Authorization: `Bearer ${"x".repeat(40)}` };
    expect((await fetch(`${base}/metrics`, { headers: wrong })).status).toBe(404);
    // No socket at all (not local): only the token opens it.
    expect((await app.request("http://127.0.0.1/metrics")).status).toBe(404);
    const withToken = await app.request("http://127.0.0.1/metrics", {
      headers: { ...forwarded, Authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("http_requests_total");
  });
});
