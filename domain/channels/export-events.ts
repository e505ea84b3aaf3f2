import { calendarYears, closedSpans } from "../booking/closed-spans";
import type { IsoDate } from "../booking/dates";
import type { BookingSettings } from "../booking/settings";
import { blockingStatuses } from "../booking/unavailable-nights";

/** The title of every exported event: the channels learn that nights are taken, nothing more. */
export const exportSummary = "Belegt";

/** One all-day event of our export feed: nights only, never who stays. */
export interface ExportEvent {
  /** Stable across fetches, so a channel moves or removes its block instead of adding one. */
  uid: string;
  start: IsoDate;
  /** Exclusive (DTEND of an all-day event). */
  end: IsoDate;
}

export interface ExportInput {
  /** Own reservations only: imported blocks are never exported (no echo between channels). */
  stays: readonly { id: string; status: string; start: IsoDate; end: IsoDate }[];
  includePreReserved: boolean;
  today: IsoDate;
  /** The site's host, making UIDs globally unique (RFC 5545). */
  host: string;
  /** The owners' settings: their closed nights are exported as taken. */
  settings: BookingSettings;
}

/**
 * What the channels must not sell: booked and paid stays (pre-reserved ones too if the owners
 * choose so) and the nights the owners' settings close, from tonight on.
 */
export function exportEvents(input: ExportInput): ExportEvent[] {
  const statuses: readonly string[] = input.includePreReserved
    ? [...blockingStatuses, "pre_reserved"]
    : blockingStatuses;
  const stays = input.stays
    .filter((stay) => statuses.includes(stay.status) && stay.end > input.today)
    .map((stay) => ({ uid: `stay-${stay.id}@${input.host}`, start: stay.start, end: stay.end }));
  const closed = closedSpans(input.settings, calendarYears(input.today))
    .filter((span) => span.end > input.today)
    .map((span) => ({ uid: `closed-${span.start}@${input.host}`, ...span }));
  return [...stays, ...closed].sort((a, b) => a.start.localeCompare(b.start));
}
