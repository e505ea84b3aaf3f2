import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { localIsoDate } from "../../domain/booking/dates";
import { defaultBookingSettings } from "../../domain/booking/settings";
import { unavailableNights } from "../../domain/booking/unavailable-nights";
import { describeFailure } from "../../domain/channels/sync-outcome";
import { getAvailability } from "../../server/availability";
import { listConflicts, mailNewConflicts } from "../../server/channels/conflicts";
import { addFeed, deleteFeed, listFeeds, registerEnvFeeds } from "../../server/channels/feeds";
import { fetchFeed } from "../../server/channels/fetch-feed";
import { startChannelSync, syncFeeds } from "../../server/channels/scheduler";
import {
  bookingInquiries,
  channelBlocks,
  channelFeeds,
  emailOutbox,
  reservations,
} from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { submitInquiry } from "../../server/inquiries";
import { log } from "../../server/log";
import { readPublicPagesVersion } from "../../server/page-cache";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed, bookingComFeed, vrboFeed } from "../channels/fixtures";
import { inquiryFields } from "../support/inquiry-form";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

// "Today" is pinned: 10 March 2026, 12:00 UTC; the stays are in the coming summer.
const clockStart = new Date("2026-03-10T12:00:00Z");
let clock = clockStart;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const env = parseEnv({
  SITE_URL: "https://almblick.example",
  OWNER_EMAIL: "owner@example.com",
  ICAL_SYNC_MINUTES: "30",
});

const reserved = (uid: string, start: string, end: string) => ({
  uid: `${uid}@airbnb.com`,
  start,
  end,
  summary: "Reserved",
  description:
    "Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMXYZ\\nPhone Number (Last 4 Digits): 4711",
});
const notAvailable = (uid: string, start: string, end: string) => ({
  uid: `${uid}@airbnb.com`,
  start,
  end,
  summary: "Airbnb (Not available)",
});

