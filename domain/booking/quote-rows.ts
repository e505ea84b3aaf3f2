import { formatEuroCents } from "./format";
import type { PriceQuote } from "./quote";
import { seasonNameIn } from "./settings";

export type QuoteRow = [label: string, value: string];

/**
 * A quote as label–value rows in one language: nights by season ("7 × 145 € = 1.015 €"), the
 * cleaning fee, the tourist tax when charged, the total. For the mails and the admin's inquiry.
 */
export function quoteRows(
  language: string,
  quote: PriceQuote,
  labels: { cleaning: string; touristTax: string; total: string },
): QuoteRow[] {
  const euro = (cents: number) => formatEuroCents(language, cents);
  return [
    ...quote.lines.map(
      (line): QuoteRow => [
        seasonNameIn(line.season, language),
        `${line.nights} × ${euro(line.rateCents)} = ${euro(line.amountCents)}`,
      ],
    ),
    [labels.cleaning, euro(quote.cleaningFeeCents)],
    ...quote.touristTax.map(
      (line): QuoteRow => [
        labels.touristTax,
        `${line.guests} × ${line.nights} × ${euro(line.amountCents)} = ${euro(line.totalCents)}`,
      ],
    ),
    [labels.total, euro(quote.totalCents)],
  ];
}
