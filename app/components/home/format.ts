import { pricing } from "../../../content/property";

/** Display helpers for facts from content/property.ts, in the page's language. */

/** The formatting locale of a page language (British English: "15 September", "€110"). */
function locale(language: string): string {
  return language === "en" ? "en-GB" : language;
}

/** A whole-euro amount, e.g. "130 €" (de, it) or "€130" (en). */
export function formatPrice(language: string, amount: number): string {
  return new Intl.NumberFormat(locale(language), {
    style: "currency",
    currency: pricing.currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A season border [month, day] as "1. Juli", "1 July", "1 luglio". */
export function formatDayOfYear(language: string, [month, day]: readonly [number, number]): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.UTC(2001, month - 1, day));
}

/** "15:00" stays "15:00" except in English, where it reads "3:00 PM" (SPEC.md section 9). */
export function formatClock(language: string, time: string): string {
  if (language !== "en") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** A plain number with the language's grouping, e.g. 1.600 (de) or 1,600 (en). */
export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}
