import { property } from "../../content/property";
import type { IsoDate } from "./dates";

const dateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: property.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date of an instant at the apartment (Europe/Vienna). */
export function propertyDateOf(instant: Date): IsoDate {
  const parts = Object.fromEntries(
    dateParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * "Today" everywhere on the site: the date at the apartment, read from the injected clock (never
 * from the system clock directly, so tests can move it).
 */
export function todayOf(now: () => Date): IsoDate {
  return propertyDateOf(now());
}
