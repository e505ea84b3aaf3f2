import { useTranslation } from "react-i18next";
import { features } from "../../../content/home-content";
import { bookingRules, pricing, property, seasons } from "../../../content/property";
import { formatDayOfYear, formatNumber, formatPrice } from "./format";
import { Icon } from "./icons";
import { Section } from "./section";

const featureCounts: Partial<Record<(typeof features)[number], number>> = {
  bedrooms: property.bedrooms,
  guests: property.sleeps,
};

export function DetailsSection() {
  const { t, i18n } = useTranslation("home");
  const included = t("details.included", { returnObjects: true }) as string[];
  return (
    <Section id="details" heading={t("details.heading")} intro={t("details.intro")}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {features.map((key) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
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
            <p>{t("details.about1", { size: property.sizeSqm, sleeps: property.sleeps })}</p>
            <p>{t("details.about2")}</p>
            <p>
              {t("details.about3", {
                altitude: formatNumber(i18n.language, property.altitudeMeters),
              })}
            </p>
          </div>
          <h3 className="mt-10 text-xl font-semibold text-emerald-950">
            {t("details.includedHeading")}
          </h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {included.map((item) => (
              <li key={item} className="flex items-start gap-2 text-stone-700">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <PricingBlock />
      </div>
    </Section>
  );
}

function PricingBlock() {
  const { t, i18n } = useTranslation("home");
  const language = i18n.language;
  const day = (value: readonly [number, number]) => formatDayOfYear(language, value);
  const range = (period: { from: readonly [number, number]; to: readonly [number, number] }) =>
    t("details.pricing.range", { from: day(period.from), to: day(period.to) });
  const rows = [
    {
      key: "high",
      label: t("details.pricing.highSeason"),
      detail: range(seasons.high),
      value: t("details.pricing.perNight", {
        price: formatPrice(language, pricing.highSeasonPerNight),
      }),
    },
    {
      key: "off",
      label: t("details.pricing.offSeason"),
      detail: seasons.off.map(range).join(" · "),
      value: t("details.pricing.perNight", {
        price: formatPrice(language, pricing.offSeasonPerNight),
      }),
    },
    {
      key: "cleaning",
      label: t("details.pricing.cleaning"),
      value: t("details.pricing.cleaningValue", {
        price: formatPrice(language, pricing.cleaningFee),
      }),
    },
    {
      key: "minimum",
      label: t("details.pricing.minimumStay"),
      value: t("details.pricing.minimumStayValue", { count: bookingRules.minimumNights }),
    },
    { key: "closed", label: t("details.pricing.closed"), value: range(seasons.closed) },
  ];
  return (
    <aside
      aria-labelledby="pricing-heading"
      className="h-fit rounded-2xl border border-emerald-900/15 bg-emerald-50 p-6"
      data-testid="pricing"
    >
      <h3 id="pricing-heading" className="text-2xl font-semibold text-emerald-950">
        {t("details.pricing.heading")}
      </h3>
      <dl className="mt-4 divide-y divide-emerald-900/10">
        {rows.map((row) => (
          <div key={row.key} className="py-3" data-pricing={row.key}>
            <dt className="font-medium text-stone-900">{row.label}</dt>
            {row.detail && <dd className="text-sm text-stone-600">{row.detail}</dd>}
            <dd className="font-semibold text-emerald-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-700">{t("details.pricing.note")}</p>
    </aside>
  );
}
