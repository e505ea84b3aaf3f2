import type { AvailabilityRecordLike } from "./calendar-events";
import type { IsoDate } from "./dates";
import { eachNight } from "./nights";
import { type BookingSettings, isOpenNight } from "./settings";

/** Statuses that make a stay's nights unavailable to others (pre_reserved stays bookable). */
export const blockingStatuses: readonly string[] = ["booked", "paid"];

export interface UnavailableNights {
  /** Whether the night starting on this day cannot be booked. */
  isBlocked(night: IsoDate): boolean;
  /** Whether a booked or paid stay has this night (the rest of the blocked nights are closed). */
  isTaken(night: IsoDate): boolean;
}

/**
 * The nights nobody can book: those of booked and paid stays, and those the owners' settings
 * close (a closed period or no season). Departure days stay free, so a stay may start on
 * another's departure day and end on another's arrival day (changeover).
 */
export function unavailableNights(
  records: readonly AvailabilityRecordLike[],
  settings: BookingSettings,
): UnavailableNights {
  const booked = new Set<IsoDate>();
  for (const record of records) {
    if (!blockingStatuses.includes(record.status)) continue;
    for (const night of eachNight(record.start_date, record.end_date)) booked.add(night);
  }
  return {
    isBlocked: (night) => booked.has(night) || !isOpenNight(settings, night),
    isTaken: (night) => booked.has(night),
  };
}

/** Whether every night of start..end (end exclusive) is free: a range may not span a blocked night. */
export function isRangeFree(blocked: UnavailableNights, start: IsoDate, end: IsoDate): boolean {
  return eachNight(start, end).every((night) => !blocked.isBlocked(night));
}
