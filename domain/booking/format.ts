import type { IsoDate } from "./dates";

/** Money is kept in euro cents; every price of the site is in euros. */
export const currency = "EUR";

/** The formatting locale of a page language: German, British English, Italian. */
export function formatLocale(language: string): string {
  if (language === "en") return "en-GB";
  if (language === "it") return "it-IT";
  return "de";
}

/** Intl formatters are slow to make and cheap to use: one per locale and kind, kept. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day (not an instant) as text, formatted in UTC so no time zone shifts it. */
function formatDay(language: string, iso: IsoDate, options: Intl.DateTimeFormatOptions): string {
  const locale = formatLocale(language);
  const [year, month, day] = iso.split("-").map(Number);
  return kept(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }),
  ).format(Date.UTC(year, month - 1, day));
}

/**
 * Euro cents as text: "595 €" (de), "€595" (en), "2,60 €"; whole euros without decimals unless
 * `alwaysCents` (the admin's bookkeeping figures, "700,00 €"). German grouping is "de", not
 * "de-AT": the latter's separator differs between Node's and the browser's ICU (hydration).
 */
export function formatEuroCents(
  language: string,
  cents: number,
  options: { alwaysCents?: boolean } = {},
): string {
  const digits = options.alwaysCents || cents % 100 !== 0 ? 2 : 0;
  const locale = formatLocale(language);
  return kept(
    `euro ${locale} ${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }),
  ).format(cents / 100);
}

/**
 * The amounts of one line ("7 × 95,50 € = 668,50 €", "Angebot" beside "Gesamt") in one style:
 * all with cents when any has cents, else all in whole euros.
 */
export function formatEuroLine(language: string, cents: readonly number[]): string[] {
  const alwaysCents = cents.some((amount) => amount % 100 !== 0);
  return cents.map((amount) => formatEuroCents(language, amount, { alwaysCents }));
}

/** A date as "10. Juli 2026" (de), "10 July 2026" (en), "10 luglio 2026" (it). */
export function formatDate(language: string, iso: IsoDate): string {
  return formatDay(language, iso, { day: "numeric", month: "long", year: "numeric" });
}

/** A date in figures: "01.07.2027" (de), "01/07/2027" (en, it); the admin's tables and texts. */
export function formatShortDate(language: string, iso: IsoDate): string {
  return formatDay(language, iso, { day: "2-digit", month: "2-digit", year: "numeric" });
}

/** Day and month of a date, the year left out: "1. Juli", "1 July", "1 luglio". */
export function formatMonthDay(language: string, iso: IsoDate): string {
  return formatDay(language, iso, { day: "numeric", month: "long" });
}

/** Weekdays (1 = Monday … 7 = Sunday) as "Samstag oder Sonntag", "Saturday or Sunday". */
export function formatWeekdays(language: string, weekdays: readonly number[]): string {
  const locale = formatLocale(language);
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 5 January 2026 is a Monday.
  const names = weekdays.map((weekday) => name.format(Date.UTC(2026, 0, 4 + weekday)));
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(names);
}
