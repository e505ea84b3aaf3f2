// The channel-sync step of `npm run bench`: a feed of 500 events (Airbnb's shape) served on
// 127.0.0.1 is synced into a fresh embedded database, then synced again with every event moved;
// then each feed of the hostile set is synced (refused or held within bounds). With BUILD_DIR set
// (bench.mjs's production build), the server is then started on that database, a broken feed's
// 0001-9999 block stored, and public pages are timed on their first render.
// Prints one JSON line with the times in ms; the target is under 2 s each.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { addFeed, listFeeds, registerEnvFeeds } from "../server/channels/feeds";
import { syncFeeds } from "../server/channels/scheduler";
import { openDatabase } from "../server/db/client";
import { channelBlocks } from "../server/db/schema";
import { parseEnv } from "../server/env";
import { type FeedAnswer, startFeedServer } from "../tests/channels/feed-server";
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

async function timedSync(feedIds?: string[]) {
  const started = performance.now();
  const [result] = await syncFeeds(services, { onDemand: true, feedIds });
  return { ms: Math.round(performance.now() - started), outcome: result.outcome };
}

const year = new Date().getFullYear();
const hostile: Record<string, FeedAnswer> = {
  forever: {
    body: airbnbFeed([
      { uid: "forever", start: "0001-01-01", end: "9999-12-31", summary: "Reserved" },
      ...manyEvents(20, `${year}-06-01`),
    ]),
  },
  "5001-events": { body: airbnbFeed(manyEvents(5_001, `${year}-01-01`)) },
  "100000-events": { body: airbnbFeed(manyEvents(100_000, `${year}-01-01`)), chunked: true },
  "gzip-bomb": {
    gzipped: Buffer.concat(
      Array.from({ length: 100 }, () => gzipSync(Buffer.alloc(10 * 1024 * 1024))),
    ),
  },
  "endless-body": { endless: "fast" },
};

/** First renders of public pages by the production server on this database. */
async function timePages(buildDir: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_REQUESTS: "0",
      // Declared again, so the start keeps them (and syncs them once more).
      ICAL_IMPORT: Object.keys(hostile)
        .map((name) => `${name}=${feeds.url(`/${name}.ics`)}`)
        .join(" "),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => server.once("exit", done));
  try {
    for (let tries = 0; ; tries++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 240) throw new Error("the server did not start");
      await new Promise((wait) => setTimeout(wait, 250));
    }
    // Warm-up: the first page of a fresh process loads and compiles the modules.
    await (await fetch(`${base}/`)).text();
    const times: Record<string, number> = {};
    for (const path of ["/?month=0001-01", "/?month=2026-07", "/?month=9999-12", "/buchung"]) {
      const started = performance.now();
      const response = await fetch(base + path);
      await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      times[path] = Math.round(performance.now() - started);
    }
    return times;
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

try {
  feeds.serve("/airbnb.ics", { body: airbnbFeed(manyEvents(events, `${year + 1}-01-01`)) });
  await registerEnvFeeds(database.db, [{ name: "Airbnb", url: feeds.url("/airbnb.ics") }]);
  const first = (await timedSync()).ms;
  feeds.serve("/airbnb.ics", { body: airbnbFeed(manyEvents(events, `${year + 1}-01-02`)) });
  const moved = (await timedSync()).ms;

  // Each hostile feed alone, with what became of it.
  await registerEnvFeeds(
    database.db,
    Object.keys(hostile).map((name) => ({ name, url: feeds.url(`/${name}.ics`) })),
  );
  const hostileSync: Record<string, string> = {};
  for (const feed of await listFeeds(database.db)) {
    feeds.serve(`/${feed.name}.ics`, hostile[feed.name]);
    const { ms, outcome } = await timedSync([feed.id]);
    const result = outcome.status === "failed" ? outcome.failure.reason : outcome.status;
    hostileSync[feed.name] = `${ms} ms, ${result}`;
  }

  let pages: Record<string, number> | null = null;
  if (process.env.BUILD_DIR) {
    // A block from 0001 to 9999 as a release before the window stored it, kept by a feed that
    // can no longer be fetched (an inside address: refused before connecting).
    const id = await addFeed(database.db, { name: "Kaputt", url: "https://127.0.0.1/feed.ics" });
    await database.db.insert(channelBlocks).values({
      feedId: id as string,
      uid: "stored-forever",
      startDate: "0001-01-01",
      endDate: "9999-12-31",
      kind: "reserved",
    });
    await database.close();
    pages = await timePages(process.env.BUILD_DIR);
  } else await database.close();

  console.log(
    JSON.stringify({
      events,
      first_sync_ms: first,
      moved_sync_ms: moved,
      hostile_sync: hostileSync,
      hostile_page_first_render_ms: pages,
    }),
  );
} finally {
  await feeds.close();
  rmSync(dataDir, { recursive: true, force: true });
}
