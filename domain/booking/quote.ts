import { pricing } from "../../content/property";
import { type IsoDate, parseIsoDate } from "./dates";
import { countNights, eachNight } from "./nights";
import { nightlyRate, type Season, seasonOf } from "./seasons";

/** Longer than the booking horizon allows; nothing longer is priced. */
const maxQuotedNights = 3 * 366;

export interface QuoteLine {
  season: Exclude<Season, "closed">;
  nights: number;
  rate: number;
  amount: number;
}

export interface PriceQuote {
  nights: number;
  /** One line per season that has nights in the stay, high season first. */
  lines: QuoteLine[];
  cleaningFee: number;
  /** Nights in the closed season: they cannot be booked and have no price. */
  closedNights: number;
  /** Whole euros, excluding the local tourist tax. */
  total: number;
}

/**
 * The price of a stay (DESIGN.md deviation 7): each night at the rate of its own season,
 * plus the one-time cleaning fee. Null for an empty, reversed or invalid range, and for one
 * longer than any bookable stay (it may come from a tampered form that is shown again).
 */
export function quoteStay(start: IsoDate, end: IsoDate): PriceQuote | null {
  if (!parseIsoDate(start) || !parseIsoDate(end)) return null;
  if (countNights(start, end) > maxQuotedNights) return null;
  const nights = eachNight(start, end);
  if (nights.length === 0) return null;
  const bySeason = new Map<QuoteLine["season"], QuoteLine>();
  let closedNights = 0;
  for (const night of nights) {
    const season = seasonOf(night);
    const rate = nightlyRate(night);
    if (season === "closed" || rate === null) {
      closedNights++;
      continue;
    }
    const line = bySeason.get(season) ?? { season, nights: 0, rate, amount: 0 };
    line.nights++;
    line.amount += rate;
    bySeason.set(season, line);
  }
  const lines = (["high", "off"] as const).flatMap((season) => bySeason.get(season) ?? []);
  const nightsTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    nights: nights.length,
    lines,
    cleaningFee: pricing.cleaningFee,
    closedNights,
    total: nightsTotal + pricing.cleaningFee,
  };
}
