import { fill, texts } from "../../content/admin-texts";
import type { IsoDate } from "../booking/dates";
import { monthSpan, shiftMonth, type YearMonth } from "../booking/month-grid";
import { eachNight } from "../booking/nights";
import type { PriceQuote } from "../booking/quote";
import { toCsv } from "./csv";

/**
 * The tourist tax ("Ortstaxe") of one month, as the municipality asks for it: the stays with
 * nights in the month, their guest-nights of adults and of children, and the tax.
 *
 * - A night counts in the month it begins in (28 June – 5 July: 3 nights in June, 4 in July).
 * - Own stays count when booked or paid; pre-reserved and cancelled ones do not.
 * - Guest-nights are people × nights in the month, from the stay's adults and children.
 * - The tax comes from the stay's stored quote, never from today's rates: its tax lines hold the
 *   paying guests, the nights and the amount per guest and night. The quote taxes each night by
 *   its own year's settings (adults always; children too unless that year's "Kinder sind befreit"
 *   is ticked; there is no age), in the order of the nights, so a stay over New Year can carry
 *   two amounts.
 * - What the report cannot know is listed for the owners to complete, with a reason and no
 *   invented figure: a stay without a stored quote, a quote that no longer fits the stay (its
 *   dates or guests changed since), a stay over a month's end whose quote taxed only some of its
 *   nights (closed nights, a year without the tax: which nights is not stored), and stays
 *   imported from other channels (nights only; the channel does not say who came).
 */

/** The statuses whose stays count: booked and paid (not pre-reserved, not cancelled). */
export const taxedStatuses = ["booked", "paid"] as const;
type TaxedStatus = (typeof taxedStatuses)[number];

export interface OwnStay {
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: string;
  adults: number;
  children: number;
  quote: PriceQuote | null;
}

