import { formatLocale } from "../../../domain/booking/format";

/** Display helpers for facts from content/property.ts, in the page's language. */

/** "15:00" stays "15:00" except in English, where it reads "3:00 PM". */
export function formatClock(language: string, time: string): string {
  if (language !== "en") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** A plain number with the language's grouping, e.g. 1.600 (de) or 1,600 (en). */
export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(formatLocale(language)).format(value);
}
