import { randomBytes, timingSafeEqual } from "node:crypto";
import { ne } from "drizzle-orm";
import ical from "ical-generator";
import { property } from "../../content/property";
import { propertyDateOf } from "../../domain/booking/today";
import { type ExportEvent, exportEvents, exportSummary } from "../../domain/channels/export-events";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { calendarExport, reservations } from "../db/schema";
import { publicStatus } from "../stays/holds";

/** The export feed's path (app/routes.ts). The token goes in the query, which no log line keeps. */
const exportFeedPath = "/kalender.ics";

export function exportFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${exportFeedPath}?token=${token}`;
}

const newToken = () => randomBytes(24).toString("base64url");

/** The export's token and options, created with a fresh token on first use. */
export async function exportSettings(db: Database) {
  await db.insert(calendarExport).values({ id: 1, token: newToken() }).onConflictDoNothing();
  const [settings] = await db.select().from(calendarExport);
  return settings;
}

/** A new secret: the old URL stops working at once, in every channel that still uses it. */
export async function renewExportToken(db: Database, now: Date) {
  const token = newToken();
  await db
    .insert(calendarExport)
    .values({ id: 1, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarExport.id, set: { token, createdAt: now } });
}

export async function setIncludePreReserved(db: Database, includePreReserved: boolean) {
  await exportSettings(db);
  await db.update(calendarExport).set({ includePreReserved });
}

function isCurrentToken(given: string, current: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(current);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The iCalendar text of our export for a token, or null when it is not the current token. */
export async function exportFeedFor(
  db: Database,
  token: string,
  options: { now: Date; siteUrl: string },
): Promise<string | null> {
  const [settings] = await db.select().from(calendarExport);
  if (!settings || !isCurrentToken(token, settings.token)) return null;
  const stays = await db
    .select({
      id: reservations.id,
      status: publicStatus,
      start: reservations.startDate,
      end: reservations.endDate,
    })
    .from(reservations)
    .where(ne(reservations.status, "cancelled"));
  const events = exportEvents({
    stays,
    includePreReserved: settings.includePreReserved,
    today: propertyDateOf(options.now),
    host: new URL(options.siteUrl).hostname,
    settings: await readBookingSettings(db),
  });
  return renderExportFeed(events, options.now);
}

/**
 * RFC 5545 text: all-day events (DTSTART;VALUE=DATE, exclusive DTEND), folded lines, CRLF after
 * every line (ical-generator leaves the last one bare).
 */
function renderExportFeed(events: readonly ExportEvent[], now: Date): string {
  const calendar = ical({
    prodId: { company: property.name, product: "Kalender", language: "DE" },
    name: property.name,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      allDay: true,
      summary: exportSummary,
      stamp: now,
    });
  }
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
