import { type IsoDate, parseIsoDate, yearOf } from "./dates";
import { countNights, eachNight } from "./nights";
import { type BookingSettings, planOf, type SeasonName, seasonOfNight } from "./settings";

/** Longer than the booking horizon allows; nothing longer is priced. */
const maxQuotedNights = 3 * 366;

/** Nights of one season at one rate (amounts in euro cents). */
interface QuoteLine {
  season: SeasonName;
  nights: number;
  rateCents: number;
  amountCents: number;
}

/** The tourist tax ("Ortstaxe"): guests who pay it × nights × the amount per guest and night. */
interface TaxLine {
  guests: number;
  nights: number;
  amountCents: number;
  totalCents: number;
}

/** A whole quote, stored with each inquiry as it was made (later rates never change it). */
export interface PriceQuote {
  nights: number;
  /** One line per season and rate, in the order of the stay's nights. */
  lines: QuoteLine[];
  cleaningFeeCents: number;
  /** Empty when the tourist tax is off for every night of the stay. */
  touristTax: TaxLine[];
  /** Nights closed or in no season: they cannot be booked and have no price. */
  closedNights: number;
  totalCents: number;
}

export interface Guests {
  adults: number;
  children: number;
}

/** Adds one night to the line with the same key, or starts a new line. */
function addTo<L extends { nights: number }>(lines: Map<string, L>, key: string, start: () => L) {
  const line = lines.get(key) ?? start();
  line.nights++;
  lines.set(key, line);
  return line;
}

/**
 * The price of a stay under the owners' settings: each night at the rate
 * of its own season, the cleaning fee of the arrival's year, and, for nights whose year has the
 * tourist tax on, the tax per paying guest. Null for an empty, reversed or invalid range, and for
 * one longer than any bookable stay (it may come from a tampered form that is shown again).
 */
export function quoteStay(
  settings: BookingSettings,
  stay: { start: IsoDate; end: IsoDate },
  guests: Guests,
): PriceQuote | null {
  const { start, end } = stay;
  if (!parseIsoDate(start) || !parseIsoDate(end)) return null;
  if (countNights(start, end) > maxQuotedNights) return null;
  const nights = eachNight(start, end);
  if (nights.length === 0) return null;

  const lines = new Map<string, QuoteLine>();
  const taxes = new Map<string, TaxLine>();
  let closedNights = 0;
  for (const night of nights) {
    const season = seasonOfNight(settings, night);
    if (!season) {
      closedNights++;
      continue;
    }
    const { rateCents } = season;
    const line = addTo(lines, `${JSON.stringify(season.name)}|${rateCents}`, () => ({
      season: season.name,
      nights: 0,
      rateCents,
      amountCents: 0,
    }));
    line.amountCents = line.nights * rateCents;

    const tax = planOf(settings, yearOf(night)).touristTax;
    if (!tax.enabled) continue;
    const paying = guests.adults + (tax.childrenExempt ? 0 : guests.children);
    const { amountCents } = tax;
    const taxLine = addTo(taxes, `${paying}|${amountCents}`, () => ({
      guests: paying,
      nights: 0,
      amountCents,
      totalCents: 0,
    }));
    taxLine.totalCents = taxLine.nights * paying * amountCents;
  }

  const cleaningFeeCents = planOf(settings, yearOf(start)).cleaningFeeCents;
  const touristTax = [...taxes.values()].filter((line) => line.totalCents > 0);
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return {
    nights: nights.length,
    lines: [...lines.values()],
    cleaningFeeCents,
    touristTax,
    closedNights,
    totalCents:
      sum([...lines.values()].map((line) => line.amountCents)) +
      cleaningFeeCents +
      sum(touristTax.map((line) => line.totalCents)),
  };
}
