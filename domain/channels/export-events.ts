import { calendarYears, closedSpans } from "../booking/closed-spans";
import type { DateSpan, IsoDate } from "../booking/dates";
import type { BookingSettings } from "../booking/settings";
import { blockingStatuses } from "../kernel/statuses";

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
  /** Own reservations, their status as the channels see it (a held offer is booked). */
  stays: readonly { id: string; status: string; start: IsoDate; end: IsoDate }[];
  includePreReserved: boolean;
  today: IsoDate;
  /** The site's host, making UIDs globally unique (RFC 5545). */
  host: string;
  /** The owners' settings: their closed nights are exported as taken. */
  settings: BookingSettings;
}

/**
 * What the channels must not sell: booked and paid stays (held offers count as booked;
 * pre-reserved ones too if the owners choose so) and the nights the owners' settings close, from
 * tonight on. The general export: no imported block is in it.
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
  return byArrival([...stays, ...closed]);
}

/** An imported block, as far as another channel's export needs it. */
export interface ForwardedBlock extends DateSpan {
  feedId: string;
  uid: string;
}

export interface ChannelExportInput extends ExportInput {
  /** The channel the export is for (its feed's id). */
  channelId: string;
  /** Every imported block, of every channel. */
  blocks: readonly ForwardedBlock[];
}

/**
 * One channel's own export (the hub): everything of the general export, and the nights the
 * other channels took. Nothing of the channel's own feed goes back to it, and no night its feed
 * already blocks is forwarded from another channel: a channel shows our export's nights in its
 * own feed, as closed dates (Booking.com shows everything so), so forwarding those would send a
 * channel its own stay back through another one and keep it there after the guest cancelled.
 * Own stays and closed nights are always sent: they are ours, whatever the channel shows.
 */
export function channelExportEvents(input: ChannelExportInput): ExportEvent[] {
  const own = input.blocks.filter((block) => block.feedId === input.channelId);
  const forwarded = input.blocks
    .filter((block) => block.feedId !== input.channelId)
    .flatMap((block) =>
      withoutSpans(block, own)
        .filter((piece) => piece.end > input.today)
        .map((piece, index) => ({
          uid: `channel-${stableHash(`${block.feedId} ${block.uid}`)}-${index}@${input.host}`,
          ...piece,
        })),
    );
  return byArrival([...exportEvents(input), ...forwarded]);
}

function byArrival(events: ExportEvent[]): ExportEvent[] {
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** The parts of a span no other span covers (end exclusive), in order. */
export function withoutSpans(span: DateSpan, covers: readonly DateSpan[]): DateSpan[] {
  const pieces: DateSpan[] = [];
  let start = span.start;
  const sorted = covers
    .filter((cover) => cover.start < span.end && cover.end > span.start)
    .sort((a, b) => a.start.localeCompare(b.start));
  for (const cover of sorted) {
    if (cover.start > start) pieces.push({ start, end: cover.start });
    if (cover.end > start) start = cover.end;
    if (start >= span.end) return pieces;
  }
  if (start < span.end) pieces.push({ start, end: span.end });
  return pieces;
}

/**
 * A short stable name for an imported event (FNV-1a, 32 bits): the exported UID stays the same
 * from fetch to fetch, and the channel's own UID is not passed on.
 */
function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
