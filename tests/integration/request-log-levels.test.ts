import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { bookingInquiries, emailOutbox } from "../../server/db/schema";
import { inquiryFields } from "../support/inquiry-form";
import { appInProcess } from "./app-in-process";

/*
 * What the log calls an error, through the whole HTTP app in this process: a family that hangs up
 * while the site reads its inquiry (a closed tab, a lost train signal; the post's body stream
 * aborts the request the moment the site pulls it, so the test needs no clock), and the routine
 * refusals React Router answers itself, are not.
 */

const siteUrl = "http://localhost:3000";
let database: DatabaseHandle;
let app: { request: (request: Request) => Promise<Response> };
const metricsToken = "client-gone-test-metrics-token-32chars!";

beforeAll(async () => {
  const inProcess = await appInProcess();
  const { openMemoryDatabase } = await inProcess.load("/server/db/client.ts");
  const { testServices } = await inProcess.load("/tests/integration/admin-support.ts");
  const { createMetrics } = await inProcess.load("/server/operations/metrics.ts");
  database = await openMemoryDatabase();
  const tested = testServices(database.db).services;
  const services = { ...tested, env: { ...tested.env, METRICS_TOKEN: metricsToken } };
  const metrics = createMetrics({ db: database.db, env: services.env, now: services.now });
  app = inProcess.httpApp({ services, metrics });
}, 120_000);

afterAll(() => database?.close());

/** Posts the booking form and hangs up as soon as the site starts reading it. */
async function postAndHangUp() {
  const visitor = new AbortController();
  const body = new URLSearchParams({ ...inquiryFields(), company_website: "" }).toString();
  const stream = new ReadableStream({
    pull(sink) {
      sink.enqueue(new TextEncoder().encode(body));
      visitor.abort();
      sink.close();
    },
  });
  return app.request(
    new Request(`${siteUrl}/buchung`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl },
      signal: visitor.signal,
    } as RequestInit),
  );
}

/** The log lines (both streams) written while `run` runs, parsed. */
async function logLinesOf<T>(run: () => Promise<T>) {
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write.bind(stream));
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof stream.write;
  }
  try {
    const result = await run();
    const logged = lines.map((line) => JSON.parse(line) as { level: string; status?: number });
    return { result, logged };
  } finally {
    streams.forEach((stream, index) => {
      stream.write = writes[index];
    });
  }
}

it("answers a visitor who hung up 499, logs it as such and counts no failure", async () => {
  const { result, logged } = await logLinesOf(postAndHangUp);
  expect(result.status).toBe(499);
  expect(logged.filter((line) => line.level === "error")).toEqual([]);
  expect(logged).toContainEqual(expect.objectContaining({ level: "info", status: 499 }));
  const scrape = new Request(`${siteUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const series = await (await app.request(scrape)).text();
  expect(series).toMatch(/http_requests_total\{route="inquiry",status="499"\} 1/);
  expect(series).not.toMatch(/status="5\d\d"/);
  // Gone before the site answered: nothing was acknowledged, and nothing is half done (no
  // inquiry without its mails, no mail without its inquiry).
  expect(await database.db.select().from(bookingInquiries)).toEqual([]);
  expect(await database.db.select().from(emailOutbox)).toEqual([]);
}, 60_000);

it("logs a post to a page without a form as the 405 it is, not as an error", async () => {
  for (const [method, path] of [
    ["POST", "/"],
    ["POST", "/familienurlaub"],
    ["DELETE", "/admin"],
  ]) {
    const { result, logged } = await logLinesOf(() =>
      app.request(
        new Request(`${siteUrl}${path}`, {
          method,
          body: "a=b",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl },
        }),
      ),
    );
    expect(result.status, `${method} ${path}`).toBe(405);
    expect(logged.filter((line) => line.level === "error")).toEqual([]);
    expect(logged).toContainEqual(expect.objectContaining({ level: "info", status: 405 }));
  }
}, 60_000);
