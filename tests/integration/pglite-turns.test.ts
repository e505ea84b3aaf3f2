import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openMemoryDatabase } from "../../server/db/client";

describe("embedded PGlite takes turns with the rest of the process", () => {
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
});
