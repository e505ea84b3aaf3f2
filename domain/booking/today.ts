import { property } from "../../content/property";
import type { IsoDate } from "./dates";

const dateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: property.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The last answer, by the minute it was for: a request asks for "today" several times, and
 * formatting the parts costs more than the rest of the question. The apartment's offset from
 * UTC is whole hours, so a date never changes within a minute.
 */
let last = { minute: Number.NaN, date: "" };

/** The calendar date of an instant at the apartment (Europe/Vienna). */
export function propertyDateOf(instant: Date): IsoDate {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== last.minute) {
    const parts = Object.fromEntries(
      dateParts.formatToParts(instant).map((part) => [part.type, part.value]),
    );
    last = { minute, date: `${parts.year}-${parts.month}-${parts.day}` };
  }
  return last.date;
}

/**
 * "Today" everywhere on the site: the date at the apartment, read from the injected clock (never
 * from the system clock directly, so tests can move it).
 */
export function todayOf(now: () => Date): IsoDate {
  return propertyDateOf(now());
}
