import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import * as calendarRoute from "../../app/routes/admin-calendar";
import * as inquiriesRoute from "../../app/routes/admin-inquiries";
import * as kpisRoute from "../../app/routes/admin-kpis";
import { exportSettings } from "../../server/channels/export-feed";
import { registerEnvFeeds } from "../../server/channels/feeds";
import {
  bookingInquiries,
  calendarExport,
  channelBlocks,
  channelFeeds,
  reservations,
} from "../../server/db/schema";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed, bookingComFeed } from "../channels/fixtures";
import { createUsers, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

const now = new Date("2026-03-10T12:00:00Z");

type Answer = {
  data: { ok: boolean; message: string; detail?: string; fieldErrors?: Record<string, string> };
  init: { status?: number } | null;
};

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve("/airbnb.ics", {
    body: airbnbFeed([
      { uid: "a@airbnb.com", start: "2026-07-10", end: "2026-07-14", summary: "Reserved" },
    ]),
  });
  feeds.serve("/booking.ics", {
    body: bookingComFeed([
      {
        uid: "b@booking.com",
        start: "2026-08-01",
        end: "2026-08-04",
        summary: "CLOSED - Not available",
      },
    ]),
  });
  feeds.serve("/broken.ics", { status: 500 });
});
afterAll(() => feeds.close());

