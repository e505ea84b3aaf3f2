import { afterAll, beforeAll, expect, it } from "vitest";
import { appInProcess } from "./app-in-process";

/*
 * Public pages with a hostile feed's blocks stored (as a release before the window stored them:
 * one event from 0001 to 9999, and 5,000 more), through the whole HTTP app in this process
 * (React Router's build from Vite; embedded PGlite): every `?month=` from 0001 to 9999 answers.
 * Expanding the long block night by night took close to a minute a page and then failed; that
 * the work is bounded is shown by the domain's tests (night-spans, month-grid), and the bench
 * reports the times (scripts/bench-channel-sync.ts): no timed assertions here.
 */

let app: { request: (url: string) => Promise<Response> };
let close: () => Promise<void>;

beforeAll(async () => {
  const inProcess = await appInProcess();
  const { load } = inProcess;
  const { openMemoryDatabase } = await load("/server/db/client.ts");
  const { testServices } = await load("/tests/integration/admin-support.ts");
  const schema = await load("/server/db/schema.ts");
  const database = await openMemoryDatabase();
  close = () => database.close();
  const [feed] = await database.db
    .insert(schema.channelFeeds)
    .values({ name: "Kaputt", url: "https://channel.test/feed.ics", fromEnv: true })
    .returning();
  const year = new Date().getFullYear();
  const blocks = [
    { uid: "forever", startDate: "0001-01-01", endDate: "9999-12-31" },
    ...Array.from({ length: 5_000 }, (_, i) => ({
      uid: `e${i}`,
      startDate: `${year + (i % 2)}-0${1 + (i % 9)}-1${i % 9}`,
      endDate: `${year + (i % 2)}-0${1 + (i % 9)}-2${i % 9}`,
    })),
  ];
  for (let i = 0; i < blocks.length; i += 1_000) {
    await database.db
      .insert(schema.channelBlocks)
      .values(
        blocks
          .slice(i, i + 1_000)
          .map((block) => ({ ...block, feedId: feed.id, kind: "reserved" })),
      );
  }
  const { services } = testServices(database.db);
  app = inProcess.httpApp({ services });
}, 120_000);

afterAll(async () => {
  await close?.();
});

it("renders the home page for any month from 0001 to 9999", async () => {
  // The first request compiles the modules; it is not counted.
  expect((await app.request("http://localhost:3000/")).status).toBe(200);
  for (const month of ["0001-01", "0000-01", "1969-12", "2026-07", "9999-12", "9999-99"]) {
    const response = await app.request(`http://localhost:3000/?month=${month}`);
    expect(response.status, month).toBe(200);
    const html = await response.text();
    expect(html, month).toContain('id="availability"');
  }
}, 120_000);

it("renders the booking page, whose picker gets the blocks as spans", async () => {
  const response = await app.request("http://localhost:3000/buchung");
  expect(response.status).toBe(200);
}, 60_000);
