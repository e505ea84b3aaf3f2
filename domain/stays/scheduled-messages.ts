import { addDays, type IsoDate } from "../booking/dates";
import type { ReservationStatus } from "../kernel/statuses";

/**
 * The messages the site sends around a stay on a schedule: the arrival information some days
 * before arrival, a thank-you (with the review link) some days after departure.
 */
export const scheduledMessageKinds = ["arrival", "thanks"] as const;
export type ScheduledMessageKind = (typeof scheduledMessageKinds)[number];

/** The owners' schedule (one row, server/stays/guest-message-settings.ts). */
export interface GuestMessageSettings {
  arrivalEnabled: boolean;
  arrivalDaysBefore: number;
  thanksEnabled: boolean;
  thanksDaysAfter: number;
  /** Feedback given elsewhere, counted in the home page's "N Gäste haben ihr Feedback geteilt". */
  feedbackElsewhere: number;
}

export const defaultGuestMessageSettings: GuestMessageSettings = {
  arrivalEnabled: true,
  arrivalDaysBefore: 7,
  thanksEnabled: true,
  thanksDaysAfter: 1,
  feedbackElsewhere: 29,
};

/** What the owners may choose: days before arrival, days after departure, the count elsewhere. */
export const guestMessageLimits = {
  arrivalDaysBefore: { min: 1, max: 60 },
  thanksDaysAfter: { min: 0, max: 30 },
  feedbackElsewhere: { min: 0, max: 100_000 },
} as const;

/**
 * A thank-you not sent on its day (the site was down, the stay was booked late, the owners turned
 * it on later) still goes out this many days after; never to guests of long ago.
 */
const thanksLateDays = 7;

export interface StayForSchedule {
  status: ReservationStatus;
  email: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Kinds the owners turned off for this stay. */
  mutedMessages: readonly string[];
}

/**
 * The scheduled messages due for a stay today. Only booked and paid stays with an address get
 * any, and only kinds that are on both for everyone and for this stay. The arrival information
 * is due from `arrivalDaysBefore` days before arrival up to the arrival day (so a stay booked
 * later still gets it), the thank-you from `thanksDaysAfter` days after departure for
 * `thanksLateDays` more days. Which were already sent is the caller's to know (each kind goes
 * out once per stay).
 */
export function scheduledMessagesDue(
  stay: StayForSchedule,
  settings: GuestMessageSettings,
  today: IsoDate,
): ScheduledMessageKind[] {
  if (stay.status !== "booked" && stay.status !== "paid") return [];
  if (stay.email.trim() === "") return [];
  const due: ScheduledMessageKind[] = [];
  const on = (kind: ScheduledMessageKind) => !stay.mutedMessages.includes(kind);
  if (
    settings.arrivalEnabled &&
    on("arrival") &&
    today >= addDays(stay.startDate, -settings.arrivalDaysBefore) &&
    today <= stay.startDate
  ) {
    due.push("arrival");
  }
  const thanksFrom = addDays(stay.endDate, settings.thanksDaysAfter);
  if (
    settings.thanksEnabled &&
    on("thanks") &&
    today >= thanksFrom &&
    today <= addDays(thanksFrom, thanksLateDays)
  ) {
    due.push("thanks");
  }
  return due;
}

/**
 * The arrival and departure dates of the stays that may have a message due today: what the
 * daily job asks the database for before `scheduledMessagesDue` decides.
 */
export function scheduleWindow(settings: GuestMessageSettings, today: IsoDate) {
  return {
    arrivals: { from: today, to: addDays(today, settings.arrivalDaysBefore) },
    departures: {
      from: addDays(today, -(settings.thanksDaysAfter + thanksLateDays)),
      to: addDays(today, -settings.thanksDaysAfter),
    },
  };
}

/**
 * What makes a scheduled message once per stay: the arrival information per arrival date (a stay
 * moved to other dates hears again), the thank-you once.
 */
export function scheduledMessageKey(kind: ScheduledMessageKind, stay: { startDate: IsoDate }) {
  return kind === "arrival" ? `arrival:${stay.startDate}` : "thanks";
}

/** The names of the Gäste-Mails form's fields. */
export const guestMessageFields = {
  arrivalEnabled: "arrival_enabled",
  arrivalDaysBefore: "arrival_days",
  thanksEnabled: "thanks_enabled",
  thanksDaysAfter: "thanks_days",
  feedbackElsewhere: "feedback_elsewhere",
} as const;

/**
 * The Gäste-Mails form as posted: two ticks (a tick posts `yes`, none posts nothing) and three
 * whole numbers within `guestMessageLimits`. A number out of bounds gets its field's problem
 * (`{min, max}`, for the message); nothing is taken unless all are right.
 */
export function readGuestMessageForm(
  fields: Partial<Record<string, string>>,
):
  | { ok: true; settings: GuestMessageSettings }
  | { ok: false; problems: Partial<Record<string, { min: number; max: number }>> } {
  const problems: Partial<Record<string, { min: number; max: number }>> = {};
  const numbers: Record<string, number> = {};
  for (const key of Object.keys(guestMessageLimits) as (keyof typeof guestMessageLimits)[]) {
    const limits = guestMessageLimits[key];
    const text = (fields[guestMessageFields[key]] ?? "").trim();
    const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    if (value >= limits.min && value <= limits.max) numbers[key] = value;
    else problems[guestMessageFields[key]] = limits;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      arrivalEnabled: fields[guestMessageFields.arrivalEnabled] === "yes",
      arrivalDaysBefore: numbers.arrivalDaysBefore,
      thanksEnabled: fields[guestMessageFields.thanksEnabled] === "yes",
      thanksDaysAfter: numbers.thanksDaysAfter,
      feedbackElsewhere: numbers.feedbackElsewhere,
    },
  };
}

/** A stay's muted kinds from its checkbox pair: each kind not ticked is turned off. */
export function mutedFromForm(fields: Partial<Record<string, string>>): ScheduledMessageKind[] {
  return scheduledMessageKinds.filter((kind) => fields[kind] !== "yes");
}