describeWithDatabase("admin calendar tab", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let cookie: string;

  beforeAll(async () => {
    setup = testServices(getDb().db, { now: () => now });
    // The owners' feeds at https://channel.test/… reach the feed server on 127.0.0.1.
    setup.services.feedNetwork = feeds.network;
    cookie = (await createUsers(setup.auth)).admin;
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, channelFeeds, calendarExport, reservations, bookingInquiries);
  });

  const args = (path: string, init: RequestInit = {}) => ({
    request: new Request(`${siteUrl}${path}`, {
      ...init,
      headers: { cookie, origin: siteUrl },
    }),
    context: routerContext(setup.services),
    params: {},
  });
  const load = () =>
    calendarRoute.loader(args("/admin/kalender") as never) as ReturnType<
      typeof calendarRoute.loader
    >;
  const post = async (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return (await calendarRoute.action(
      args("/admin/kalender", { method: "POST", body }) as never,
    )) as unknown as Answer;
  };

  it("shows the export URL in full, and a new one replaces it", async () => {
    const before = await load();
    const { token } = await exportSettings(getDb().db);
    expect(before.exportFeed).toEqual({
      url: `${siteUrl}/kalender.ics?token=${token}`,
      includePreReserved: false,
    });
    expect((await post({ intent: "renew-export" })).data.message).toBe(
      "Neue Export-Adresse erzeugt",
    );
    expect((await load()).exportFeed.url).not.toBe(before.exportFeed.url);

    await post({ intent: "export-options", includePreReserved: "on" });
    expect((await load()).exportFeed.includePreReserved).toBe(true);
    await post({ intent: "export-options" });
    expect((await load()).exportFeed.includePreReserved).toBe(false);
  });

  it("adds a feed (https to a public server only, names unique), syncs it at once and removes it", async () => {
    for (const url of [
      "file:///etc/passwd",
      "http://channel.test/airbnb.ics",
      "https://127.0.0.1/airbnb.ics",
      "https://2130706433/airbnb.ics",
      "https://[::ffff:169.254.169.254]/latest/meta-data",
    ]) {
      const refused = await post({ intent: "add-feed", name: "Lokal", url });
      expect(refused.init?.status, url).toBe(400);
      expect(refused.data.fieldErrors).toEqual({
        url: "Bitte die https://-Adresse des Kanals angeben (keine http://-Adresse und keine Adresse im eigenen Netz).",
      });
    }

    const added = await post({
      intent: "add-feed",
      name: "Airbnb",
      url: feeds.channelUrl("/airbnb.ics"),
    });
    expect(added.data).toMatchObject({ ok: true, message: "Kalender hinzugefügt" });
    const taken = await post({
      intent: "add-feed",
      name: "Airbnb",
      url: feeds.channelUrl("/x.ics"),
    });
    expect(taken.init?.status).toBe(409);
    expect(taken.data.fieldErrors).toEqual({
      name: "Ein Kalender mit diesem Namen existiert bereits.",
    });

    const page = await load();
    expect(page.feeds).toMatchObject([
      {
        name: "Airbnb",
        fromEnv: false,
        lastSuccessAt: now.toISOString(),
        error: null,
        report: "1 neu, 0 geändert, 0 entfernt, 0 unverändert",
      },
    ]);
    expect(page.events).toContainEqual(
      expect.objectContaining({
        title: "Airbnb: Reserviert",
        type: "imported",
        startDate: "2026-07-10",
        endDate: "2026-07-14",
      }),
    );

    const removed = await post({ intent: "remove-feed", id: page.feeds[0].id });
    expect(removed.data.message).toBe("Kalender entfernt");
    expect(await getDb().db.select().from(channelBlocks)).toEqual([]);
  });

  it("'Jetzt synchronisieren' says per feed what happened; operator feeds are read-only", async () => {
    await registerEnvFeeds(getDb().db, [
      { name: "Booking.com", url: feeds.url("/booking.ics") },
      { name: "Kaputt", url: feeds.url("/broken.ics") },
    ]);
    const result = await post({ intent: "sync-now" });
    expect(result.data).toEqual({
      ok: false,
      message: "Nicht alle Kalender synchronisiert",
      detail:
        "Booking.com: 1 neu, 0 geändert, 0 entfernt, 0 unverändert\nKaputt: Der Server antwortete mit HTTP 500",
    });
    const page = await load();
    expect(page.feeds).toMatchObject([
      { name: "Booking.com", fromEnv: true, error: null },
      {
        name: "Kaputt",
        fromEnv: true,
        lastSuccessAt: null,
        error: "Der Server antwortete mit HTTP 500",
      },
    ]);
    expect(page.events).toContainEqual(
      expect.objectContaining({ title: "Booking.com: Nicht verfügbar", startDate: "2026-08-01" }),
    );
    expect((await post({ intent: "remove-feed", id: page.feeds[0].id })).init?.status).toBe(404);
  });

  it("masks a feed's password and notes the events outside the window", async () => {
    feeds.serve("/forever.ics", {
      body: airbnbFeed([
        { uid: "f@airbnb.com", start: "0001-01-01", end: "9999-12-31", summary: "Reserved" },
        { uid: "a@airbnb.com", start: "2026-07-10", end: "2026-07-14", summary: "Reserved" },
      ]),
    });
    const url = feeds.channelUrl("/forever.ics").replace("https://", "https://anna:geheim@");
    await post({ intent: "add-feed", name: "Airbnb", url });
    const result = await post({ intent: "sync-now" });
    const note =
      "Hinweis: Termine außerhalb von 1. Januar 2025 bis 10. März 2029 blockieren hier nichts: 1 übergangen (außerhalb oder schon davor begonnen), 0 am Ende gekürzt.";
    expect(result.data.detail).toBe(`Airbnb: 0 neu, 0 geändert, 0 entfernt, 1 unverändert ${note}`);
    const [feed] = (await load()).feeds;
    expect(feed).toMatchObject({ url: "https://***@channel.test/forever.ics", note });
    expect(JSON.stringify(await load())).not.toContain("geheim");
  });

  it("shows a conflict on the calendar tab and the start page, and warns before accepting", async () => {
    const { db } = getDb();
    await db.insert(reservations).values({
      ...stayGuest("Max", "Muster"),
      startDate: "2026-07-12",
      endDate: "2026-07-19",
      status: "paid",
    });
    const [inquiry] = await db
      .insert(bookingInquiries)
      .values({
        firstName: "Ida",
        lastName: "Frage",
        contactEmail: "ida@example.com",
        guestCount: 2,
        preferredStartDate: "2026-07-08",
        preferredEndDate: "2026-07-11",
        message: "2 Erwachsene, 0 Kinder",
      })
      .returning();
    await post({ intent: "add-feed", name: "Airbnb", url: feeds.channelUrl("/airbnb.ics") });

    const conflict = {
      block: expect.objectContaining({
        feedName: "Airbnb",
        start: "2026-07-10",
        end: "2026-07-14",
      }),
      stay: expect.objectContaining({ name: "Max Muster", status: "paid" }),
    };
    expect((await load()).conflicts).toEqual([conflict]);
    const kpis = await kpisRoute.loader(args("/admin") as never);
    expect(kpis.conflicts).toEqual([conflict]);

    const { inbox } = await inquiriesRoute.loader(args("/admin/anfragen") as never);
    const shown = (await inbox).inquiries.find((row) => row.id === inquiry.id);
    expect(shown?.channelWarning).toBe(
      "Achtung: Der Zeitraum ist in einem anderen Kanal belegt: Airbnb (Reserviert, 10. Juli 2026 – 14. Juli 2026)",
    );
    await db
      .update(bookingInquiries)
      .set({ preferredStartDate: "2026-07-14", preferredEndDate: "2026-07-18" })
      .where(eq(bookingInquiries.id, inquiry.id));
    const moved = await (await inquiriesRoute.loader(args("/admin/anfragen") as never)).inbox;
    expect(moved.inquiries.find((row) => row.id === inquiry.id)?.channelWarning).toBeNull();
  });
});
