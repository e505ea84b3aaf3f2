import { useTranslation } from "react-i18next";
import { bookingRules, pricing, seasons } from "../../../content/property";
import { formatEuro, formatMonthDay } from "../../../domain/booking/format";

/** High and off season, the cleaning fee, minimum stay and closed months: all from the constants. */
export function PriceBox() {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const day = (value: readonly [number, number]) => formatMonthDay(lang, value);
  const rows: Array<[string, string]> = [
    [
      t("prices.highSeason", { from: day(seasons.high.from), to: day(seasons.high.to) }),
      t("prices.perNight", { price: formatEuro(lang, pricing.highSeasonPerNight) }),
    ],
    [
      t("prices.offSeason", {
        from: day(seasons.off[0].from),
        to: day(seasons.off[0].to),
        from2: day(seasons.off[1].from),
        to2: day(seasons.off[1].to),
      }),
      t("prices.perNight", { price: formatEuro(lang, pricing.offSeasonPerNight) }),
    ],
    [
      t("prices.cleaning"),
      t("prices.cleaningValue", { price: formatEuro(lang, pricing.cleaningFee) }),
    ],
    [t("prices.minimumStay"), t("prices.minimumStayValue", { count: bookingRules.minimumNights })],
    [t("prices.closed"), t("prices.closedValue")],
  ];
  return (
    <section
      aria-labelledby="prices-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="prices-heading" className="text-xl font-semibold">
        {t("prices.heading")}
      </h2>
      <dl className="mt-3 divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-600">{t("prices.touristTax")}</p>
    </section>
  );
}
