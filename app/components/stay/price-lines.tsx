import { formatEuroCents } from "../../../domain/booking/format";
import { quoteRows } from "../../../domain/booking/quote-rows";
import type { GuestStayView } from "../../../domain/stays/guest-stay";
import { useTranslation } from "../../i18n/use-translation";
import { FactRow, StaySection } from "./section";

/**
 * The price lines of the stored quote (nights by season, cleaning, tourist tax) and the total
 * that counts: the offer's. Where the owners changed it, the quote's own sum stays visible
 * beside it with their reason. A quote without tax lines says the tourist tax comes on top.
 */
export function PriceLines({ view }: { view: GuestStayView }) {
  const { t, i18n } = useTranslation("stay");
  const language = i18n.language;
  const euro = (cents: number) => formatEuroCents(language, cents);
  const { quote } = view;
  const total = view.totalCents ?? quote?.totalCents ?? null;
  const differs = quote !== null && total !== null && total !== quote.totalCents;
  const rows = quote
    ? quoteRows(language, quote, {
        cleaning: t("price.cleaning"),
        touristTax: t("price.touristTax"),
        total: t(differs ? "price.quoteTotal" : "price.total"),
      })
    : [];
  // The quote's own total is the last row; it is the page's total unless the offer differs.
  const lines = differs || !quote ? rows : rows.slice(0, -1);
  return (
    <StaySection id="price" heading={t("price.heading")}>
      <dl className="mt-3 divide-y divide-stone-200">
        {lines.map(([label, value]) => (
          <FactRow key={`${label}|${value}`} label={label}>
            {value}
          </FactRow>
        ))}
        {total !== null && (
          <div
            className="flex flex-wrap justify-between gap-x-4 border-t-2 border-emerald-800 pt-2 text-lg font-semibold"
            data-testid="stay-total"
          >
            <dt>{t(differs ? "price.agreedTotal" : "price.total")}</dt>
            <dd>{euro(total)}</dd>
          </div>
        )}
      </dl>
      {differs && view.totalReason && (
        <p className="mt-3 text-stone-700">{t("price.reason", { reason: view.totalReason })}</p>
      )}
      {quote && quote.touristTax.length === 0 && (
        <p className="mt-3 text-stone-700" data-testid="tax-added">
          {t("price.taxAdded")}
        </p>
      )}
    </StaySection>
  );
}
