import nodeIcal, { type DateWithTimeZone, type ParameterValue, type VEvent } from "node-ical";
import { type DateSpan, isIsoDate, localIsoDate } from "../../domain/booking/dates";
import type { ImportedBlock } from "../../domain/channels/block-changes";
import { blockKind } from "../../domain/channels/block-kind";
import { type EventTime, eventNights } from "../../domain/channels/event-nights";

/** How many events a feed's text holds, counted before parsing it. */
export function countEvents(text: string): number {
  return text.match(/^BEGIN:VEVENT\s*$/gim)?.length ?? 0;
}

/**
 * The blocks of a channel's feed, or null when the text is not a whole iCalendar: an error page,
 * or a body cut short, must never read as "no events" and free every night.
 * Cancelled events block nothing; a recurring event counts once (channels do not send any).
 */
export function parseFeed(text: string): ImportedBlock[] | null {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text) || !/END:VCALENDAR\s*$/i.test(text)) return null;
  let components: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    components = nodeIcal.sync.parseICS(text);
  } catch {
    return null;
  }
  const blocks = new Map<string, ImportedBlock>();
  for (const component of Object.values(components)) {
    if (component?.type !== "VEVENT" || component.status === "CANCELLED") continue;
    const span = nightsOf(component);
    if (!span) continue;
    const summary = textOf(component.summary);
    // An event without a UID (against RFC 5545) is known by its dates and title instead.
    const uid = component.uid || `${span.start}/${span.end}/${summary}`;
    if (!blocks.has(uid)) blocks.set(uid, { uid, ...span, kind: blockKind(summary) });
  }
  return [...blocks.values()];
}

/** The nights of an event, or null when its dates cannot be read (the event is skipped). */
function nightsOf(event: VEvent): DateSpan | null {
  const start = eventTime(event.start);
  if (!start) return null;
  try {
    const span = eventNights(start, eventTime(event.end) ?? undefined);
    return isIsoDate(span.start) && isIsoDate(span.end) ? span : null;
  } catch {
    return null;
  }
}

/**
 * node-ical builds dates and floating times at local midnight or wall-clock time of this
 * process, and zoned times as real instants (`tz` set).
 */
function eventTime(value: DateWithTimeZone | undefined): EventTime | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  if (value.dateOnly || !value.tz) return { date: localIsoDate(value) };
  return { instant: value };
}

function textOf(value: ParameterValue | undefined): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : value.val;
}