/** A stay another channel reserved (channel_blocks of kind 'reserved'). */
export interface ImportedStay {
  channel: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Why a line lacks figures, for the owners to complete. */
type Missing = keyof typeof texts.touristTax.missing;

interface ReportLine {
  startDate: IsoDate;
  endDate: IsoDate;
  /** The guest's name, or the channel of an imported stay. */
  guest: string;
  status: TaxedStatus | "imported";
  /** Nights of the stay in the month. */
  nights: number;
  adultNights: number | null;
  childNights: number | null;
  /** Guest-nights that pay the tax (guests × nights of the quote's tax lines in the month). */
  taxedGuestNights: number | null;
  taxCents: number | null;
  missing: Missing | null;
}

interface Totals {
  stays: number;
  nights: number;
  adultNights: number;
  childNights: number;
  taxedGuestNights: number;
  taxCents: number;
  /** Lines the owners have to complete (their missing figures are not in the sums). */
  toComplete: number;
}

export interface TouristTaxReport {
  month: YearMonth;
  lines: ReportLine[];
  totals: Totals;
}

const countsForTax = (status: string): status is TaxedStatus =>
  taxedStatuses.some((taxed) => taxed === status);

/** The stay's nights that fall in the month. */
function nightsIn(month: YearMonth, stay: { startDate: IsoDate; endDate: IsoDate }) {
  const { start, end } = monthSpan(month);
  return eachNight(stay.startDate, stay.endDate).filter((night) => start <= night && night < end);
}

/** Whether the quote was made for this stay as it is now: its nights and its guests. */
function quoteFits(stay: OwnStay, quote: PriceQuote, nights: number): boolean {
  const payingCounts = [stay.adults, stay.adults + stay.children];
  return (
    quote.nights === nights && quote.touristTax.every((line) => payingCounts.includes(line.guests))
  );
}

/** The paying guests and tax of the quote's nights in the month, or why it cannot say. */
function taxInMonth(
  stay: OwnStay,
  month: YearMonth,
): { taxedGuestNights: number; taxCents: number } | Missing {
  const { quote } = stay;
  if (!quote) return "noQuote";
  const nights = eachNight(stay.startDate, stay.endDate);
  if (!quoteFits(stay, quote, nights.length)) return "quoteMismatch";
  const taxedNights = quote.touristTax.reduce((sum, line) => sum + line.nights, 0);
  const inMonth = new Set(nightsIn(month, stay));
  // The whole stay in the month: the whole tax, whichever nights it fell on.
  if (inMonth.size === nights.length) {
    return {
      taxedGuestNights: quote.touristTax.reduce((sum, line) => sum + line.guests * line.nights, 0),
      taxCents: quote.touristTax.reduce((sum, line) => sum + line.totalCents, 0),
    };
  }
  if (taxedNights !== 0 && taxedNights !== nights.length) return "splitUnknown";
  // Every night taxed (or none): the lines follow the nights in order, one night each.
  const perNight = quote.touristTax.flatMap((line) =>
    Array.from({ length: line.nights }, () => line),
  );
  let taxedGuestNights = 0;
  let taxCents = 0;
  nights.forEach((night, i) => {
    const line = perNight[i];
    if (!line || !inMonth.has(night)) return;
    taxedGuestNights += line.guests;
    taxCents += line.guests * line.amountCents;
  });
  return { taxedGuestNights, taxCents };
}

function ownLine(stay: OwnStay & { status: TaxedStatus }, month: YearMonth): ReportLine {
  const nights = nightsIn(month, stay).length;
  const tax = taxInMonth(stay, month);
  return {
    startDate: stay.startDate,
    endDate: stay.endDate,
    guest: stay.name,
    status: stay.status,
    nights,
    adultNights: stay.adults * nights,
    childNights: stay.children * nights,
    ...(typeof tax === "string"
      ? { taxedGuestNights: null, taxCents: null, missing: tax }
      : { ...tax, missing: null }),
  };
}

function importedLine(stay: ImportedStay, month: YearMonth): ReportLine {
  return {
    startDate: stay.startDate,
    endDate: stay.endDate,
    guest: stay.channel,
    status: "imported",
    nights: nightsIn(month, stay).length,
    adultNights: null,
    childNights: null,
    taxedGuestNights: null,
    taxCents: null,
    missing: "imported",
  };
}

/** The month's report from its stays (any stays may be given: the others are left out). */
export function touristTaxReport(
  month: YearMonth,
  own: readonly OwnStay[],
  imported: readonly ImportedStay[],
): TouristTaxReport {
  const lines = [
    ...own.flatMap((stay) =>
      countsForTax(stay.status) ? [ownLine({ ...stay, status: stay.status }, month)] : [],
    ),
    ...imported.map((stay) => importedLine(stay, month)),
  ]
    .filter((line) => line.nights > 0)
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.endDate.localeCompare(b.endDate) ||
        a.guest.localeCompare(b.guest, "de"),
    );
  const sum = (key: "nights" | "adultNights" | "childNights" | "taxedGuestNights" | "taxCents") =>
    lines.reduce((total, line) => total + (line[key] ?? 0), 0);
  return {
    month,
    lines,
    totals: {
      stays: lines.length,
      nights: sum("nights"),
      adultNights: sum("adultNights"),
      childNights: sum("childNights"),
      taxedGuestNights: sum("taxedGuestNights"),
      taxCents: sum("taxCents"),
      toComplete: lines.filter((line) => line.missing).length,
    },
  };
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month of `?monat=yyyy-MM`: the previous month when none is given (the one to report once
 * it is over), `invalid` for anything else than a month ten years either way of today.
 */
export function reportMonth(
  value: string | null,
  today: IsoDate,
): { month: YearMonth; invalid: boolean } {
  const previous = shiftMonth(today.slice(0, 7), -1);
  if (value === null || value === "") return { month: previous, invalid: false };
  const year = Number(today.slice(0, 4));
  const inRange =
    monthPattern.test(value) && Math.abs(Number(value.slice(0, 4)) - year) <= reportYearsEitherWay;
  return inRange ? { month: value, invalid: false } : { month: previous, invalid: true };
}

/** How far from today's year a month can be reported (stays are entered that far ahead or back). */
const reportYearsEitherWay = 10;

/** Euro cents as the CSVs write amounts: "12.50". */
const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

const t = texts.touristTax;

/** The line's status as the owners read it: "Gebucht", "Bezahlt", "Importiert". */
function lineStatus(line: ReportLine): string {
  return line.status === "imported" ? t.imported : texts.statuses[line.status];
}

/** The report as CSV: a line per stay, then the sums (see toCsv: safe in any spreadsheet). */
export function touristTaxCsv(report: TouristTaxReport): string {
  const { totals } = report;
  const rows = report.lines.map((line) => [
    line.startDate,
    line.endDate,
    line.guest,
    lineStatus(line),
    line.nights,
    line.adultNights,
    line.childNights,
    line.taxedGuestNights,
    euros(line.taxCents),
    line.missing && t.missing[line.missing],
  ]);
  rows.push([
    t.sum,
    null,
    fill(t.stayCount, { count: totals.stays }),
    null,
    totals.nights,
    totals.adultNights,
    totals.childNights,
    totals.taxedGuestNights,
    euros(totals.taxCents),
    totals.toComplete > 0 ? fill(t.toComplete, { count: totals.toComplete }) : null,
  ]);
  return toCsv(t.csvColumns, rows);
}
