import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";

describe("the embedded PGlite as the server uses it", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMemoryDatabase();
  });
  afterAll(() => handle.close());

  it("lets timers and other requests run between one request's queries", async () => {
    // A request's loaders run queries one after the other. Without a turn for the event loop
    // between them, a timer due meanwhile waits until the last one has answered.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const started = performance.now();
    let queries = 0;
    while (performance.now() - started < 30 || queries < 20) {
      await handle.db.execute(sql`select count(*) from booking_inquiries`);
      queries++;
    }
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it("answers raw queries with dates and times as text, in and out of transactions", async () => {
    // As on PostgreSQL: drizzle asks for these types unparsed, passing its parsers with each query.
    const query = sql`select '2027-07-01'::date as day, '2027-07-01 10:00:00+00'::timestamptz as at`;
    const rows = async (db: Pick<Database, "execute">) =>
      ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const expected = [{ day: "2027-07-01", at: "2027-07-01 10:00:00+00" }];
    expect(await rows(handle.db)).toEqual(expected);
    expect(await handle.db.transaction((tx) => rows(tx))).toEqual(expected);
  });

  it("keeps 16 MB of shared buffers, not PostgreSQL's 128 MB zeroed at every start", async () => {
    const shown = await handle.db.execute(sql`show shared_buffers`);
    expect((shown as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: "16MB" }]);
  });
});
