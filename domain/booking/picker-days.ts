import { addDays, type DateSpan, type IsoDate } from "./dates";
import { formatDate } from "./format";
import { dateMessage, type InquiryTranslator } from "./inquiry-schema";
import { countNights } from "./nights";
import { type BookingSettings, seasonOfNight } from "./settings";
import {
  arrivalProblem,
  closedProblem,
  lastArrivalDay,
  type StayProblem,
  stayProblem,
} from "./stay-rules";
import type { UnavailableNights } from "./unavailable-nights";

/**
 * The booking page's picker as rules: what each day is (and how it is shown), what a tap on it
 * does, and the one sentence that says why when it cannot be chosen. The page shows the states
 * and the sentence; the rules are the stay rules (stay-rules.ts), applied from the first tap.
 */

/** The arrival and departure chosen so far. */
export interface PickedRange {
  from?: IsoDate;
  to?: IsoDate;
}

/**
 * What a day is in the picker, by the first that applies: gone, beyond the booking horizon, its
 * night taken by a booked or paid stay, closed by the owners' settings, not an arrival day of its
 * season, too few free nights after it (or, as a departure, too few after the arrival) for the
 * season's minimum stay; `unreachable`: a departure beyond a taken or closed night; else open.
 */
export type DayState =
  | "past"
  | "beyondHorizon"
  | "taken"
  | "closed"
  | "noArrival"
  | "tooShort"
  | "unreachable"
  | "open";

/** Why a tap chose nothing: a stay rule, the nights taken, or too few free nights for the minimum. */
export type PickerNotice =
  | StayProblem
  | { key: "taken"; span: DateSpan }
  | { key: "noRoom"; minimum: number; free: number };

/** What a tap does: a new range, or nothing chosen and why. */
type TapResult = { range: PickedRange } | { notice: PickerNotice };

/** The picker's rules for one page: the stays' nights, the owners' settings and today. */
export interface PickerRules {
  blocked: UnavailableNights;
  settings: BookingSettings;
  today: IsoDate;
}

/** How far a run of taken nights is followed either way (longer than any stay the site sells). */
const longestRun = 3 * 366;

/** The run of taken nights around a taken one. */
function takenSpanAround(blocked: UnavailableNights, night: IsoDate): DateSpan {
  let start = night;
  for (let i = 0; i < longestRun && blocked.isTaken(addDays(start, -1)); i++) {
    start = addDays(start, -1);
  }
  let end = addDays(night, 1);
  for (let i = 0; i < longestRun && blocked.isTaken(end); i++) end = addDays(end, 1);
  return { start, end };
}

/** Why a blocked night cannot be had: taken (the run of taken nights) or closed. */
function blockedNotice(rules: PickerRules, night: IsoDate): PickerNotice {
  return rules.blocked.isTaken(night)
    ? { key: "taken", span: takenSpanAround(rules.blocked, night) }
    : closedProblem(rules.settings, night);
}

/** The first blocked night of start..end (end exclusive), or null. */
function firstBlockedNight(blocked: UnavailableNights, start: IsoDate, end: IsoDate) {
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (blocked.isBlocked(night)) return night;
  }
  return null;
}

/** Why a day cannot be an arrival, or null: the stay rules as the first tap knows them. */
function arrivalRefusal(rules: PickerRules, day: IsoDate): PickerNotice | null {
  const { blocked, settings, today } = rules;
  if (day < today) return { key: "startInPast" };
  if (day > lastArrivalDay(settings, today)) {
    return { key: "horizon", years: settings.general.horizonYears };
  }
  if (blocked.isTaken(day)) return blockedNotice(rules, day);
  const problem = arrivalProblem(settings, day);
  if (problem) return problem;
  const minimum = seasonOfNight(settings, day)?.minimumNights ?? 1;
  const blockedNight = firstBlockedNight(blocked, day, addDays(day, minimum));
  if (blockedNight) {
    return { key: "noRoom", minimum, free: countNights(day, blockedNight) };
  }
  return null;
}

