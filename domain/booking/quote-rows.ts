import { formatEuroCents, formatEuroLine } from "./format";
import type { PriceQuote } from "./quote";
import { seasonNameIn } from "./settings";

export type QuoteRow = [label: string, value: string];

/**
 * A quote as label–value rows in one language: nights by season ("7 × 145 € = 1.015 €"), the
 * cleaning fee, the tourist tax when charged, the total. For the mails and the admin's inquiry.
 * The amounts of a row share one style ("2 × 95,50 € = 191,00 €", never "= 191 €").
 */
export function quoteRows(
  language: string,
  quote: PriceQuote,
  labels: { cleaning: string; touristTax: string; total: string },
): QuoteRow[] {
  const euro = (cents: number) => formatEuroCents(language, cents);
  return [
    ...quote.lines.map((line): QuoteRow => {
      const [rate, amount] = formatEuroLine(language, [line.rateCents, line.amountCents]);
      return [seasonNameIn(line.season, language), `${line.nights} × ${rate} = ${amount}`];
    }),
    [labels.cleaning, euro(quote.cleaningFeeCents)],
    ...quote.touristTax.map((line): QuoteRow => {
      const [amount, total] = formatEuroLine(language, [line.amountCents, line.totalCents]);
      return [labels.touristTax, `${line.guests} × ${line.nights} × ${amount} = ${total}`];
    }),
    [labels.total, euro(quote.totalCents)],
  ];
}
