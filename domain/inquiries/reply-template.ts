import type { Language } from "../../content/property";
import { toCents } from "../admin/kpis";
import { formatDate, formatEuroCents } from "../booking/format";
import { countNights } from "../booking/nights";
import type { PriceQuote } from "../booking/quote";

/** Replies the owners send from an inquiry: on accepting, on rejecting, or at any time. */
export const replyKinds = ["accept", "reject", "reply"] as const;
export type ReplyKind = (typeof replyKinds)[number];

/**
 * What a template may contain in braces (German, like the rest of the admin area), each filled
 * in the guest's language.
 */
export const placeholders = [
  "vorname",
  "name",
  "anreise",
  "abreise",
  "naechte",
  "gaeste",
  "preis",
  "ortstaxe",
  "zahlungsdaten",
] as const;
type Placeholder = (typeof placeholders)[number];
export type ReplyValues = Record<Placeholder, string>;

export interface ReplyText {
  subject: string;
  body: string;
}

/** Every kind in every language: the owners' text where saved (`custom`), else the built-in. */
export type ReplyTemplates = Record<ReplyKind, Record<Language, ReplyText & { custom: boolean }>>;

export const replyLimits = { subject: 200, body: 10_000 } as const;

const placeholderPattern = /\{([a-z_]+)\}/g;

/** The template with every known placeholder filled; anything else in braces stays as written. */
export function fillTemplate(template: string, values: ReplyValues): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}

/** Names in braces that are no placeholder (a typo the owners should hear about on saving). */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(placeholderPattern)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !placeholders.includes(name as Placeholder)))];
}

export interface ReplyInquiry {
  firstName: string;
  lastName: string;
  preferredStartDate: string;
  preferredEndDate: string;
  guestCount: number;
  /** Decimal euros as stored ("985.00"), or null. */
  quotedPrice: string | null;
  /** The quote stored with the inquiry; null for inquiries stored before quotes were. */
  quote: Pick<PriceQuote, "touristTax"> | null;
}

/** The placeholders' values for one inquiry, written the way its guest reads them. */
export function replyValues(
  inquiry: ReplyInquiry,
  language: Language,
  paymentDetails: string,
): ReplyValues {
  return {
    vorname: inquiry.firstName,
    name: `${inquiry.firstName} ${inquiry.lastName}`,
    anreise: formatDate(language, inquiry.preferredStartDate),
    abreise: formatDate(language, inquiry.preferredEndDate),
    naechte: String(countNights(inquiry.preferredStartDate, inquiry.preferredEndDate)),
    gaeste: String(inquiry.guestCount),
    preis:
      inquiry.quotedPrice === null ? "–" : formatEuroCents(language, toCents(inquiry.quotedPrice)),
    ortstaxe:
      inquiry.quote === null
        ? "–"
        : formatEuroCents(
            language,
            inquiry.quote.touristTax.reduce((sum, line) => sum + line.totalCents, 0),
          ),
    zahlungsdaten: paymentDetails,
  };
}

/** A template filled for one inquiry: the preview the owners may change before sending. */
export function replyPreview(template: ReplyText, values: ReplyValues): ReplyText {
  return {
    subject: fillTemplate(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}
