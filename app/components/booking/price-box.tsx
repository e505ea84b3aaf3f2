import type { IsoDate } from "../../../domain/booking/dates";
import type { BookingSettings } from "../../../domain/booking/settings";
import { useTranslation } from "../../i18n/use-translation";
import { HeadedRegion } from "../headed-region";
import { PriceList } from "./price-list";

/** The price box of /buchung: the owners' seasons, rates and rules. */
export function PriceBox({ settings, today }: { settings: BookingSettings; today: IsoDate }) {
  const { t } = useTranslation("booking");
  return (
    <HeadedRegion
      id="prices-heading"
      heading={t("prices.heading")}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      headingClassName="text-xl font-semibold"
      testId="price-box"
    >
      <PriceList settings={settings} today={today} className="mt-1" />
    </HeadedRegion>
  );
}
