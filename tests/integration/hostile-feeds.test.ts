import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { describeFailure, describeOutsideWindow } from "../../domain/channels/sync-outcome";
import { addFeed, registerEnvFeeds } from "../../server/channels/feeds";
import { fetchFeed } from "../../server/channels/fetch-feed";
import { syncFeeds } from "../../server/channels/scheduler";
import { storeChanges } from "../../server/channels/sync-feed";
import {
  channelBlocks,
  channelConflictNotices,
  channelFeeds,
  emailOutbox,
  reservations,
} from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { submitInquiry } from "../../server/inquiries";
import { log } from "../../server/log";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed, type FixtureEvent } from "../channels/fixtures";
import { inquiryFields } from "../support/inquiry-form";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

/*
 * The hostile feed set: an event from 0001 to 9999, 100,000 events, a gzip bomb, an endless body,
 * redirects inside, and names resolving to private and link-local addresses. Each is refused or
 * held within bounds with a message for the owners. Nothing here leaves 127.0.0.1: the owners'
 * feeds go through the feed server's test network, which records every connection it is asked
 * to open, and the refusals are shown to happen before it is asked.
 */

const clock = new Date("2026-03-10T12:00:00Z");
const env = parseEnv({
  SITE_URL: "https://almblick.example",
  OWNER_EMAIL: "owner@example.com",
});
const stay = (uid: string, start: string, end: string): FixtureEvent => ({
  uid,
  start,
  end,
  summary: "Reserved",
});
const none = { etag: null, lastModified: null };
const unreachable = { status: "failed", failure: { reason: "unreachable" } };

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describeWithDatabase("hostile feeds", (getDb) => {
  const services = () => ({
    db: getDb().db,
    env,
    now: () => clock,
    deliverMail: () => {},
    feedNetwork: feeds.network,
  });
  const syncNow = async () => (await syncFeeds(services(), { onDemand: true }))[0];
  const feedNamed = async (name: string) => {
    const [feed] = await getDb().db.select().from(channelFeeds).where(eq(channelFeeds.name, name));
    return feed;
  };
  const blockCount = async () => (await getDb().db.select().from(channelBlocks)).length;
  let paths = 0;
  const newPath = (name: string) =>
    `/hostile-${name}-${++paths}-${Math.random().toString(36).slice(2)}.ics`;

  /** Connections the test network was asked to open since this test began. */
  let connectionsBefore = 0;
  const newConnections = () => feeds.connections().slice(connectionsBefore);

  beforeEach(async () => {
    await emptyTables(getDb().db, channelFeeds, emailOutbox, reservations);
    connectionsBefore = feeds.connections().length;
  });
  afterEach(() => vi.restoreAllMocks());

  it("an event from 0001 to 9999 blocks nothing, and the owners are told; inquiries still go through", async () => {
    const path = newPath("forever");
    feeds.serve(path, {
      body: airbnbFeed([
        stay("forever@airbnb.com", "0001-01-01", "9999-12-31"),
        stay("summer@airbnb.com", "2026-07-10", "2026-07-14"),
        stay("closing@airbnb.com", "2027-12-01", "9999-12-31"),
      ]),
    });
    await registerEnvFeeds(getDb().db, [{ name: "Airbnb", url: feeds.url(path) }]);
    const { outcome } = await syncNow();
    expect(outcome).toMatchObject({ status: "synced", report: { added: 2 } });
    const rows = await getDb().db.select().from(channelBlocks);
    // Default horizon: 2 years, so the last arrival is 10 March 2028 and the window ends a year on.
    expect(rows.map((row) => `${row.uid} ${row.startDate}..${row.endDate}`).sort()).toEqual([
      "closing@airbnb.com 2027-12-01..2029-03-10",
      "summer@airbnb.com 2026-07-10..2026-07-14",
    ]);
    const feed = await feedNamed("Airbnb");
    expect(describeOutsideWindow(feed.lastReport!)).toBe(
      "Hinweis: Termine außerhalb von 1. Januar 2025 bis 10. März 2029 blockieren hier nichts: 1 übergangen (außerhalb oder schon davor begonnen), 1 am Ende gekürzt.",
    );

    const inquiry = (start: string, end: string) =>
      submitInquiry(services(), {
        fields: inquiryFields({ preferred_start_date: start, preferred_end_date: end }),
        language: "de",
        clientAddress: "203.0.113.9",
        userAgent: null,
      });
    expect((await inquiry("2026-07-20", "2026-07-27")).status).toBe("sent");
    expect(await inquiry("2026-07-12", "2026-07-16")).toEqual({ status: "overlap" });
  });

  it("refuses a feed of more than 5,000 events whole and keeps its last blocks", async () => {
    const path = newPath("many");
    feeds.serve(path, { body: airbnbFeed([stay("a@airbnb.com", "2026-07-10", "2026-07-14")]) });
    await registerEnvFeeds(getDb().db, [{ name: "Airbnb", url: feeds.url(path) }]);
    expect((await syncNow()).outcome.status).toBe("synced");

    const events = Array.from({ length: 5_001 }, (_, i) =>
      stay(`e${i}@airbnb.com`, "2026-08-01", "2026-08-02"),
    );
    feeds.serve(path, { body: airbnbFeed(events) });
    const { outcome } = await syncNow();
    expect(outcome).toEqual({
      status: "failed",
      failure: { reason: "too-many-events", detail: "5001" },
    });
    expect(describeFailure((await feedNamed("Airbnb")).lastError!)).toBe(
      "Der Kalender enthält 5001 Termine, mehr als die erlaubten 5.000. Nichts davon wurde übernommen; die bisher importierten Nächte bleiben belegt.",
    );
    expect(await blockCount()).toBe(1);
  });

  it("refuses 100,000 events by their size before reading them", async () => {
    const path = newPath("hundred-thousand");
    const events = Array.from({ length: 100_000 }, (_, i) =>
      stay(`e${i}@x`, "2026-08-01", "2026-08-02"),
    );
    feeds.serve(path, { body: airbnbFeed(events), chunked: true });
    await registerEnvFeeds(getDb().db, [{ name: "Airbnb", url: feeds.url(path) }]);
    expect((await syncNow()).outcome).toEqual({
      status: "failed",
      failure: { reason: "too-large" },
    });
    expect(await blockCount()).toBe(0);
  });

  it("stores more rows than one statement may bind, in batches", async () => {
    // 15,000 rows of 5 parameters each would be 75,000 in one statement; PostgreSQL takes 65,535.
    const [feed] = await getDb()
      .db.insert(channelFeeds)
      .values({ name: "Gross", url: feeds.url("/unused.ics"), fromEnv: true })
      .returning();
    const added = Array.from({ length: 15_000 }, (_, i) => ({
      uid: `e${i}`,
      start: "2026-08-01",
      end: "2026-08-02",
      kind: "reserved" as const,
    }));
    await getDb().db.transaction((tx) =>
      storeChanges(tx as never, feed.id, { added, changed: [], removed: [], unchanged: 0 }),
    );
    expect(await blockCount()).toBe(15_000);
    await getDb().db.transaction((tx) =>
      storeChanges(tx as never, feed.id, {
        added: [],
        changed: [],
        removed: added.map((block) => block.uid),
        unchanged: 0,
      }),
    );
    expect(await blockCount()).toBe(0);
  });

  it("thousands of clashes with one own stay make one mail, their notices stored in batches", async () => {
    const { db } = getDb();
    await db.insert(reservations).values({
      ...stayGuest("Max", "Muster"),
      startDate: "2026-05-01",
      endDate: "2026-10-01",
      status: "booked",
    });
    // 4 feeds of 4,200 one-night events inside the stay: 16,800 clashes, 67,200 parameters.
    const night = (i: number) =>
      `2026-0${5 + (Math.floor(i / 28) % 5)}-${String((i % 28) + 1).padStart(2, "0")}`;
    const declared = ["A", "B", "C", "D"].map((name) => {
      const path = newPath(`clash-${name}`);
      feeds.serve(path, {
        body: airbnbFeed(
          Array.from({ length: 4_200 }, (_, i) => stay(`${name}${i}`, night(i), night(i + 1))),
        ),
      });
      return { name, url: feeds.url(path) };
    });
    await registerEnvFeeds(db, declared);
    const results = await syncFeeds(services(), { onDemand: true });
    expect(results.map((result) => result.outcome.status)).toEqual(Array(4).fill("synced"));
    const mails = await db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Doppelbuchung: A, B, C, D – Max Muster");
    expect(mails[0].text).toContain("… und 16780 weitere");
    expect(await db.select().from(channelConflictNotices)).toHaveLength(16_800);
    // Told once: the next sync mails nothing.
    await syncFeeds(services(), { onDemand: true });
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  }, 120_000);

  it("cuts off a gzip bomb and an endless body at 2 MB, and a slow endless one at the time limit", async () => {
    // 100 gzip members of 10 MB of zeros each: 1 GB unpacked from about 1 MB sent.
    const member = gzipSync(Buffer.alloc(10 * 1024 * 1024));
    const bomb = Buffer.concat(Array.from({ length: 100 }, () => member));
    const bombPath = newPath("bomb");
    feeds.serve(bombPath, { gzipped: bomb });
    const before = process.memoryUsage().rss;
    expect(await fetchFeed({ url: feeds.url(bombPath), trusted: true }, none)).toEqual({
      status: "failed",
      failure: { reason: "too-large" },
    });
    // Cut while unpacking: 1 GB was never held.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);

    const endlessPath = newPath("endless");
    feeds.serve(endlessPath, { endless: "fast" });
    expect(await fetchFeed({ url: feeds.url(endlessPath), trusted: true }, none)).toEqual({
      status: "failed",
      failure: { reason: "too-large" },
    });

    const slowPath = newPath("slow");
    feeds.serve(slowPath, { endless: "slow" });
    expect(
      await fetchFeed({ url: feeds.url(slowPath), trusted: true }, none, { timeoutMs: 1_500 }),
    ).toEqual({ status: "failed", failure: { reason: "timeout" } });
  });

  it("refuses owners' feeds whose names resolve inside, before any connection is opened", async () => {
    const inside = [
      ["loopback.test", ["127.0.0.1"]],
      ["loopback6.test", ["::1"]],
      ["private.test", ["10.0.0.7"]],
      ["private-b.test", ["192.168.1.20"]],
      ["unique-local.test", ["fd00::5"]],
      ["metadata.test", ["169.254.169.254"]],
      ["link-local6.test", ["fe80::1"]],
      ["cgnat.test", ["100.64.1.1"]],
      ["unspecified.test", ["0.0.0.0"]],
      ["mapped.test", ["::ffff:127.0.0.1"]],
      ["mixed.test", ["93.184.215.14", "10.0.0.7"]],
      ["nothing.test", []],
    ] as const;
    const { db } = getDb();
    for (const [host, addresses] of inside) {
      feeds.resolveTo(host, [...addresses]);
      await addFeed(db, { name: host, url: feeds.channelUrl("/feed.ics", host) });
    }
    const results = await syncFeeds(services(), { onDemand: true });
    expect(results).toHaveLength(inside.length);
    for (const result of results) expect(result.outcome, result.feed).toEqual(unreachable);
    expect(feeds.resolved()).toEqual(expect.arrayContaining(inside.map(([host]) => host)));
    expect(newConnections()).toEqual([]);
    expect(feeds.requests("/feed.ics")).toEqual([]);
    // One message for every cause: the page tells nothing of what is inside.
    expect(describeFailure((await feedNamed("metadata.test")).lastError!)).toBe(
      "Der Kalender konnte nicht abgerufen werden. Es werden nur https://-Adressen öffentlich erreichbarer Server abgerufen; bitte die Adresse beim Kanal prüfen.",
    );
  });

  it("refuses owners' feeds written as inside addresses, in any notation, or over http", async () => {
    for (const url of [
      "https://127.0.0.1/feed.ics",
      "https://2130706433/feed.ics",
      "https://0x7f.0.0.1/feed.ics",
      "https://0177.0.0.1/feed.ics",
      "https://[::1]/feed.ics",
      "https://[::ffff:a9fe:a9fe]/latest/meta-data",
      "https://169.254.169.254/latest/meta-data",
      "http://channel.test/feed.ics",
    ]) {
      const before = feeds.resolved().length;
      expect(
        await fetchFeed({ url, trusted: false }, none, { network: feeds.network }),
        url,
      ).toEqual(unreachable);
      expect(feeds.resolved()).toHaveLength(before);
    }
    expect(newConnections()).toEqual([]);
  });

  it("checks every redirect of an owners' feed again: one leading inside is not followed", async () => {
    const innerPath = newPath("inner");
    const inner = feeds.url(innerPath);
    feeds.serve(innerPath, { body: airbnbFeed([]) });
    feeds.resolveTo("inside.test", ["10.1.2.3"]);
    const targets = [inner, `https://127.0.0.1${innerPath}`, `https://inside.test${innerPath}`];
    for (const [i, location] of targets.entries()) {
      const path = newPath(`redirect-${i}`);
      feeds.serve(path, { location });
      const connections = newConnections().length;
      expect(
        await fetchFeed({ url: feeds.channelUrl(path), trusted: false }, none, {
          network: feeds.network,
        }),
        location,
      ).toEqual(unreachable);
      // Only the first, public hop was connected to.
      expect(newConnections()).toHaveLength(connections + 1);
    }
    expect(feeds.requests(innerPath)).toEqual([]);

    // A redirect to another public name is followed, and checked like the first.
    const path = newPath("redirect-public");
    feeds.serve(path, { location: `https://cdn.channel.test${innerPath}` });
    const fetched = await fetchFeed({ url: feeds.channelUrl(path), trusted: false }, none, {
      network: feeds.network,
    });
    expect(fetched.status).toBe("fetched");
    expect(feeds.connections().at(-1)).toMatchObject({
      address: "93.184.215.14",
      port: 443,
      servername: "cdn.channel.test",
    });
  });

  it("never shows or logs a user name and password in a feed's URL", async () => {
    const path = newPath("with-password");
    feeds.serve(path, { body: airbnbFeed([stay("a@airbnb.com", "2026-07-10", "2026-07-14")]) });
    const lines: string[] = [];
    for (const level of ["info", "warn", "error"] as const) {
      vi.spyOn(log, level).mockImplementation((...args) => void lines.push(JSON.stringify(args)));
    }
    await addFeed(getDb().db, {
      name: "Airbnb",
      url: feeds.channelUrl(path).replace("https://", "https://anna:geheim@"),
    });
    expect((await syncNow()).outcome.status).toBe("synced");
    // Sent as Basic authentication, as the URL asks.
    expect(feeds.requests(path)[0].authorization).toBe(
      `Basic ${Buffer.from("anna:geheim").toString("base64")}`,
    );
    expect(lines.join("\n")).not.toContain("geheim");
  });
});
