import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import ical from "ical-generator";
import { property } from "../../content/property";
import { propertyDateOf } from "../../domain/booking/today";
import {
  channelExportEvents,
  type ExportEvent,
  exportEvents,
  exportSummary,
} from "../../domain/channels/export-events";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { calendarExport, channelBlocks, channelFeeds, reservations } from "../db/schema";
import { publicStatus } from "../kernel/holds";

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

/**
 * Whether a given token is a stored one, in time that does not depend on how much of it matches
 * (both are hashed first, so their lengths do not matter either).
 */
function sameToken(given: string, stored: string): boolean {
  const digest = (token: string) => createHash("sha256").update(token).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * Each connected channel's own export token, made for those without one (when first shown):
 * feed id → token.
 */
export async function channelExportTokens(db: Database): Promise<Map<string, string>> {
  const missing = await db
    .select({ id: channelFeeds.id })
    .from(channelFeeds)
    .where(isNull(channelFeeds.exportToken));
  for (const { id } of missing) {
    // Only if still missing: another request may have made it meanwhile.
    await db
      .update(channelFeeds)
      .set({ exportToken: newToken() })
      .where(and(eq(channelFeeds.id, id), isNull(channelFeeds.exportToken)));
  }
  const rows = await db
    .select({ id: channelFeeds.id, token: channelFeeds.exportToken })
    .from(channelFeeds)
    .where(isNotNull(channelFeeds.exportToken));
  return new Map(rows.map((row) => [row.id, row.token as string]));
}

/**
 * A new secret for one channel's export: its old URL stops working at once. The channel's name,
 * or null when there is no such feed.
 */
export async function renewChannelExportToken(db: Database, feedId: string) {
  const [row] = await db
    .update(channelFeeds)
    .set({ exportToken: newToken() })
    .where(eq(channelFeeds.id, feedId))
    .returning({ name: channelFeeds.name });
  return row?.name ?? null;
}

/**
 * Which export a token opens: the general one, one channel's (its feed id), or none. Every stored
 * token is compared, each in constant time.
 */
async function exportOfToken(
  db: Database,
  token: string,
): Promise<{ channelId: string | null } | null> {
  if (token === "") return null;
  const [general] = await db.select({ token: calendarExport.token }).from(calendarExport);
  const feeds = await db
    .select({ id: channelFeeds.id, token: channelFeeds.exportToken })
    .from(channelFeeds)
    .where(isNotNull(channelFeeds.exportToken));
  let found: { channelId: string | null } | null = null;
  if (general && sameToken(token, general.token)) found = { channelId: null };
  for (const feed of feeds) {
    if (feed.token && sameToken(token, feed.token)) found = { channelId: feed.id };
  }
  return found;
}

/**
 * The iCalendar text of our export for a token, or null when no export has that token. The
 * general token's export lists the own stays and the closed nights; a channel's token adds the
 * nights the other channels took, never the channel's own (channelExportEvents).
 */
export async function exportFeedFor(
  db: Database,
  token: string,
  options: { now: Date; siteUrl: string },
): Promise<string | null> {
  const target = await exportOfToken(db, token);
  if (!target) return null;
  const settings = await exportSettings(db);
  const stays = await db
    .select({
      id: reservations.id,
      status: publicStatus,
      start: reservations.startDate,
      end: reservations.endDate,
    })
    .from(reservations)
    .where(ne(reservations.status, "cancelled"));
  const input = {
    stays,
    includePreReserved: settings.includePreReserved,
    today: propertyDateOf(options.now),
    host: new URL(options.siteUrl).hostname,
    settings: await readBookingSettings(db),
  };
  if (target.channelId === null) return renderExportFeed(exportEvents(input), options.now);
  const blocks = await db
    .select({
      feedId: channelBlocks.feedId,
      uid: channelBlocks.uid,
      start: channelBlocks.startDate,
      end: channelBlocks.endDate,
    })
    .from(channelBlocks);
  const events = channelExportEvents({ ...input, channelId: target.channelId, blocks });
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
