import { Form, Link } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { reportMonth } from "../../domain/admin/tourist-tax-report";
import { formatEuroCents, formatShortDate } from "../../domain/booking/format";
import { shiftMonth } from "../../domain/booking/month-grid";
import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { loadTouristTaxReport } from "../../server/admin/tourist-tax";
import { servicesContext } from "../../server/context";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { AdminErrorBoundary } from "../components/admin/gate";
import { stacked } from "../components/admin/stacked-table";
import { eventColours } from "../components/calendar/event-colours";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-tourist-tax";

const t = texts.touristTax;

export const meta = adminMeta(texts.dashboard.tabs.touristTax);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const asked = new URL(request.url).searchParams.get("monat");
  const { month, invalid } = reportMonth(asked, todayOf(now));
  return {
    report: await loadTouristTaxReport(db, month),
    // A refused month stays in the field, with its message.
    asked: invalid ? asked : null,
  };
}

type Report = Route.ComponentProps["loaderData"]["report"];
type Line = Report["lines"][number];

const day = (iso: string) => formatShortDate("de", iso);
const euro = (cents: number) => formatEuroCents("de", cents, { alwaysCents: true });
/** "Juli 2026"; the month's first day in UTC, so no time zone moves it. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat("de", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );
/** The line's status in the CSV's words (the CSV writer's module stays on the server). */
const statusOf = (line: Line) =>
  line.status === "imported" ? t.imported : texts.statuses[line.status];
const figure = (value: number | null) => (value === null ? "–" : String(value));

const cell = `py-2 pr-3 ${stacked.cell}`;
const number = `${cell} text-right tabular-nums`;
const c = t.columns;

function LineRow({ line }: { line: Line }) {
  return (
    <tr className={`border-b border-stone-200 align-top ${stacked.row}`} data-guest={line.guest}>
      <th scope="row" className={`py-2 pr-3 text-left font-medium ${stacked.wide}`}>
        {line.guest}
        <div className="font-normal whitespace-nowrap text-stone-600">
          {day(line.startDate)} – {day(line.endDate)}
        </div>
      </th>
      <td className={cell} data-label={c.status}>
        <span className={`rounded-full border px-2 py-0.5 text-xs ${eventColours[line.status]}`}>
          {statusOf(line)}
        </span>
      </td>
      <td className={number} data-label={c.nights} data-figure="nights">
        {line.nights}
      </td>
      <td className={number} data-label={c.adultNights} data-figure="adult-nights">
        {figure(line.adultNights)}
      </td>
      <td className={number} data-label={c.childNights} data-figure="child-nights">
        {figure(line.childNights)}
      </td>
      <td className={number} data-label={c.taxedGuestNights} data-figure="taxed-guest-nights">
        {figure(line.taxedGuestNights)}
      </td>
      <td className={`${number} whitespace-nowrap`} data-label={c.tax} data-figure="tax">
        {line.taxCents === null ? "–" : euro(line.taxCents)}
      </td>
      <td className={`${cell} max-md:text-left`} data-label={c.note}>
        {line.missing && <span className="text-amber-900">{t.missing[line.missing]}</span>}
      </td>
    </tr>
  );
}

function Sums({ report }: { report: Report }) {
  const { totals } = report;
  const entries: Array<[string, string, string]> = [
    [t.stays, "stays", String(totals.stays)],
    [c.nights, "nights", String(totals.nights)],
    [c.adultNights, "adult-nights", String(totals.adultNights)],
    [c.childNights, "child-nights", String(totals.childNights)],
    [c.taxedGuestNights, "taxed-guest-nights", String(totals.taxedGuestNights)],
    [c.tax, "tax", euro(totals.taxCents)],
  ];
  return (
    <section aria-labelledby="tax-sums" className="space-y-2">
      <h3 id="tax-sums" className="font-semibold">
        {t.sums}
      </h3>
      <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="sums">
        {entries.map(([label, key, value]) => (
          <div key={key} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums" data-sum={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {totals.toComplete > 0 && (
        <p className="text-sm text-amber-900" data-testid="to-complete">
          {fill(t.toComplete, { count: totals.toComplete })}
        </p>
      )}
    </section>
  );
}

export default function AdminTouristTax({ loaderData }: Route.ComponentProps) {
  const { report, asked } = loaderData;
  const { month } = report;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold">{fill(t.title, { month: monthName(month) })}</h2>
        <a
          href={`/admin/ortstaxe.csv?monat=${month}`}
          download
          className={`${adminButton.secondary} text-sm`}
        >
          {t.exportCsv}
        </a>
      </div>
      <div className="max-w-3xl space-y-2 text-sm text-stone-700">
        {t.explanation.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <div className="flex flex-wrap items-start gap-3">
        {/* A plain GET form: works without JavaScript, and the URL names the month. */}
        <Form method="get" className="flex flex-wrap items-start gap-3" key={`${month}-${asked}`}>
          <TextField
            label={t.month}
            name="monat"
            type="month"
            defaultValue={asked ?? month}
            hint={t.monthHint}
            error={asked === null ? undefined : t.invalidMonth}
          />
          <button type="submit" className={`${adminButton.secondary} mt-6`}>
            {t.show}
          </button>
        </Form>
        <nav aria-label={t.monthNav} className="mt-6 flex gap-2">
          <Link to={`?monat=${shiftMonth(month, -1)}`} className={adminButton.secondary}>
            ← {t.previous}
          </Link>
          <Link to={`?monat=${shiftMonth(month, 1)}`} className={adminButton.secondary}>
            {t.next} →
          </Link>
        </nav>
      </div>

      {report.lines.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <table className={`w-full text-left text-sm ${stacked.table}`} data-testid="tourist-tax">
          <thead className={stacked.head}>
            <tr className="border-b border-stone-300">
              <th className="py-2 pr-3">{c.stay}</th>
              <th className="py-2 pr-3">{c.status}</th>
              {[c.nights, c.adultNights, c.childNights, c.taxedGuestNights, c.tax].map((label) => (
                <th key={label} className="py-2 pr-3 text-right">
                  {label}
                </th>
              ))}
              <th className="py-2 pr-3">{c.note}</th>
            </tr>
          </thead>
          <tbody className={stacked.body}>
            {report.lines.map((line) => (
              <LineRow
                key={`${line.status}-${line.guest}-${line.startDate}-${line.endDate}`}
                line={line}
              />
            ))}
          </tbody>
        </table>
      )}
      <Sums report={report} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
