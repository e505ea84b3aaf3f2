import { features } from "../../../content/home-content";
import { property } from "../../../content/property";
import type { IsoDate } from "../../../domain/booking/dates";
import type { BookingSettings } from "../../../domain/booking/settings";
import { useTranslation } from "../../i18n/use-translation";
import { useHouseFacts } from "../../root-data";
import { PriceList } from "../booking/price-list";
import { HeadedRegion } from "../headed-region";
import { RichText } from "../rich-text";
import { formatNumber } from "./format";
import { CheckList, Icon } from "./icons";
import { Section } from "./section";

/** The owners' rates and rules and the day they are shown on. */
interface Prices {
  settings: BookingSettings;
  today: IsoDate;
}

export function DetailsSection({ prices }: { prices: Prices }) {
  const { t, i18n } = useTranslation("home");
  const included = t("details.included", { returnObjects: true }) as string[];
  const house = useHouseFacts();
  const featureCounts: Partial<Record<(typeof features)[number], number>> = {
    bedrooms: house.bedrooms,
    guests: house.sleeps,
  };
  return (
    <Section id="details" heading={t("details.heading")} intro={t("details.intro")}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {features.map((key) => (
          <li
            key={key}
            className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm wrap-anywhere"
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
              <Icon name={key} />
            </span>
            <h3 className="mt-3 font-semibold text-stone-900">
              {t(`details.features.${key}.title`, { count: featureCounts[key] })}
            </h3>
            <p className="mt-1 text-sm text-stone-600">{t(`details.features.${key}.text`)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-14 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="text-2xl font-semibold text-emerald-950">{t("details.aboutHeading")}</h3>
          <div className="mt-4 space-y-4 text-stone-700">
            <RichText text={t("details.about1", { size: house.sizeSqm, sleeps: house.sleeps })} />
            <RichText text={t("details.about2")} />
            <RichText
              text={t("details.about3", {
                altitude: formatNumber(i18n.language, property.altitudeMeters),
              })}
            />
          </div>
          <h3 className="mt-10 text-xl font-semibold text-emerald-950">
            {t("details.includedHeading")}
          </h3>
          <CheckList items={included} className="mt-4 grid gap-2 sm:grid-cols-2" />
        </div>
        <PricingBlock {...prices} />
      </div>
    </Section>
  );
}

function PricingBlock({ settings, today }: Prices) {
  const { t } = useTranslation("home");
  return (
    <HeadedRegion
      as="aside"
      id="pricing-heading"
      heading={t("details.pricing.heading")}
      level="h3"
      className="h-fit rounded-2xl border border-emerald-900/15 bg-emerald-50 p-6"
      headingClassName="text-2xl font-semibold text-emerald-950"
      testId="pricing"
    >
      <PriceList settings={settings} today={today} className="mt-3" />
      <p className="mt-4 text-sm text-stone-700">{t("details.pricing.note")}</p>
    </HeadedRegion>
  );
}
