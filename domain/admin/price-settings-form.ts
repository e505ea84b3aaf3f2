import { fill, texts } from "../../content/admin-texts";
import { type IsoDate, isIsoDate, yearOf } from "../booking/dates";
import { formatShortDate } from "../booking/format";
import {
  type BookingSettings,
  type ClosedPeriod,
  type GeneralSettings,
  highestGuestLimit,
  longestHorizonYears,
  type Season,
  type YearPlan,
} from "../booking/settings";

const messages = texts.prices.errors;

/** The names of the Preise tab's fields (one name per field: the form reader refuses repeats). */
export const priceFields = {
  season: (index: number, part: SeasonPart) => `season-${index}-${part}`,
  seasonArrival: (index: number, weekday: number) => `season-${index}-arrival-${weekday}`,
  closed: (index: number, part: "first" | "last") => `closed-${index}-${part}`,
  cleaningFee: "cleaning-fee",
  taxEnabled: "tax-enabled",
  taxAmount: "tax-amount",
  taxChildrenExempt: "tax-children-exempt",
  horizonYears: "horizon-years",
  maxGuests: "max-guests",
} as const;
type SeasonPart = "name-de" | "name-en" | "name-it" | "first" | "last" | "rate" | "minimum";

const weekdays = [1, 2, 3, 4, 5, 6, 7];
const seasonNameLength = 40;
const longestMinimumStay = 365;
/** More rows than any season plan needs; the rest of a tampered post is ignored. */
const maxRows = 40;

export type Fields = Record<string, string | undefined>;
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** "95", "2,60", "2.6" → cents; null for anything else (negative, three decimals, text). */
export function parseEuroCents(text: string | undefined): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec((text ?? "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the form shows them: "145", "2,60". */
export function euroInput(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, "0")}`;
}

/** The row numbers a post carries for a prefix ("season", "closed"), in order. */
function rowIndexes(fields: Fields, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix}-(\\d{1,2})-`);
  const found = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = pattern.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b).slice(0, maxRows);
}

const text = (fields: Fields, name: string) => (fields[name] ?? "").trim();

/** A first–last pair of nights in `year`; errors go to the fields named. */
function readNights(
  fields: Fields,
  names: { first: string; last: string },
  year: number,
  errors: Record<string, string>,
): { first: IsoDate; last: IsoDate } | null {
  const dates = { first: text(fields, names.first), last: text(fields, names.last) };
  let valid = true;
  for (const end of ["first", "last"] as const) {
    const value = dates[end];
    if (!isIsoDate(value)) errors[names[end]] = messages.date;
    else if (yearOf(value) !== year) {
      errors[names[end]] = fill(messages.dateOutsideYear, { year });
    } else continue;
    valid = false;
  }
  if (!valid) return null;
  if (dates.last < dates.first) {
    errors[names.last] = messages.lastBeforeFirst;
    return null;
  }
  return dates;
}

/** A season row: its nights and German name whenever they are readable, the season if all is. */
function readSeason(
  fields: Fields,
  index: number,
  year: number,
  errors: Record<string, string>,
): { span: Pick<Season, "name" | "first" | "last"> | null; season: Season | null } {
  const field = (part: SeasonPart) => priceFields.season(index, part);
  const de = text(fields, field("name-de"));
  const en = text(fields, field("name-en"));
  const it = text(fields, field("name-it"));
  let valid = true;
  for (const [part, value] of [
    ["name-de", de],
    ["name-en", en],
    ["name-it", it],
  ] as const) {
    if (value.length > seasonNameLength || (part === "name-de" && !value)) {
      errors[field(part)] = messages.name;
      valid = false;
    }
  }
  const nights = readNights(fields, { first: field("first"), last: field("last") }, year, errors);
  const rateCents = parseEuroCents(fields[field("rate")]);
  if (rateCents === null || rateCents === 0) {
    errors[field("rate")] = rateCents === 0 ? messages.rate : messages.amount;
    valid = false;
  }
  const minimum = text(fields, field("minimum"));
  const minimumNights = Number(minimum);
  if (!/^\d{1,3}$/.test(minimum) || minimumNights < 1 || minimumNights > longestMinimumStay) {
    errors[field("minimum")] = messages.minimumNights;
    valid = false;
  }
  const name = { de, ...(en ? { en } : {}), ...(it ? { it } : {}) };
  const span = nights && { name, ...nights };
  if (!valid || !span || rateCents === null) return { span, season: null };
  const arrival = weekdays.filter((day) => fields[priceFields.seasonArrival(index, day)] === "on");
  return {
    span,
    season: {
      ...span,
      rateCents,
      minimumNights,
      // Every weekday ticked is the same as none: any day.
      arrivalWeekdays: arrival.length === 0 || arrival.length === 7 ? null : arrival,
    },
  };
}

