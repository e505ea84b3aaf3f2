import { pricing } from "../../content/property";
import type { IsoDate } from "./dates";

/** The formatting locale of a page language: German, British English, Italian. */
export function formatLocale(language: string): string {
  if (language === "en") return "en-GB";
  if (language === "it") return "it-IT";
  return "de";
}

/** Whole euros, e.g. "595 €" (de), "€595" (en). */
export function formatEuro(language: string, amount: number): string {
  return new Intl.NumberFormat(formatLocale(language), {
    style: "currency",
    currency: pricing.currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** A date as "10. Juli 2026" (de), "10 July 2026" (en), "10 luglio 2026" (it). */
export function formatDate(language: string, iso: IsoDate): string {
  const [year, month, day] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat(formatLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}

/** A season border [month, day] as "1. Juli", "1 July", "1 luglio". */
export function formatMonthDay(language: string, [month, day]: readonly [number, number]): string {
  return new Intl.DateTimeFormat(formatLocale(language), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.UTC(2001, month - 1, day));
}
