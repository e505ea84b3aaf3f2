// The channel-sync step of `npm run bench`: a feed of 500 events (Airbnb's shape) served on
// 127.0.0.1 is synced into a fresh embedded database, then synced again with every event moved.
// Prints one JSON line with the times in ms; the target is under 2 s each.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addFeed } from "../server/channels/feeds";
import { syncFeeds } from "../server/channels/scheduler";
import { openDatabase } from "../server/db/client";
import { parseEnv } from "../server/env";
import { startFeedServer } from "../tests/channels/feed-server";
import { airbnbFeed, manyEvents } from "../tests/channels/fixtures";

const events = 500;
const dataDir = mkdtempSync(join(tmpdir(), "bench-channels-"));
const database = await openDatabase({ dataDir });
const feeds = await startFeedServer();
const services = {
  db: database.db,
  env: parseEnv({ DATA_DIR: dataDir }),
  now: () => new Date(),
  deliverMail: () => {},
};

async function timedSync(firstDay: string) {
  feeds.serve("/airbnb.ics", { body: airbnbFeed(manyEvents(events, firstDay)) });
  const started = performance.now();
  const [result] = await syncFeeds(services, { onDemand: true });
  if (result.outcome.status !== "synced") throw new Error(`sync ${result.outcome.status}`);
  return Math.round(performance.now() - started);
}

try {
  await addFeed(database.db, { name: "Airbnb", url: feeds.url("/airbnb.ics") });
  const first = await timedSync("2027-01-01");
  const moved = await timedSync("2027-01-02");
  console.log(JSON.stringify({ events, first_sync_ms: first, moved_sync_ms: moved }));
} finally {
  await feeds.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
