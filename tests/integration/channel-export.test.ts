import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { loader } from "../../app/routes/calendar-export";
import { addDays, localIsoDate } from "../../domain/booking/dates";
import { defaultBookingSettings } from "../../domain/booking/settings";
import { unavailableNights } from "../../domain/booking/unavailable-nights";
import { getAvailability } from "../../server/availability";
import {
  exportFeedFor,
  exportSettings,
  renewExportToken,
  setIncludePreReserved,
} from "../../server/channels/export-feed";
import { registerEnvFeeds } from "../../server/channels/feeds";
import { syncFeeds } from "../../server/channels/scheduler";
import { type Database, openMemoryDatabase } from "../../server/db/client";
import { calendarExport, channelFeeds, reservations } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed } from "../channels/fixtures";
import { routerContext, testServices } from "./admin-support";
import { describeEachDatabase, emptyTables } from "./databases";

// 10 March 2026: the winter closure ends on 1 May, the summer's stays are ahead.
const now = new Date("2026-03-10T12:00:00Z");
const siteUrl = "https://almblick.example";
const options = { now, siteUrl };
const env = parseEnv({ SITE_URL: siteUrl });

const guest = {
  firstName: "Greta",
  lastName: "Geheim",
  email: "greta@example.com",
  guests: 2,
  adults: 2,
};
const stay = (
  status: "booked" | "paid" | "pre_reserved" | "cancelled",
  start: string,
  end: string,
) => ({
  ...guest,
  name: `Greta Geheim ${status}`,
  notes: "Allergie gegen Katzen",
  phone: "+43 664 999",
  status,
  startDate: start,
  endDate: end,
});

/** The feed's events as a second, independent parser (ical.js) reads them. */
function parseWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
      };
    }),
  };
}

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describeEachDatabase("channel export", (getDb) => {
  let token: string;

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, reservations, channelFeeds, calendarExport);
    await db
      .insert(reservations)
      .values([
        stay("booked", "2026-07-10", "2026-07-14"),
        stay("paid", "2026-08-01", "2026-08-08"),
        stay("pre_reserved", "2026-09-01", "2026-09-05"),
        stay("cancelled", "2026-09-10", "2026-09-15"),
        stay("paid", "2025-07-01", "2025-07-05"),
      ]);
    token = (await exportSettings(db)).token;
  });

  it("is valid RFC 5545 that a second parser reads: all-day 'Belegt' events, no guest data", async () => {
    const text = (await exportFeedFor(getDb().db, token, options))!;
    // CRLF after every line, none longer than 75 octets (folded).
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\nDTSTART;VALUE=DATE:20260710\r\nDTEND;VALUE=DATE:20260714\r\n/);

    const { calendar, events } = parseWithIcalJs(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(
      "-//Ferienwohnung Almblick//Kalender//DE",
    );
    const stays = events.filter((event) => event.uid.startsWith("stay-"));
    expect(stays.map(({ start, end }) => [start, end])).toEqual([
      ["2026-07-10", "2026-07-14"],
      ["2026-08-01", "2026-08-08"],
    ]);
    expect(events.every((event) => event.allDay && event.summary === "Belegt")).toBe(true);
    expect(events.filter((event) => event.uid.startsWith("closed-"))[0]).toMatchObject({
      start: "2025-11-01",
      end: "2026-05-01",
    });
    for (const secret of ["Greta", "Geheim", "greta@example.com", "Katzen", "664"]) {
      expect(text).not.toContain(secret);
    }

    // Stable UIDs: the same stays keep their UIDs from one fetch to the next.
    const again = parseWithIcalJs((await exportFeedFor(getDb().db, token, options))!);
    expect(again.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("adds pre-reserved stays when the owners choose so", async () => {
    const starts = async () =>
      parseWithIcalJs((await exportFeedFor(getDb().db, token, options))!).events.map(
        (e) => e.start,
      );
    expect(await starts()).not.toContain("2026-09-01");
    await setIncludePreReserved(getDb().db, true);
    expect(await starts()).toContain("2026-09-01");
    expect(await starts()).not.toContain("2026-09-10");
  });

  it("answers only the current token; a new one revokes the old", async () => {
    const { db } = getDb();
    expect(await exportFeedFor(db, "", options)).toBeNull();
    expect(await exportFeedFor(db, `${token}x`, options)).toBeNull();
    await renewExportToken(db, now);
    const renewed = (await exportSettings(db)).token;
    expect(renewed).not.toBe(token);
    expect(renewed).toMatch(/^[\w-]{32}$/);
    expect(await exportFeedFor(db, token, options)).toBeNull();
    expect(await exportFeedFor(db, renewed, options)).toContain("BEGIN:VCALENDAR");
  });

  it("is served as text/calendar at /kalender.ics?token=…, and 404 for any other token", async () => {
    const { services } = testServices(getDb().db, { now: () => now });
    const get = (query: string) =>
      loader({
        request: new Request(`${siteUrl}/kalender.ics${query}`),
        context: routerContext(services),
        params: {},
      } as never) as Promise<Response>;
    const found = await get(`?token=${token}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(await found.text()).toContain("SUMMARY:Belegt");
    expect((await get("?token=wrong")).status).toBe(404);
    expect((await get("")).status).toBe(404);
  });

  it("never exports what it imported, and a fresh instance importing it blocks the same nights", async () => {
    const { db } = getDb();
    const services = (database: Database) => ({
      db: database,
      env,
      now: () => now,
      deliverMail: () => {},
    });
    // This instance also imports a channel's stay.
    feeds.serve("/airbnb-here.ics", {
      body: airbnbFeed([
        { uid: "x@airbnb.com", start: "2026-06-01", end: "2026-06-06", summary: "Reserved" },
      ]),
    });
    await registerEnvFeeds(db, [{ name: "Airbnb", url: feeds.url("/airbnb-here.ics") }]);
    await syncFeeds(services(db), { onDemand: true });
    const exported = (await exportFeedFor(db, token, options))!;
    expect(exported).not.toContain("20260601");
    expect(exported).not.toContain("airbnb");

    const fresh = await openMemoryDatabase();
    try {
      feeds.serve("/export.ics", { body: exported });
      await registerEnvFeeds(fresh.db, [{ name: "Almblick", url: feeds.url("/export.ics") }]);
      const [result] = await syncFeeds(services(fresh.db), { onDemand: true });
      expect(result.outcome.status).toBe("synced");

      // The own stays and the closure (the Airbnb stay stays with the instance that imported it).
      const today = localIsoDate(now);
      const own = (await getAvailability(db, today)).filter((r) => r.start_date !== "2026-06-01");
      const original = unavailableNights(own, defaultBookingSettings);
      const copy = unavailableNights(
        await getAvailability(fresh.db, today),
        defaultBookingSettings,
      );
      const differences: string[] = [];
      for (let night = today; night < "2028-12-31"; night = addDays(night, 1)) {
        if (original.isBlocked(night) !== copy.isBlocked(night)) differences.push(night);
      }
      expect(differences).toEqual([]);
      expect(copy.isBlocked("2026-07-13")).toBe(true);
      expect(copy.isBlocked("2026-07-14")).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
