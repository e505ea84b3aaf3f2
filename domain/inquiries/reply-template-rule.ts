import { retiredPlaceholders } from "./reply-template";

/**
 * The price rule of the reply templates: the total and the tourist tax are written only through
 * `{preisangabe}`, which says them as the quote did (tax included, or added on top). A template
 * that writes a euro amount, a tax phrase or a retired placeholder anywhere else could state a
 * total the guest never saw ("1.126,40 € (zuzüglich Ortstaxe)" for a total that includes the
 * tax), in whichever language it is written, for every kind of reply.
 */

/** A euro amount or sign: "985 €", "€ 36.40", "50 EUR", "EUR 50", "100 Euro", a bare "€". */
const number = String.raw`\d(?:[\d.,']*\d)?`;
const euroWord = "eur(?:os?)?";
const euroAmount = new RegExp(
  [
    String.raw`${number}\s?(?:€|${euroWord}(?![\p{L}\d]))`,
    String.raw`(?<![\p{L}\d])${euroWord}\s?${number}`,
    String.raw`€\s?${number}`,
    "€",
  ].join("|"),
  "giu",
);

/**
 * The tourist tax by its names in German, English and Italian (and the ones guests and owners
 * use for it), checked in every language's template.
 */
const taxPhrase = new RegExp(
  // Not the retired placeholder {ortstaxe}: that one is named as such.
  `(?<![\\p{L}{])(?:${[
    "ortstaxen?",
    "kurtaxen?",
    "n(?:ä|ae)chtigungsabgaben?",
    "tourismusabgaben?",
    "g(?:ä|ae)stetaxen?",
    "aufenthaltsabgaben?",
    "(?:tourist|city|visitor|local)\\s+tax(?:es)?",
    "(?:tass|impost)[ae]\\s+di\\s+soggiorno",
    "tass[ae]\\s+turistic(?:a|he)",
  ].join("|")})(?!\\p{L})`,
  "giu",
);

const retiredPattern = new RegExp(`\\{(?:${retiredPlaceholders.join("|")})\\}`, "g");

/** One line of a template that writes about the price outside `{preisangabe}`. */
export interface PriceSlip {
  /** The line as written (trimmed, long lines shortened). */
  line: string;
  /** What in it breaks the rule, each once, in the order written. */
  found: string[];
}

const longestLine = 90;

/** The lines of `text` that write an amount, a tax phrase or a retired placeholder. */
export function priceSlips(text: string): PriceSlip[] {
  const slips: PriceSlip[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const hits = [
      ...line.matchAll(retiredPattern),
      ...line.matchAll(euroAmount),
      ...line.matchAll(taxPhrase),
    ]
      .sort((a, b) => a.index - b.index)
      .map((match) => match[0].replace(/\s+/g, " ").trim());
    if (hits.length === 0) continue;
    slips.push({
      line: line.length > longestLine ? `${line.slice(0, longestLine - 1)}…` : line,
      found: [...new Set(hits)],
    });
  }
  return slips;
}
