import { addYears, type IsoDate, yearOf } from "./dates";
import {
  type BookingSettings,
  planOf,
  type SeasonName,
  type TouristTax,
  type YearPlan,
  yearPlanSchema,
} from "./settings";
import { lastArrivalDay } from "./stay-rules";

/** First and last night, both inclusive; `last` may lie in the next year (over New Year). */
export interface NightRange {
  first: IsoDate;
  last: IsoDate;
}

interface PriceListSeason {
  name: SeasonName;
  periods: NightRange[];
  rateCents: number;
  minimumNights: number;
  arrivalWeekdays: number[] | null;
}

/** Consecutive years with the same plan (dates compared without their year). */
export interface PriceListGroup {
  firstYear: number;
  lastYear: number;
  seasons: PriceListSeason[];
  /** The minimum stay when every season has the same, else null (each names its own). */
  minimumNights: number | null;
  cleaningFeeCents: number;
  closed: NightRange[];
  touristTax: TouristTax;
}

/** The plan with every date reduced to month and day: equal shapes show as one group. */
function shape(plan: YearPlan): string {
  return JSON.stringify(yearPlanSchema.parse(plan), (key, value) =>
    key === "first" || key === "last" ? String(value).slice(5) : value,
  );
}

/** Seasons with the same name, rate and rules are one row with several periods. */
function seasonRows(plan: YearPlan): PriceListSeason[] {
  const rows = new Map<string, PriceListSeason>();
  const sorted = [...plan.seasons].sort((a, b) => a.first.localeCompare(b.first));
  for (const { name, first, last, ...rules } of sorted) {
    const key = JSON.stringify([name, rules]);
    const row = rows.get(key) ?? { name, periods: [], ...rules };
    row.periods.push({ first, last });
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Closed periods in order; one ending 31 December and one starting 1 January are one. */
function closedRows(plan: YearPlan): NightRange[] {
  const periods = [...plan.closedPeriods].sort((a, b) => a.first.localeCompare(b.first));
  const first = periods[0];
  const last = periods.at(-1);
  if (periods.length < 2 || !first || !last) return periods;
  if (first.first.endsWith("-01-01") && last.last.endsWith("-12-31")) {
    return [...periods.slice(1, -1), { first: last.first, last: addYears(first.last, 1) }];
  }
  return periods;
}

/**
 * What the price boxes show: the years from today's to the last one an arrival can be in, each
 * year whose seasons are not all over, grouped where the plans are the same.
 */
export function priceList(settings: BookingSettings, today: IsoDate): PriceListGroup[] {
  const groups: PriceListGroup[] = [];
  let previous = "";
  for (let year = yearOf(today); year <= yearOf(lastArrivalDay(settings, today)); year++) {
    const plan = planOf(settings, year);
    if (!plan.seasons.some((season) => season.last >= today)) continue;
    const current = shape(plan);
    const group = groups.at(-1);
    if (group && current === previous && group.lastYear === year - 1) {
      group.lastYear = year;
      continue;
    }
    previous = current;
    const seasons = seasonRows(plan);
    const minimums = new Set(seasons.map((season) => season.minimumNights));
    groups.push({
      firstYear: year,
      lastYear: year,
      seasons,
      minimumNights: minimums.size === 1 ? [...minimums][0] : null,
      cleaningFeeCents: plan.cleaningFeeCents,
      closed: closedRows(plan),
      touristTax: plan.touristTax,
    });
  }
  return groups;
}

/** The lowest and highest nightly rate of the years the price list shows (structured data). */
export function rateRange(settings: BookingSettings, today: IsoDate) {
  const rates = priceList(settings, today).flatMap((group) =>
    group.seasons.map((season) => season.rateCents),
  );
  return rates.length
    ? { lowestCents: Math.min(...rates), highestCents: Math.max(...rates) }
    : null;
}
