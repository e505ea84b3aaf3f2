import type { IsoDate } from "../../../domain/booking/dates";
import {
  formatEuroCents,
  formatLocale,
  formatMonthDay,
  formatWeekdays,
} from "../../../domain/booking/format";
import {
  type NightRange,
  type PriceListGroup,
  priceList,
} from "../../../domain/booking/price-list";
import { type BookingSettings, seasonNameIn } from "../../../domain/booking/settings";
import { useTranslation } from "../../i18n/use-translation";

interface Row {
  key: string;
  label: string;
  value: string;
  detail?: string;
}

/** The rows of one group of years: seasons, cleaning, minimum stay, closed, tourist tax. */
function useRows(group: PriceListGroup): Row[] {
  const { t, i18n } = useTranslation("booking");
  const language = i18n.language;
  const euro = (cents: number) => formatEuroCents(language, cents);
  const ranges = (periods: NightRange[]) =>
    new Intl.ListFormat(formatLocale(language), { type: "conjunction" }).format(
      periods.map(
        (period) =>
          `${formatMonthDay(language, period.first)} – ${formatMonthDay(language, period.last)}`,
      ),
    );
  const rows: Row[] = group.seasons.map((season, index) => ({
    key: `season-${index}`,
    label: t("prices.season", {
      name: seasonNameIn(season.name, language),
      periods: ranges(season.periods),
    }),
    value: t("prices.perNight", { price: euro(season.rateCents) }),
    detail:
      [
        group.minimumNights === null
          ? t("prices.seasonMinimum", { count: season.minimumNights })
          : null,
        season.arrivalWeekdays
          ? t("prices.arrivalDays", { days: formatWeekdays(language, season.arrivalWeekdays) })
          : null,
      ]
        .filter(Boolean)
        .join(" · ") || undefined,
  }));
  rows.push({
    key: "cleaning",
    label: t("prices.cleaning"),
    value: t("prices.cleaningValue", { price: euro(group.cleaningFeeCents) }),
  });
  if (group.minimumNights !== null) {
    rows.push({
      key: "minimum",
      label: t("prices.minimumStay"),
      value: t("prices.minimumStayValue", { count: group.minimumNights }),
    });
  }
  if (group.closed.length > 0) {
    rows.push({ key: "closed", label: t("prices.closed"), value: ranges(group.closed) });
  }
  const tax = group.touristTax;
  if (tax.enabled) {
    rows.push({
      key: "tax",
      label: t("prices.touristTaxRow"),
      value: t(tax.childrenExempt ? "prices.touristTaxAdults" : "prices.touristTaxValue", {
        price: euro(tax.amountCents),
      }),
    });
  }
  return rows;
}

function GroupRows({ group, years }: { group: PriceListGroup; years: string | null }) {
  const rows = useRows(group);
  return (
    <div data-years={`${group.firstYear}-${group.lastYear}`}>
      {years && <p className="mt-3 text-sm font-semibold text-stone-900">{years}</p>}
      <dl className="divide-y divide-stone-200/70">
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex flex-wrap justify-between gap-x-4 py-2 text-sm"
            data-pricing={row.key}
          >
            <dt className="text-stone-700">
              {row.label}
              {row.detail && <span className="block text-xs text-stone-600">{row.detail}</span>}
            </dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The owners' prices and rules as the price boxes of the home page and /buchung show them: the
 * years an arrival can be in, grouped where their plans are the same (one group needs no year).
 */
export function PriceList({
  settings,
  today,
  className,
}: {
  settings: BookingSettings;
  today: IsoDate;
  /** Of the list's box (its spacing below the heading). */
  className: string;
}) {
  const { t } = useTranslation("booking");
  const groups = priceList(settings, today);
  const yearsOf = (group: PriceListGroup) =>
    groups.length < 2
      ? null
      : group.firstYear === group.lastYear
        ? String(group.firstYear)
        : `${group.firstYear}–${group.lastYear}`;
  return (
    <div className={className}>
      {groups.map((group) => (
        <GroupRows key={group.firstYear} group={group} years={yearsOf(group)} />
      ))}
      {!groups.some((group) => group.touristTax.enabled) && (
        <p className="mt-2 text-xs text-stone-600">{t("prices.touristTax")}</p>
      )}
    </div>
  );
}
