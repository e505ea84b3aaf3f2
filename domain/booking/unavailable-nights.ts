import { isBlockingStatus } from "../kernel/statuses";
import type { AvailabilityRecordLike } from "./calendar-events";
import type { IsoDate } from "./dates";
import { nightInSpans } from "./night-spans";
import { eachNight } from "./nights";
import { type BookingSettings, isOpenNight } from "./settings";

export interface UnavailableNights {
  /** Whether the night starting on this day cannot be booked. */
  isBlocked(night: IsoDate): boolean;
  /** Whether a booked or paid stay has this night (the rest of the blocked nights are closed). */
  isTaken(night: IsoDate): boolean;
}

/**
 * The nights nobody can book: those of booked and paid stays, and those the owners' settings
 * close (a closed period or no season). Departure days stay free, so a stay may start on
 * another's departure day and end on another's arrival day (changeover). Works on the stays'
 * spans, never their nights one by one (night-spans.ts).
 */
export function unavailableNights(
  records: readonly AvailabilityRecordLike[],
  settings: BookingSettings,
): UnavailableNights {
  const isTaken = nightInSpans(
    records
      .filter((record) => isBlockingStatus(record.status))
      .map((record) => ({ start: record.start_date, end: record.end_date })),
  );
  return {
    isBlocked: (night) => isTaken(night) || !isOpenNight(settings, night),
    isTaken,
  };
}

/** Whether every night of start..end (end exclusive) is free: a range may not span a blocked night. */
export function isRangeFree(blocked: UnavailableNights, start: IsoDate, end: IsoDate): boolean {
  return eachNight(start, end).every((night) => !blocked.isBlocked(night));
}
