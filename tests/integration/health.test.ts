import { sql } from "drizzle-orm";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../server/auth/create-auth";
import type { DatabaseHandle } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { createHttpApp } from "../../server/http";
import { createPostgresDatabase } from "./databases";

function appOn(database: DatabaseHandle) {
  const env = parseEnv({ SITE_URL: "https://almblick.example", AUTH_SECRET: "x".repeat(32) });
  const deliverMail = () => {};
  const auth = createAuth({ db: database.db, env, deliverMail });
  return createHttpApp({
    services: { db: database.db, env, now: () => new Date(), deliverMail, auth },
    getBuild: async () => ({}) as ServerBuild,
  });
}

// PostgreSQL only: PGlite runs inside the server process, so a query that hangs there stops the
// whole process, health check included (docs/operations.md says so).
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)("health check [postgres]", () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    postgres = await createPostgresDatabase(serverUrl as string);
  });
  afterAll(async () => {
    await postgres?.handle.close();
    await postgres?.drop();
  });

  it("answers 503 within 2 s while every pooled connection is busy, 200 again after", async () => {
    const { db } = postgres.handle;
    const app = appOn(postgres.handle);
    expect((await app.request("/healthz")).status).toBe(200);

    // As many slow queries as the pool has connections (Drizzle's queries are lazy:
    // Promise.resolve starts them), all of them running on the server before the check.
    const busy = Array.from({ length: 10 }, () =>
      Promise.resolve(db.execute(sql`select pg_sleep(30)`)).catch((cancelled) => cancelled),
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const sleepers = async () =>
      (
        await admin.query(
          "select pid from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'",
          [postgres.name],
        )
      ).rows;
    await expect.poll(async () => (await sleepers()).length, { timeout: 20_000 }).toBe(10);
    const started = performance.now();
    const response = await app.request("/healthz");
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // 2 s is the promise, with a margin for a loaded machine; without the limit it waits 5 s
    // for a connection and then fails.
    expect(elapsed).toBeLessThan(3_500);

    // Ended rather than waited for: the pool has its connections back at once.
    for (const { pid } of await sleepers())
      await admin.query("select pg_cancel_backend($1)", [pid]);
    await admin.end();
    await Promise.allSettled(busy);
    expect((await app.request("/healthz")).status).toBe(200);
  }, 60_000);
});
