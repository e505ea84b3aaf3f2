import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { loader } from "../../app/routes/calendar-export";
import { addDays, localIsoDate } from "../../domain/booking/dates";
import { defaultBookingSettings } from "../../domain/booking/settings";
import { unavailableNights } from "../../domain/booking/unavailable-nights";
import { getAvailability } from "../../server/availability";
import {
  channelExportTokens,
  exportFeedFor,
  exportSettings,
  renewChannelExportToken,
  renewExportToken,
  setIncludePreReserved,
} from "../../server/channels/export-feed";
import { registerEnvFeeds } from "../../server/channels/feeds";
import { syncFeeds } from "../../server/channels/scheduler";
import { type Database, openMemoryDatabase } from "../../server/db/client";
import { calendarExport, channelBlocks, channelFeeds, reservations } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed, bookingComFeed, vrboFeed } from "../channels/fixtures";
import { routerContext, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

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

describeWithDatabase("channel export", (getDb) => {
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
    // The phone number whole: its digits alone can turn up in a random UID.
    for (const secret of ["Greta", "Geheim", "greta@example.com", "Katzen", "+43 664 999"]) {
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

/** The nights (yyyy-MM-dd) an export's events cover, by a second parser. */
function exportedNights(text: string): Set<string> {
  const nights = new Set<string>();
  for (const event of parseWithIcalJs(text).events) {
    for (let night = event.start; night < event.end; night = addDays(night, 1)) nights.add(night);
  }
  return nights;
}

describeWithDatabase("channel hub: each channel's own export", (getDb) => {
  const services = () => ({ db: getDb().db, env, now: () => now, deliverMail: () => {} });
  const get = async (token: string) => {
    const { services: app } = testServices(getDb().db, { now: () => now });
    return (await loader({
      request: new Request(`${siteUrl}/kalender.ics?token=${token}`),
      context: routerContext(app),
      params: {},
    } as never)) as Response;
  };
  const nightsOf = async (token: string) => {
    const answer = await get(token);
    expect(answer.status).toBe(200);
    return exportedNights(await answer.text());
  };
  const feedId = async (name: string) =>
    (await getDb().db.select().from(channelFeeds)).find((feed) => feed.name === name)!.id;

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, reservations, channelFeeds, calendarExport);
    await db.insert(reservations).values([
      stay("booked", "2026-07-10", "2026-07-14"),
      // A held offer: pre-reserved, but its nights are taken for everyone else.
      { ...stay("pre_reserved", "2026-09-01", "2026-09-05"), holdsDates: true },
      // Pre-reserved without a hold: in no export while the owners do not choose so.
      stay("pre_reserved", "2026-09-20", "2026-09-24"),
    ]);
    feeds.serve("/hub-airbnb.ics", {
      body: airbnbFeed([
        { uid: "stay@airbnb.com", start: "2026-06-01", end: "2026-06-06", summary: "Reserved" },
        {
          uid: "closed@airbnb.com",
          start: "2026-06-20",
          end: "2026-06-22",
          summary: "Airbnb (Not available)",
        },
      ]),
    });
    feeds.serve("/hub-booking.ics", {
      body: bookingComFeed([
        {
          uid: "own@booking.com",
          start: "2026-08-20",
          end: "2026-08-24",
          summary: "CLOSED - Not available",
        },
      ]),
    });
    feeds.serve("/hub-vrbo.ics", {
      body: vrboFeed([
        { uid: "v1@vrbo.com", start: "2026-10-03", end: "2026-10-08", summary: "Reserved - Ida" },
      ]),
    });
    await registerEnvFeeds(db, [
      { name: "Airbnb", url: feeds.url("/hub-airbnb.ics") },
      { name: "Booking.com", url: feeds.url("/hub-booking.ics") },
      { name: "Vrbo", url: feeds.url("/hub-vrbo.ics") },
    ]);
    const results = await syncFeeds(services(), { onDemand: true });
    expect(results.map((result) => result.outcome.status)).toEqual(["synced", "synced", "synced"]);
  });

  it("sends an Airbnb stay to Booking.com and Vrbo but not back to Airbnb; a held offer to all", async () => {
    const { db } = getDb();
    const tokens = await channelExportTokens(db);
    expect(tokens.size).toBe(3);
    const airbnb = await nightsOf(tokens.get(await feedId("Airbnb"))!);
    const booking = await nightsOf(tokens.get(await feedId("Booking.com"))!);
    const vrbo = await nightsOf(tokens.get(await feedId("Vrbo"))!);
    const general = await nightsOf((await exportSettings(db)).token);

    // The Airbnb stay and Airbnb's closed dates: for the others, never for Airbnb itself.
    for (const night of ["2026-06-01", "2026-06-05", "2026-06-20", "2026-06-21"]) {
      expect(booking.has(night), night).toBe(true);
      expect(vrbo.has(night), night).toBe(true);
      expect(airbnb.has(night), night).toBe(false);
      expect(general.has(night), night).toBe(false);
    }
    expect(booking.has("2026-06-06")).toBe(false);
    // Booking.com's nights go to Airbnb and Vrbo.
    for (const night of ["2026-08-20", "2026-08-23"]) {
      expect(airbnb.has(night), night).toBe(true);
      expect(vrbo.has(night), night).toBe(true);
      expect(booking.has(night), night).toBe(false);
    }
    // Vrbo's stay: everywhere but Vrbo.
    expect(airbnb.has("2026-10-03") && booking.has("2026-10-07")).toBe(true);
    expect(vrbo.has("2026-10-03")).toBe(false);

    // The own stay, the held offer and the closed season are in every export, the general too.
    for (const nights of [airbnb, booking, vrbo, general]) {
      for (const night of ["2026-07-10", "2026-07-13", "2026-09-01", "2026-09-04", "2026-11-15"]) {
        expect(nights.has(night), night).toBe(true);
      }
      expect(nights.has("2026-09-20")).toBe(false);
    }
  });

  it("never exports an event back to the channel it came from, not even through another one", async () => {
    const { db } = getDb();
    // Booking.com imported the Airbnb stay from its export and shows it as closed, one night
    // longer on each side (a channel may merge neighbouring blocks).
    feeds.serve("/hub-booking.ics", {
      body: bookingComFeed([
        {
          uid: "own@booking.com",
          start: "2026-08-20",
          end: "2026-08-24",
          summary: "CLOSED - Not available",
        },
        {
          uid: "echo@booking.com",
          start: "2026-05-31",
          end: "2026-06-07",
          summary: "CLOSED - Not available",
        },
      ]),
    });
    await syncFeeds(services(), { onDemand: true });
    const tokens = await channelExportTokens(db);
    const airbnb = await nightsOf(tokens.get(await feedId("Airbnb"))!);
    for (const night of ["2026-06-01", "2026-06-05"]) expect(airbnb.has(night), night).toBe(false);
    // Only the nights Airbnb does not block itself.
    expect(airbnb.has("2026-05-31") && airbnb.has("2026-06-06")).toBe(true);
    const blocks = await db.select().from(channelBlocks);
    for (const [id, token] of tokens) {
      const text = await (await get(token)).text();
      const forwarded = parseWithIcalJs(text).events.filter((e) => e.uid.startsWith("channel-"));
      expect(forwarded.length).toBeGreaterThan(0);
      for (const event of forwarded) {
        for (const own of blocks.filter((block) => block.feedId === id)) {
          // No forwarded event shares a night with one of the channel's own events.
          expect(event.start < own.endDate && own.startDate < event.end, event.uid).toBe(false);
        }
      }
      // Nothing of a channel's feed is passed on but nights: no UID, no title.
      for (const secret of ["airbnb.com", "booking.com", "vrbo.com", "Reserved", "Ida", "CLOSED"]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("gives each channel a token of its own, made once; renewing one revokes only it", async () => {
    const { db } = getDb();
    const first = await channelExportTokens(db);
    expect(await channelExportTokens(db)).toEqual(first);
    const general = (await exportSettings(db)).token;
    const tokens = [...first.values()];
    expect(new Set([...tokens, general]).size).toBe(4);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{32}$/);

    const airbnbId = await feedId("Airbnb");
    const old = first.get(airbnbId)!;
    expect(await renewChannelExportToken(db, airbnbId)).toBe("Airbnb");
    const renewed = (await channelExportTokens(db)).get(airbnbId)!;
    expect(renewed).not.toBe(old);
    expect((await get(old)).status).toBe(404);
    expect((await get(renewed)).status).toBe(200);
    // The other channels' and the general export's addresses keep working.
    for (const token of [first.get(await feedId("Vrbo"))!, general]) {
      expect((await get(token)).status).toBe(200);
    }
    expect(await renewChannelExportToken(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    // A removed channel's export is gone with it.
    await registerEnvFeeds(db, [{ name: "Airbnb", url: feeds.url("/hub-airbnb.ics") }]);
    expect((await get(first.get(await feedId("Airbnb"))!)).status).toBe(404);
    expect((await get(renewed)).status).toBe(200);
    expect((await get(tokens[2])).status).toBe(404);
    expect((await get("")).status).toBe(404);
  });
});
