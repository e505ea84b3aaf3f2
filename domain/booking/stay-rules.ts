import { closedSpanAround, isWinterClosure } from "./closed-spans";
import { addDays, addYears, type DateSpan, type IsoDate, weekdayOf } from "./dates";
import { countNights } from "./nights";
import { type BookingSettings, type Season, seasonOfNight } from "./settings";
import type { UnavailableNights } from "./unavailable-nights";

/** Why a stay cannot be booked under the owners' settings, with what its message names. */
export type StayProblem =
  /** `winter`: the default winter closure, named as such. */
  | { key: "closed"; span: DateSpan; winter: boolean }
  | { key: "minimumStay"; minimum: number; count: number }
  | { key: "arrivalDay"; weekdays: number[] }
  | { key: "startInPast" }
  | { key: "horizon"; years: number };

/** The last day an arrival may be on: today plus the booking horizon. */
export function lastArrivalDay(settings: BookingSettings, today: IsoDate): IsoDate {
  return addYears(today, settings.general.horizonYears);
}

/**
 * The first day from today on that a stay can start: its night is neither taken nor closed and
 * it is within the horizon. The calendars open on its month, so that in the closed season nobody
 * pages through grey months. Null when nothing is open within the horizon.
 */
export function firstOpenNight(
  blocked: UnavailableNights,
  settings: BookingSettings,
  today: IsoDate,
): IsoDate | null {
  const last = lastArrivalDay(settings, today);
  for (let day = today; day <= last; day = addDays(day, 1)) {
    if (!blocked.isBlocked(day)) return day;
  }
  return null;
}

/** The problem of a closed night: the whole closure around it, and whether it is the winter's. */
export function closedProblem(settings: BookingSettings, night: IsoDate): StayProblem {
  return {
    key: "closed",
    span: closedSpanAround(settings, night),
    winter: isWinterClosure(settings, night),
  };
}

/** Whether the season allows an arrival on this day of the week. */
function allowsArrivalOn(season: Season, day: IsoDate): boolean {
  return season.arrivalWeekdays === null || season.arrivalWeekdays.includes(weekdayOf(day));
}

/** The rule of an arrival day alone: its night is open and its season allows arriving then. */
export function arrivalProblem(settings: BookingSettings, start: IsoDate): StayProblem | null {
  const season = seasonOfNight(settings, start);
  if (!season) return closedProblem(settings, start);
  if (!allowsArrivalOn(season, start)) {
    return { key: "arrivalDay", weekdays: season.arrivalWeekdays ?? [] };
  }
  return null;
}

/**
 * The first closed night of start..end, or null. Night by night but stopping at the first: every
 * year without the owners' own plan has a closed season, so however far `end` lies (a posted
 * 9999-12-31), the walk ends within the years they planned.
 */
function firstClosedNight(settings: BookingSettings, start: IsoDate, end: IsoDate): IsoDate | null {
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (seasonOfNight(settings, night) === null) return night;
  }
  return null;
}

/**
 * The stay rules, in this order (docs/booking-rules.md): every night is open (in a season, in no
 * closed period); the stay has the minimum nights of the arrival's season; its season allows the
 * arrival's weekday; the arrival is not in the past and at most the horizon ahead. `start` and
 * `end` are real dates with `end` after `start`.
 */
export function stayProblem(
  settings: BookingSettings,
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
): StayProblem | null {
  const closed = firstClosedNight(settings, start, end);
  if (closed) return closedProblem(settings, closed);
  const season = seasonOfNight(settings, start) as Season;
  const count = countNights(start, end);
  if (count < season.minimumNights) {
    return { key: "minimumStay", minimum: season.minimumNights, count };
  }
  const arrival = arrivalProblem(settings, start);
  if (arrival) return arrival;
  if (start < today) return { key: "startInPast" };
  if (start > lastArrivalDay(settings, today)) {
    return { key: "horizon", years: settings.general.horizonYears };
  }
  return null;
}