const nothingNew = { notModified: false, added: 0, changed: 0, removed: 0, unchanged: 0 };
/** The outcome of a sync whose report differs from `nothingNew` by `report`. */
const synced = (report: Partial<typeof nothingNew>) => ({
  status: "synced",
  report: { ...nothingNew, ...report },
});

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describeWithDatabase("channel sync", (getDb) => {
  const services = () => ({
    db: getDb().db,
    env,
    now: () => clock,
    deliverMail: () => {},
    feedNetwork: feeds.network,
  });
  const syncNow = () => syncFeeds(services(), { onDemand: true });
  const blocked = async (night: string) => {
    const records = await getAvailability(getDb().db, localIsoDate(clock));
    return unavailableNights(records, defaultBookingSettings).isBlocked(night);
  };
  /** Each night of `expected.blocked` is blocked for the public now, each of `expected.free` is not. */
  const expectNights = async (expected: { blocked: string[]; free: string[] }) => {
    for (const night of expected.blocked) expect(await blocked(night), night).toBe(true);
    for (const night of expected.free) expect(await blocked(night), night).toBe(false);
  };
  const feedNamed = async (name: string) => {
    const [feed] = await getDb().db.select().from(channelFeeds).where(eq(channelFeeds.name, name));
    return feed;
  };
  const blocksOf = async (name: string) => {
    const feed = await feedNamed(name);
    const rows = await getDb()
      .db.select()
      .from(channelBlocks)
      .where(eq(channelBlocks.feedId, feed.id));
    return rows.map((row) => `${row.uid} ${row.startDate}..${row.endDate} ${row.kind}`).sort();
  };
  /** A path no other test (or database run) uses, so request counts start at zero. */
  let paths = 0;
  const newPath = (name: string) =>
    `/${name}-${++paths}-${Math.random().toString(36).slice(2)}.ics`;

  beforeEach(async () => {
    await emptyTables(getDb().db, channelFeeds, emailOutbox, reservations, bookingInquiries);
    clock = clockStart;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("Airbnb: stays and 'Not available' block their nights; new, moved and removed events follow the feed", async () => {
    const info = vi.spyOn(log, "info");
    const path = newPath("airbnb");
    feeds.serve(path, {
      body: airbnbFeed([
        reserved("a", "2026-07-10", "2026-07-14"),
        notAvailable("b", "2026-08-01", "2026-08-05"),
        reserved("c", "2026-09-01", "2026-09-05"),
      ]),
    });
    await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });

    const [first] = await syncNow();
    expect(first.outcome).toEqual(synced({ added: 3 }));
    expect(await blocksOf("Airbnb")).toEqual([
      "a@airbnb.com 2026-07-10..2026-07-14 reserved",
      "b@airbnb.com 2026-08-01..2026-08-05 blocked",
      "c@airbnb.com 2026-09-01..2026-09-05 reserved",
    ]);
    // "Not available" blocks like a stay; the departure day stays free for a changeover.
    await expectNights({
      blocked: ["2026-07-10", "2026-07-13", "2026-08-01"],
      free: ["2026-07-14"],
    });
    expect(info).toHaveBeenCalledWith(
      "channel feed synced",
      expect.objectContaining({ feed: "Airbnb", added: 3 }),
    );

    // Later: a moved, a removed and a new event.
    later(30);
    feeds.serve(path, {
      body: airbnbFeed([
        reserved("a", "2026-07-11", "2026-07-15"),
        notAvailable("b", "2026-08-01", "2026-08-05"),
        reserved("d", "2026-10-01", "2026-10-04"),
      ]),
    });
    const [second] = await syncNow();
    expect(second.outcome).toEqual(synced({ added: 1, changed: 1, removed: 1, unchanged: 1 }));
    expect(await blocksOf("Airbnb")).toEqual([
      "a@airbnb.com 2026-07-11..2026-07-15 reserved",
      "b@airbnb.com 2026-08-01..2026-08-05 blocked",
      "d@airbnb.com 2026-10-01..2026-10-04 reserved",
    ]);
    // The moved and the new stay block their nights; the removed stay's nights are free.
    await expectNights({
      blocked: ["2026-07-14", "2026-10-02"],
      free: ["2026-07-10", "2026-09-02"],
    });

    const feed = await feedNamed("Airbnb");
    expect(feed.lastSuccessAt).toEqual(clock);
    expect(feed.lastError).toBeNull();
    expect(feed.lastReport).toMatchObject({ added: 1, changed: 1, removed: 1 });
  });

  it("Booking.com: 'CLOSED - Not available' dates are blocked, and an inquiry for them is refused", async () => {
    const path = newPath("booking");
    feeds.serve(path, {
      body: bookingComFeed([
        {
          uid: "b1a2@booking.com",
          start: "2026-07-20",
          end: "2026-07-25",
          summary: "CLOSED - Not available",
        },
      ]),
    });
    await addFeed(getDb().db, { name: "Booking.com", url: feeds.channelUrl(path) });
    await syncNow();
    expect(await blocksOf("Booking.com")).toEqual([
      "b1a2@booking.com 2026-07-20..2026-07-25 blocked",
    ]);

    const inquiry = (start: string, end: string) =>
      submitInquiry(services(), {
        fields: inquiryFields({ preferred_start_date: start, preferred_end_date: end }),
        language: "de",
        clientAddress: "203.0.113.9",
        userAgent: null,
      });
    expect(await inquiry("2026-07-23", "2026-07-28")).toEqual({ status: "overlap" });
    expect((await inquiry("2026-07-25", "2026-07-30")).status).toBe("sent");
  });

  it("Vrbo: 'Reserved' and 'Blocked' events block; the guest's name is never kept", async () => {
    const path = newPath("vrbo");
    feeds.serve(path, {
      body: vrboFeed([
        {
          uid: "7654321-1@vrbo.com",
          start: "2026-06-05",
          end: "2026-06-12",
          summary: "Reserved - Annabella",
          description: "Annabella Gastfreund, annabella@example.com",
        },
        { uid: "7654321-2@vrbo.com", start: "2026-06-20", end: "2026-06-22", summary: "Blocked" },
      ]),
    });
    await addFeed(getDb().db, { name: "Vrbo", url: feeds.channelUrl(path) });
    await syncNow();
    expect(await blocksOf("Vrbo")).toEqual([
      "7654321-1@vrbo.com 2026-06-05..2026-06-12 reserved",
      "7654321-2@vrbo.com 2026-06-20..2026-06-22 blocked",
    ]);
    const stored = JSON.stringify([
      await getDb().db.select().from(channelBlocks),
      await getDb().db.select().from(channelFeeds),
    ]);
    expect(stored).not.toContain("Annabella");
    expect(await blocked("2026-06-21")).toBe(true);
  });

  it("asks conditionally; a 304 changes nothing and still counts as a success", async () => {
    const path = newPath("etag");
    const lastModified = "Tue, 10 Mar 2026 08:00:00 GMT";
    feeds.serve(path, {
      body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]),
      etag: '"v1"',
      lastModified,
    });
    await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });
    const empty = await readPublicPagesVersion(getDb().db);
    await syncNow();
    // New blocks empty the public pages' caches (they show the nights as booked).
    const version = await readPublicPagesVersion(getDb().db);
    expect(version).toBeGreaterThan(empty);

    later(30);
    const [result] = await syncNow();
    const [, conditional] = feeds.requests(path);
    expect(conditional["if-none-match"]).toBe('"v1"');
    expect(conditional["if-modified-since"]).toBe(lastModified);
    expect(result.outcome).toEqual(synced({ notModified: true, unchanged: 1 }));
    expect(await blocksOf("Airbnb")).toEqual(["a@airbnb.com 2026-07-10..2026-07-14 reserved"]);
    expect((await feedNamed("Airbnb")).lastSuccessAt).toEqual(clock);
    // Nothing was written, so the public pages keep their cache.
    expect(await readPublicPagesVersion(getDb().db)).toBe(version);
  });

  it.each([
    ["times out", { hang: true }, { reason: "timeout" }],
    [
      "answers 500",
      { status: 500, body: "Internal Server Error" },
      { reason: "status", detail: "500" },
    ],
    [
      "is not iCal",
      { body: "<!doctype html><title>Log in</title>", contentType: "text/html" },
      { reason: "not-ical" },
    ],
    [
      "is cut off",
      { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]).slice(0, -40) },
      { reason: "not-ical" },
    ],
  ] as const)(
    "a feed that %s keeps its last good blocks, and the admin and the log say so",
    async (_, answer, failure) => {
      const warn = vi.spyOn(log, "warn");
      const path = newPath("failing");
      feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
      await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });
      await syncNow();
      const succeededAt = clock;

      later(30);
      feeds.serve(path, answer);
      const [result] = await syncFeeds(services(), { onDemand: true, timeoutMs: 300 });
      expect(result.outcome).toEqual({ status: "failed", failure });
      expect(await blocksOf("Airbnb")).toEqual(["a@airbnb.com 2026-07-10..2026-07-14 reserved"]);
      expect(await blocked("2026-07-11")).toBe(true);

      const feed = await feedNamed("Airbnb");
      expect(feed.lastError).toEqual(failure);
      expect(feed.lastSuccessAt).toEqual(succeededAt);
      expect(feed.syncFinishedAt).toEqual(clock);
      expect(warn).toHaveBeenCalledWith("channel feed not synced", {
        feed: "Airbnb",
        ...failure,
        lastSuccessAt: succeededAt.toISOString(),
      });

      // Once the channel answers again, the error is gone.
      later(30);
      feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
      await syncNow();
      expect((await feedNamed("Airbnb")).lastError).toBeNull();
    },
  );

  it("reads at most 2 MB, whether the size is announced or not", async () => {
    const big = airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]).replace(
      "END:VCALENDAR",
      `X-PADDING:${"x".repeat(2 * 1024 * 1024)}\r\nEND:VCALENDAR`,
    );
    const none = { etag: null, lastModified: null };
    for (const chunked of [false, true]) {
      const path = newPath("big");
      feeds.serve(path, { body: big, chunked });
      expect(await fetchFeed({ url: feeds.url(path), trusted: true }, none)).toEqual({
        status: "failed",
        failure: { reason: "too-large" },
      });
    }
    const path = newPath("small");
    feeds.serve(path, { body: big.slice(0, 1024 * 1024), chunked: true });
    expect((await fetchFeed({ url: feeds.url(path), trusted: true }, none)).status).toBe("fetched");
  });

  it("an unreachable operator's channel is recorded with its error code", async () => {
    // A port nothing listens on any more.
    const closed = await startFeedServer();
    const url = closed.url("/gone.ics");
    await closed.close();
    await registerEnvFeeds(getDb().db, [{ name: "Weg", url }]);
    const [result] = await syncNow();
    expect(result.outcome).toEqual({
      status: "failed",
      failure: { reason: "network", detail: "ECONNREFUSED" },
    });
    const feed = await feedNamed("Weg");
    expect(describeFailure(feed.lastError!)).toBe("Server nicht erreichbar (ECONNREFUSED)");
    expect(feed.lastSuccessAt).toBeNull();
  });

  it("several instances fetch each feed once per interval; on demand fetches at once", async () => {
    const path = newPath("shared");
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
    await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });
    const scheduled = () => syncFeeds(services(), { onDemand: false });

    // Two instances check at the same moment: one fetches, the other skips.
    const [one, two] = await Promise.all([scheduled(), scheduled()]);
    expect([one[0].outcome.status, two[0].outcome.status].sort()).toEqual(["skipped", "synced"]);
    expect(feeds.requests(path)).toHaveLength(1);

    later(29);
    expect((await scheduled())[0].outcome.status).toBe("skipped");
    later(1);
    expect((await scheduled())[0].outcome.status).toBe("synced");
    expect(feeds.requests(path)).toHaveLength(2);

    later(1);
    expect((await syncNow())[0].outcome.status).toBe("synced");
    expect(feeds.requests(path)).toHaveLength(3);

    // Two clicks on "Jetzt synchronisieren" at once, on two instances: one fetch. The channel
    // answers only after one click has returned, so the two syncs overlap however the machine
    // runs them (a click after the other's sync had finished would rightly fetch again).
    later(1);
    let answer = () => {};
    const held = new Promise<void>((release) => {
      answer = release;
    });
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]), held });
    const pending = [syncNow(), syncNow()];
    await Promise.race(pending);
    answer();
    const clicks = await Promise.all(pending);
    expect(clicks.map(([result]) => result.outcome.status).sort()).toEqual(["skipped", "synced"]);
    expect(feeds.requests(path)).toHaveLength(4);
  });

  it("a sync an instance left unfinished (it died) is taken over after two minutes", async () => {
    const path = newPath("abandoned");
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
    await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });
    await getDb()
      .db.update(channelFeeds)
      .set({ syncStartedAt: clock, syncFinishedAt: null })
      .where(eq(channelFeeds.name, "Airbnb"));
    expect((await syncNow())[0].outcome.status).toBe("skipped");
    later(3);
    expect((await syncNow())[0].outcome.status).toBe("synced");
  });

  it("a conflict with an own booked stay is listed, logged and mailed to the owners once", async () => {
    const warn = vi.spyOn(log, "warn");
    const { db } = getDb();
    const [own] = await db
      .insert(reservations)
      .values({
        ...stayGuest("Max", "Muster"),
        startDate: "2026-07-12",
        endDate: "2026-07-19",
        status: "booked",
      })
      .returning();
    await db.insert(reservations).values({
      ...stayGuest("Pia", "Vorab"),
      startDate: "2026-07-05",
      endDate: "2026-07-11",
      status: "pre_reserved",
    });
    const path = newPath("conflict");
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
    await addFeed(db, { name: "Airbnb", url: feeds.channelUrl(path) });

    await syncNow();
    const conflicts = await listConflicts(db, "2026-03-10");
    expect(conflicts.map(({ block, stay }) => [block.feedName, block.uid, stay.id])).toEqual([
      ["Airbnb", "a@airbnb.com", own.id],
    ]);
    expect(warn).toHaveBeenCalledWith("channel conflicts mailed to the owners", { count: 1 });
    const mails = await db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "channel-conflict", to: "owner@example.com" });
    expect(mails[0].subject).toBe("Doppelbuchung: Airbnb – Max Muster");
    expect(mails[0].text).toContain("Airbnb (Reserviert): 10. Juli 2026 – 14. Juli 2026");
    // The stay was here before the sync brought Airbnb's nights.
    expect(mails[0].text).toContain("Danach beim Kanal belegt");
    expect(mails[0].text).not.toContain("Schon vorher beim Kanal belegt");
    expect(mails[0].text).toContain("https://almblick.example/admin/kalender?month=2026-07");

    // The same conflict again, through any instance: no second mail.
    later(30);
    await syncNow();
    expect(await mailNewConflicts(db, env, clock, "2026-03-10")).toBe(0);
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("the operator's feeds (ICAL_IMPORT) follow the configuration and are read-only for the owners", async () => {
    const { db } = getDb();
    const url = (name: string) => feeds.url(`/env-${name}.ics`);
    await registerEnvFeeds(db, [
      { name: "Airbnb", url: url("airbnb") },
      { name: "Vrbo", url: url("vrbo") },
    ]);
    await addFeed(db, { name: "Eigener", url: url("own") });
    const vrbo = await feedNamed("Vrbo");
    expect(vrbo.fromEnv).toBe(true);
    expect(await deleteFeed(db, vrbo.id)).toBe(false);
    await db.update(channelFeeds).set({ etag: '"old"' }).where(eq(channelFeeds.name, "Airbnb"));

    // Restarted with Vrbo gone and Airbnb at a new address.
    await registerEnvFeeds(db, [{ name: "Airbnb", url: url("airbnb-new") }]);
    const after = await listFeeds(db);
    expect(after.map((feed) => [feed.name, feed.fromEnv])).toEqual([
      ["Airbnb", true],
      ["Eigener", false],
    ]);
    expect(after[0]).toMatchObject({ url: url("airbnb-new"), etag: null });
    expect(await deleteFeed(db, after[1].id)).toBe(true);
  });

  it("the background sync registers the operator's feeds and fetches them at start", async () => {
    const path = newPath("start");
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
    const started = startChannelSync({
      ...services(),
      env: { ...env, ICAL_IMPORT: [{ name: "Airbnb", url: feeds.url(path) }] },
    });
    try {
      await vi.waitFor(
        async () => expect((await feedNamed("Airbnb"))?.lastSuccessAt).toEqual(clock),
        {
          timeout: 5_000,
        },
      );
      expect(await blocked("2026-07-11")).toBe(true);
    } finally {
      await started.stop();
    }
  });

  it("deleting a feed frees its nights", async () => {
    const path = newPath("delete");
    feeds.serve(path, { body: airbnbFeed([reserved("a", "2026-07-10", "2026-07-14")]) });
    const id = await addFeed(getDb().db, { name: "Airbnb", url: feeds.channelUrl(path) });
    await syncNow();
    expect(await blocked("2026-07-11")).toBe(true);
    expect(await deleteFeed(getDb().db, id!)).toBe(true);
    expect(await blocked("2026-07-11")).toBe(false);
  });
});
