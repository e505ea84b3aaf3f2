import { formatEuroCents } from "../../../domain/booking/format";
import type { PriceQuote } from "../../../domain/booking/quote";
import { seasonNameIn } from "../../../domain/booking/settings";
import { useTranslation } from "../../i18n/use-translation";

/** One line of the price: what it is for, and its amount; the total set off above. */
function QuoteRow(props: {
  label: string;
  amount: string;
  total?: boolean;
  testId?: string;
  amountTestId?: string;
}) {
  return (
    <div
      className={
        props.total
          ? "flex justify-between gap-4 border-t border-emerald-200 pt-1 text-base font-semibold"
          : "flex justify-between gap-4"
      }
      data-testid={props.testId}
    >
      <dt>{props.label}</dt>
      <dd data-testid={props.amountTestId}>{props.amount}</dd>
    </div>
  );
}

/** The live price of the selected range: nights by season, cleaning fee, tourist tax, total. */
export function QuoteSummary({ quote }: { quote: PriceQuote | null }) {
  const { t, i18n } = useTranslation("booking");
  const language = i18n.language;
  const euro = (cents: number) => formatEuroCents(language, cents);
  return (
    <section
      aria-labelledby="quote-heading"
      aria-live="polite"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
      data-testid="quote"
    >
      <h2 id="quote-heading" className="font-semibold">
        {t("quote.heading")}
        {quote && (
          <span className="font-normal"> · {t("quote.nights", { count: quote.nights })}</span>
        )}
      </h2>
      {quote ? (
        <>
          <dl className="mt-2 space-y-1 text-sm">
            {quote.lines.map((line) => (
              <QuoteRow
                key={`${line.season.de}-${line.rateCents}`}
                label={t("quote.line", {
                  season: seasonNameIn(line.season, language),
                  count: line.nights,
                  rate: euro(line.rateCents),
                })}
                amount={euro(line.amountCents)}
              />
            ))}
            <QuoteRow label={t("quote.cleaning")} amount={euro(quote.cleaningFeeCents)} />
            {quote.touristTax.map((line) => (
              <QuoteRow
                key={`${line.guests}-${line.amountCents}`}
                testId="quote-tax"
                label={t("quote.taxLine", {
                  guests: line.guests,
                  count: line.nights,
                  amount: euro(line.amountCents),
                })}
                amount={euro(line.totalCents)}
              />
            ))}
            <QuoteRow
              total
              label={t("quote.total")}
              amount={euro(quote.totalCents)}
              amountTestId="quote-total"
            />
          </dl>
          <p className="mt-2 text-xs text-stone-600">
            {t(quote.touristTax.length ? "quote.taxIncluded" : "quote.touristTax")}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t("quote.empty")}</p>
      )}
    </section>
  );
}
