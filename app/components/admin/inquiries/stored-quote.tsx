import { texts } from "../../../../content/admin-texts";
import type { PriceQuote } from "../../../../domain/booking/quote";
import { quoteRows } from "../../../../domain/booking/quote-rows";

/** The quote the guest saw when sending the inquiry, line by line (later rates never change it). */
export function StoredQuote({ quote }: { quote: PriceQuote }) {
  return (
    <dl className="mt-3 max-w-md space-y-0.5 text-sm" data-testid="inquiry-quote">
      {quoteRows("de", quote, texts.prices.quote).map(([label, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one stored quote never move
        <div key={index} className="flex justify-between gap-4">
          <dt className="text-stone-600">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
