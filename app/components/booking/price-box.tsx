import { useTranslation } from "react-i18next";
import type { IsoDate } from "../../../domain/booking/dates";
import type { BookingSettings } from "../../../domain/booking/settings";
import { PriceList } from "./price-list";

/** The price box of /buchung: the owners' seasons, rates and rules. */
export function PriceBox({ settings, today }: { settings: BookingSettings; today: IsoDate }) {
  const { t } = useTranslation("booking");
  return (
    <section
      aria-labelledby="prices-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="price-box"
    >
      <h2 id="prices-heading" className="text-xl font-semibold">
        {t("prices.heading")}
      </h2>
      <div className="mt-1">
        <PriceList settings={settings} today={today} />
      </div>
    </section>
  );
}