/** A row the owners added and left empty (without JavaScript the form always offers one). */
function isEmptyRow(fields: Fields, prefix: string): boolean {
  return Object.entries(fields).every(
    ([name, value]) => !name.startsWith(prefix) || (value ?? "").trim() === "",
  );
}

/** Seasons may not share a night: the later one names the earlier. */
function findOverlaps(
  seasons: { span: Pick<Season, "name" | "first" | "last">; index: number }[],
  errors: Record<string, string>,
) {
  const sorted = [...seasons].sort((a, b) => a.span.first.localeCompare(b.span.first));
  for (let i = 1; i < sorted.length; i++) {
    const later = sorted[i];
    const earlier = sorted.slice(0, i).find(({ span }) => span.last >= later.span.first);
    if (!earlier) continue;
    errors[priceFields.season(later.index, "first")] = fill(messages.overlap, {
      name: earlier.span.name.de,
      from: formatShortDate("de", earlier.span.first),
      to: formatShortDate("de", earlier.span.last),
    });
  }
}

/**
 * The year form of the Preise tab: seasons, closed periods, cleaning fee and tourist tax, each
 * checked with a German message next to its field. Browser and server read it the same way.
 */
export function readYearPlanForm(fields: Fields, year: number): FormResult<YearPlan> {
  const errors: Record<string, string> = {};
  const seasons: Season[] = [];
  const spans: { span: Pick<Season, "name" | "first" | "last">; index: number }[] = [];
  for (const index of rowIndexes(fields, "season")) {
    if (isEmptyRow(fields, `season-${index}-`)) continue;
    const { span, season } = readSeason(fields, index, year, errors);
    if (span) spans.push({ span, index });
    if (season) seasons.push(season);
  }
  findOverlaps(spans, errors);

  const closedPeriods: ClosedPeriod[] = [];
  for (const index of rowIndexes(fields, "closed")) {
    if (isEmptyRow(fields, `closed-${index}-`)) continue;
    const names = {
      first: priceFields.closed(index, "first"),
      last: priceFields.closed(index, "last"),
    };
    const period = readNights(fields, names, year, errors);
    if (period) closedPeriods.push(period);
  }

  const cleaningFeeCents = parseEuroCents(fields[priceFields.cleaningFee]);
  if (cleaningFeeCents === null) errors[priceFields.cleaningFee] = messages.amount;

  const taxEnabled = fields[priceFields.taxEnabled] === "on";
  const taxText = text(fields, priceFields.taxAmount);
  const amountCents = taxText === "" && !taxEnabled ? 0 : parseEuroCents(taxText);
  if (amountCents === null) errors[priceFields.taxAmount] = messages.amount;
  else if (taxEnabled && amountCents === 0) errors[priceFields.taxAmount] = messages.tax;

  if (Object.keys(errors).length > 0 || cleaningFeeCents === null || amountCents === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      seasons: seasons.sort((a, b) => a.first.localeCompare(b.first)),
      closedPeriods: closedPeriods.sort((a, b) => a.first.localeCompare(b.first)),
      cleaningFeeCents,
      touristTax: {
        enabled: taxEnabled,
        amountCents,
        childrenExempt: fields[priceFields.taxChildrenExempt] === "on",
      },
    },
  };
}

/** The form for all years: booking horizon and guest limit. */
export function readGeneralForm(fields: Fields): FormResult<GeneralSettings> {
  const errors: Record<string, string> = {};
  const whole = (name: string, max: number, message: string) => {
    const value = text(fields, name);
    const number = Number(value);
    if (/^\d{1,2}$/.test(value) && number >= 1 && number <= max) return number;
    errors[name] = fill(message, { max });
    return 0;
  };
  const horizonYears = whole(priceFields.horizonYears, longestHorizonYears, messages.horizonYears);
  const maxGuests = whole(priceFields.maxGuests, highestGuestLimit, messages.maxGuests);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { horizonYears, maxGuests } };
}

/** The years the Preise tab offers: this year and every year an arrival can be in. */
export function editableYears(settings: BookingSettings, today: IsoDate): number[] {
  const first = yearOf(today);
  return Array.from({ length: settings.general.horizonYears + 1 }, (_, i) => first + i);
}
