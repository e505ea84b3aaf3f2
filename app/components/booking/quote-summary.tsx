import { useTranslation } from "react-i18next";
import { formatEuroCents } from "../../../domain/booking/format";
import type { PriceQuote } from "../../../domain/booking/quote";
import { seasonNameIn } from "../../../domain/booking/settings";

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
              <div
                key={`${line.season.de}-${line.rateCents}`}
                className="flex justify-between gap-4"
              >
                <dt>
                  {t("quote.line", {
                    season: seasonNameIn(line.season, language),
                    count: line.nights,
                    rate: euro(line.rateCents),
                  })}
                </dt>
                <dd>{euro(line.amountCents)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4">
              <dt>{t("quote.cleaning")}</dt>
              <dd>{euro(quote.cleaningFeeCents)}</dd>
            </div>
            {quote.touristTax.map((line) => (
              <div
                key={`${line.guests}-${line.amountCents}`}
                className="flex justify-between gap-4"
                data-testid="quote-tax"
              >
                <dt>
                  {t("quote.taxLine", {
                    guests: line.guests,
                    count: line.nights,
                    amount: euro(line.amountCents),
                  })}
                </dt>
                <dd>{euro(line.totalCents)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-emerald-200 pt-1 text-base font-semibold">
              <dt>{t("quote.total")}</dt>
              <dd data-testid="quote-total">{euro(quote.totalCents)}</dd>
            </div>
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
