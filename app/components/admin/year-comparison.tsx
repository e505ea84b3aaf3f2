import { fill, texts } from "../../../content/admin-texts";
import type { PeriodFigures, YearReport } from "../../../domain/admin/year-report";
import { formatEuroCents } from "../../../domain/booking/format";
import { adminButton } from "./buttons";
import { stacked } from "./stacked-table";

const t = texts.kpis;
const percent = new Intl.NumberFormat("de", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const occupancy = (period: PeriodFigures) =>
  period.occupancy === null ? "–" : percent.format(period.occupancy);
const euro = (cents: number | null) =>
  cents === null ? "–" : formatEuroCents("de", cents, { alwaysCents: true });
const cell = `py-2 pr-3 text-right tabular-nums ${stacked.cell}`;

/** One figure of the year with the previous year's below it. */
function Figure(props: { kpi: string; value: string; previous: string }) {
  return (
    <>
      <span data-kpi={props.kpi}>{props.value}</span>
      <span className="block text-xs text-stone-600 max-md:ml-2 max-md:inline">
        {fill(t.previousYear, { value: props.previous })}
      </span>
    </>
  );
}

function Row(props: {
  label: string;
  month?: number;
  now: PeriodFigures;
  before: PeriodFigures;
  /** Whether to say how many of the occupied nights were sold here and how many elsewhere. */
  split: boolean;
}) {
  const { now, before } = props;
  return (
    <tr
      className={`border-b border-stone-200 align-top ${stacked.row}`}
      data-month={props.month ?? "year"}
    >
      <th scope="row" className={`py-2 pr-3 font-medium ${stacked.wide}`}>
        {props.label}
      </th>
      <td className={cell} data-label={t.occupancyRate}>
        <Figure kpi="occupancy" value={occupancy(now)} previous={occupancy(before)} />
      </td>
      <td className={cell} data-label={t.occupiedOfBookable}>
        <Figure
          kpi="nights"
          value={`${now.occupiedNights} / ${now.bookableNights}`}
          previous={`${before.occupiedNights} / ${before.bookableNights}`}
        />
        {props.split && (
          <span className="block text-xs text-stone-600 max-md:ml-2 max-md:inline" data-kpi="split">
            {fill(t.nightsSplit, { own: now.ownNights, channel: now.channelNights })}
          </span>
        )}
      </td>
      <td className={cell} data-label={t.monthRevenue}>
        <Figure kpi="revenue" value={euro(now.revenueCents)} previous={euro(before.revenueCents)} />
      </td>
      <td className={cell} data-label={t.averageRate}>
        <Figure
          kpi="average-rate"
          value={euro(now.averageRateCents)}
          previous={euro(before.averageRateCents)}
        />
      </td>
    </tr>
  );
}

/** Occupancy, nights, revenue and average nightly rate per month, beside the previous year. */
export function YearComparison({ report, previous }: { report: YearReport; previous: YearReport }) {
  // Only where other channels sold nights does "occupied" need saying how it is made up.
  const split = report.total.channelNights > 0;
  return (
    <section aria-labelledby="comparison-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="comparison-title" className="text-lg font-semibold">
          {fill(t.comparisonTitle, { year: report.year, previous: previous.year })}
        </h2>
        <a
          href={`/admin/kennzahlen.csv?jahr=${report.year}`}
          download
          className={`${adminButton.secondary} text-sm`}
        >
          {t.exportCsv}
        </a>
      </div>
      <p className="text-sm text-stone-600">{t.comparisonHint}</p>
      <table className={`w-full text-left text-sm ${stacked.table}`} data-testid="year-comparison">
        <thead className={stacked.head}>
          <tr className="border-b border-stone-300">
            <th className="py-2 pr-3">{t.month}</th>
            {[t.occupancyRate, t.occupiedOfBookable, t.monthRevenue, t.averageRate].map((label) => (
              <th key={label} className="py-2 pr-3 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {report.months.map((month, i) => (
            <Row
              key={t.months[i]}
              label={t.months[i]}
              month={i + 1}
              now={month}
              before={previous.months[i]}
              split={split}
            />
          ))}
          <Row label={t.wholeYear} now={report.total} before={previous.total} split={split} />
        </tbody>
      </table>
    </section>
  );
}
