import { addDays, type DateSpan, type IsoDate } from "../booking/dates";
import { propertyDateOf } from "../booking/today";

/**
 * When an imported event starts or ends: a calendar date (an all-day event, or a "floating"
 * time without a zone, read as the apartment's wall clock) or an instant (UTC or a named zone).
 */
export type EventTime = { date: IsoDate } | { instant: Date };

/** The calendar date of an event time at the apartment (Europe/Vienna). */
export function dateAtProperty(time: EventTime): IsoDate {
  return "date" in time ? time.date : propertyDateOf(time.instant);
}

/**
 * The nights an imported event blocks: from its start's date to its end's date (exclusive), and
 * at least one. An all-day event ends on its exclusive DTEND; a timed stay (arrival 15:00,
 * departure 10:00) blocks the nights from the arrival day to the departure day; an event without
 * an end (RFC 5545: a date alone lasts one day) or within one day blocks the night of its day.
 */
export function eventNights(start: EventTime, end: EventTime | undefined): DateSpan {
  const first = dateAtProperty(start);
  const last = end ? dateAtProperty(end) : first;
  return { start: first, end: last > first ? last : addDays(first, 1) };
}
