import type { Language } from "../../content/property";
import { priceSentences } from "../../content/reply-templates";
import { formatDate, formatEuroCents } from "../booking/format";
import { countNights } from "../booking/nights";
import type { PriceQuote } from "../booking/quote";
import { toCents } from "../kernel/money";

/** Replies the owners send from an inquiry: on accepting, on rejecting, or at any time. */
export const replyKinds = ["accept", "reject", "reply"] as const;
export type ReplyKind = (typeof replyKinds)[number];

/**
 * What a template may contain in braces (German, like the rest of the admin area), each filled
 * in the guest's language. The total is written only by `{preisangabe}`, the quote's own
 * sentence (reply-template-rule.ts refuses amounts and tax phrases anywhere else).
 */
export const placeholders = [
  "vorname",
  "name",
  "anreise",
  "abreise",
  "naechte",
  "gaeste",
  "preisangabe",
  "zahlungsdaten",
] as const;
/**
 * The bare total and the bare tax of earlier templates: still filled, so a template saved with
 * them keeps working until the owners correct it, but no longer accepted on saving (they wrote
 * the total without saying whether the tax is in it).
 */
export const retiredPlaceholders = ["preis", "ortstaxe"] as const;
type Placeholder = (typeof placeholders)[number] | (typeof retiredPlaceholders)[number];
export type ReplyValues = Record<Placeholder, string>;

export interface ReplyText {
  subject: string;
  body: string;
}

/**
 * Every kind in every language: the owners' text where saved (`custom`), else the built-in;
 * `problem` says what a saved one writes about the price that it may no longer (null if nothing).
 */
export type ReplyTemplates = Record<
  ReplyKind,
  Record<Language, ReplyText & { custom: boolean; problem: string | null }>
>;

export const replyLimits = { subject: 200, body: 10_000 } as const;

const placeholderPattern = /\{([a-z_]+)\}/g;

/** The template with every known placeholder filled; anything else in braces stays as written. */
export function fillTemplate(template: string, values: ReplyValues): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}

const knownNames: readonly string[] = [...placeholders, ...retiredPlaceholders];

/**
 * Names in braces that are no placeholder (a typo the owners should hear about on saving). The
 * retired ones are known: the price rule names them with their replacement.
 */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(placeholderPattern)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !knownNames.includes(name)))];
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

/**
 * The sentence of `{preisangabe}`: the total as the guest's price box said it. A quote with tax
 * lines had the tax in its total ("Inklusive Ortstaxe"), one without said it comes on top
 * ("Zuzüglich Ortstaxe"); an inquiry stored before quotes were gets the total alone.
 */
function priceSentence(
  language: Language,
  totalCents: number | null,
  quote: Pick<PriceQuote, "touristTax"> | null,
): string {
  if (totalCents === null) return "–";
  const sentences = priceSentences[language];
  const euro = (cents: number) => formatEuroCents(language, cents);
  const total = euro(totalCents);
  if (quote === null) return sentences.withoutQuote.replace("{total}", total);
  const taxCents = quote.touristTax.reduce((sum, line) => sum + line.totalCents, 0);
  return taxCents > 0
    ? sentences.taxIncluded.replace("{total}", total).replace("{tax}", euro(taxCents))
    : sentences.taxAdded.replace("{total}", total);
}

/** The placeholders' values for one inquiry, written the way its guest reads them. */
export function replyValues(
  inquiry: ReplyInquiry,
  language: Language,
  paymentDetails: string,
): ReplyValues {
  const totalCents = inquiry.quotedPrice === null ? null : toCents(inquiry.quotedPrice);
  return {
    vorname: inquiry.firstName,
    name: `${inquiry.firstName} ${inquiry.lastName}`,
    anreise: formatDate(language, inquiry.preferredStartDate),
    abreise: formatDate(language, inquiry.preferredEndDate),
    naechte: String(countNights(inquiry.preferredStartDate, inquiry.preferredEndDate)),
    gaeste: String(inquiry.guestCount),
    preis: totalCents === null ? "–" : formatEuroCents(language, totalCents),
    ortstaxe:
      inquiry.quote === null
        ? "–"
        : formatEuroCents(
            language,
            inquiry.quote.touristTax.reduce((sum, line) => sum + line.totalCents, 0),
          ),
    preisangabe: priceSentence(language, totalCents, inquiry.quote),
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
