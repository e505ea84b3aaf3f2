import { fill, texts } from "../../content/admin-texts";
import type { DateSpan, IsoDate } from "../booking/dates";
import { formatShortDate } from "../booking/format";
import { staysOverlap } from "../booking/nights";
import { type PriceQuote, quoteStay } from "../booking/quote";
import type { BookingSettings } from "../booking/settings";
import type { BlockKind } from "../channels/block-kind";
import { isBlockingStatus, type ReservationStatus, statusLabels } from "../kernel/statuses";

const t = texts.reservations;

/** Nights another channel took, as the reservation dialog shows them. */
export interface ImportedSpan extends DateSpan {
  feedName: string;
  kind: BlockKind;
}

/** An own stay that takes its nights: booked, paid, or pre-reserved and held by an offer. */
export interface TakenSpan extends DateSpan {
  id: string;
  name: string;
  status: ReservationStatus;
  held: boolean;
}

/** What a stay's nights would share with what is already there. */
export interface Overlaps {
  imported: ImportedSpan[];
  stays: TakenSpan[];
}

/** The imported blocks and own stays (but the stay itself, when moved) sharing a night. */
export function findOverlaps(
  range: DateSpan,
  imported: readonly ImportedSpan[],
  taken: readonly TakenSpan[],
  exceptId?: string,
): Overlaps {
  return {
    imported: imported.filter((block) => staysOverlap(block, range)),
    stays: taken.filter((stay) => stay.id !== exceptId && staysOverlap(stay, range)),
  };
}

/** A cancelled stay takes no night: nothing to ask about. */
export const takesPart = (status: string) => status !== "cancelled";

export const hasOverlaps = (overlaps: Overlaps) =>
  overlaps.imported.length > 0 || overlaps.stays.length > 0;

/**
 * Whether saving is refused whatever the owners confirm: a booked or paid stay cannot share a
 * night with another stay that takes its nights (the database's no-overlap constraint).
 */
export const refusedOverStays = (overlaps: Overlaps, status: string) =>
  isBlockingStatus(status) && overlaps.stays.length > 0;

const span = (block: DateSpan) =>
  `${formatShortDate("de", block.start)} – ${formatShortDate("de", block.end)}`;

/** A taken stay's status as the owners know it: a held offer says so. */
export const takenLabel = (stay: Pick<TakenSpan, "status" | "held">) =>
  stay.held && stay.status === "pre_reserved" ? t.overlap.held : statusLabels[stay.status];

/** One line per clash: "Airbnb (Reserviert): 10.07.2026 – 14.07.2026". */
export function describeOverlaps(overlaps: Overlaps): { imported: string[]; stays: string[] } {
  return {
    imported: overlaps.imported.map(
      (block) => `${block.feedName} (${texts.channels.kinds[block.kind]}): ${span(block)}`,
    ),
    stays: overlaps.stays.map((stay) => `${stay.name} (${takenLabel(stay)}): ${span(stay)}`),
  };
}

/** The price the owners' own rates give a stay, to prefill the offer price; null without one. */
export function suggestedPrice(
  settings: BookingSettings,
  range: { start: IsoDate | ""; end: IsoDate | "" },
  guests: { adults: number; children: number },
): PriceQuote | null {
  if (!range.start || !range.end || range.end <= range.start) return null;
  const quote = quoteStay(settings, { start: range.start, end: range.end }, guests);
  // A range the owners closed entirely has no rate to suggest (only the cleaning fee).
  return quote && quote.lines.length > 0 ? quote : null;
}

/** The suggestion in words, below the price field. */
export function describeSuggestion(quote: PriceQuote, amount: string): string {
  const tax = quote.touristTax.length > 0 ? t.price.withTax : "";
  const sentence = fill(t.price.suggestion, { amount, nights: quote.nights, tax });
  return quote.closedNights > 0
    ? `${sentence} ${fill(t.price.closed, { count: quote.closedNights })}`
    : sentence;
}

/** Euro cents as the price field takes them: "1234.50". */
export const priceFieldValue = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