/** Why a day cannot end a stay from `arrival`, or null: a night between is taken or closed, or
 * the stay is shorter than the arrival season's minimum. `blockedNight`: the first blocked night
 * between, when the caller has found it already. */
function departureRefusal(
  rules: PickerRules,
  arrival: IsoDate,
  day: IsoDate,
  blockedNight = firstBlockedNight(rules.blocked, arrival, day),
): PickerNotice | null {
  if (blockedNight) return blockedNotice(rules, blockedNight);
  return stayProblem(rules.settings, arrival, day, rules.today);
}

/** The arrival still waiting for its departure, if any. */
const pendingArrival = (range: PickedRange) => (range.from && !range.to ? range.from : null);

const arrivalStates: Record<PickerNotice["key"], DayState> = {
  startInPast: "past",
  horizon: "beyondHorizon",
  taken: "taken",
  closed: "closed",
  arrivalDay: "noArrival",
  noRoom: "tooShort",
  minimumStay: "tooShort",
};

/**
 * What each day is while `range` is chosen: after a waiting arrival, what it is as that stay's
 * departure (its own taken or closed night still shown as such); otherwise what it is as an
 * arrival. The nights after the arrival are walked once for all its departures, not again for
 * each day shown: the picker asks for every day of a month at each tap.
 */
export function dayStates(rules: PickerRules, range: PickedRange): (day: IsoDate) => DayState {
  const arrival = pendingArrival(range);
  // The arrival's first blocked night, once the walk has found it, and how far it has walked.
  let firstBlocked: IsoDate | null = null;
  let walked = arrival ?? "";
  const firstBlockedBefore = (day: IsoDate) => {
    for (; firstBlocked === null && walked < day; walked = addDays(walked, 1)) {
      if (rules.blocked.isBlocked(walked)) firstBlocked = walked;
    }
    return firstBlocked !== null && firstBlocked < day ? firstBlocked : null;
  };
  return (day) => {
    if (arrival !== null && day > arrival) {
      const refusal = departureRefusal(rules, arrival, day, firstBlockedBefore(day));
      if (!refusal) return "open";
      if (refusal.key === "minimumStay") return "tooShort";
      if (rules.blocked.isBlocked(day)) return rules.blocked.isTaken(day) ? "taken" : "closed";
      return "unreachable";
    }
    const refusal = arrivalRefusal(rules, day);
    return refusal ? arrivalStates[refusal.key] : "open";
  };
}

/**
 * A tap on a day: with an arrival waiting, a later day ends the stay and the arrival itself is
 * chosen again to clear it; any other tap starts a new stay. A day that cannot be chosen changes
 * nothing and says why.
 */
export function tapDay(rules: PickerRules, range: PickedRange, day: IsoDate): TapResult {
  const arrival = pendingArrival(range);
  if (arrival === day) return { range: {} };
  if (arrival !== null && day > arrival) {
    const refusal = departureRefusal(rules, arrival, day);
    return refusal ? { notice: refusal } : { range: { from: arrival, to: day } };
  }
  const refusal = arrivalRefusal(rules, day);
  return refusal ? { notice: refusal } : { range: { from: day } };
}

/** The keys of the picker's own sentences, besides the inquiry's (booking.json, `errors`). */
type PickerMessageKey = "taken" | "takenDetail" | "nightsFree";

/** The picker's translator: the inquiry's keys and its own. */
export type PickerTranslator = (
  key: Parameters<InquiryTranslator>[0] | PickerMessageKey,
  values?: Parameters<InquiryTranslator>[1],
) => string;

/** A notice as the one sentence the picker says (and announces). */
export function pickerMessage(notice: PickerNotice, t: PickerTranslator, language: string): string {
  switch (notice.key) {
    case "taken":
      return `${t("taken")} – ${t("takenDetail", {
        from: formatDate(language, notice.span.start),
        to: formatDate(language, addDays(notice.span.end, -1)),
      })}`;
    case "noRoom":
      return `${t("minimumStay", { count: notice.minimum })} – ${t("nightsFree", { count: notice.free })}`;
    default:
      return dateMessage(notice, t, language);
  }
}
