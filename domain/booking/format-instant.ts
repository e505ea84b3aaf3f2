import { property } from "../../content/property";
import { formatDate, formatLocale } from "./format";
import { propertyDateOf } from "./today";

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the apartment's clock shows it, date and time: "8. März 2027 um 10:00",
 * "8 March 2027 at 10:00", "8 marzo 2027 alle ore 10:00". The guest's page and the mails give
 * an offer's deadline this one way.
 */
export function formatInstant(language: string, iso: string): string {
  const locale = formatLocale(language);
  let format = instantFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: property.timeZone,
    });
    instantFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The apartment's calendar date of an instant, as "8. März 2027". */
export function formatInstantDate(language: string, iso: string): string {
  return formatDate(language, propertyDateOf(new Date(iso)));
}
