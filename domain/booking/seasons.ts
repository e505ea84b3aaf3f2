import { pricing, seasons } from "../../content/property";
import type { IsoDate } from "./dates";

export type Season = "high" | "off" | "closed";

type MonthDay = readonly [number, number];

/** [month, day] as a comparable number, e.g. 7 July 1 -> 701. */
const key = ([month, day]: MonthDay) => month * 100 + day;

function within(value: number, from: MonthDay, to: MonthDay): boolean {
  const [low, high] = [key(from), key(to)];
  // A span across New Year (1 November – 30 April) wraps around.
  return low <= high ? value >= low && value <= high : value >= low || value <= high;
}

/** The season of one night, named by its date (content/property.ts, SPEC.md section 9). */
export function seasonOf(night: IsoDate): Season {
  const value = Number(night.slice(5, 7)) * 100 + Number(night.slice(8, 10));
  if (within(value, seasons.high.from, seasons.high.to)) return "high";
  if (seasons.off.some((span) => within(value, span.from, span.to))) return "off";
  return "closed";
}

/** The nightly rate in whole euros, or null when the apartment is closed that night. */
export function nightlyRate(night: IsoDate): number | null {
  switch (seasonOf(night)) {
    case "high":
      return pricing.highSeasonPerNight;
    case "off":
      return pricing.offSeasonPerNight;
    default:
      return null;
  }
}

/** Closed season: November to April (months 11, 12, 1 to 4). */
export function isWinterNight(night: IsoDate): boolean {
  return seasonOf(night) === "closed";
}
