import { fill, texts } from "../../../content/admin-texts";
import type { YearFigures } from "../../../domain/admin/kpis";
import { formatEuroCents } from "../../../domain/booking/format";
import { toCents } from "../../../domain/kernel/money";
import { reservationStatuses, statusLabels } from "../../../domain/kernel/statuses";

const t = texts.kpis;

/** The admin's bookkeeping figures ("1.620,50 €"). */
const euro = (amount: string) => formatEuroCents("de", toCents(amount), { alwaysCents: true });

/**
 * Nights and revenue per status for the stays arriving in the year, and the two sums, each
 * named by what it adds: booked and paid (firm), and with the pre-reserved on top.
 */
export function RevenueTable({ figures }: { figures: YearFigures }) {
  return (
    <table className="w-full max-w-2xl text-left text-sm" data-testid="kpi-table">
      <caption className="mb-2 text-left text-sm text-stone-600">
        {fill(t.tableCaption, { year: figures.year })}
      </caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th className="py-2">{t.status}</th>
          <th className="py-2 text-right">{t.nights}</th>
          <th className="py-2 text-right">{t.revenue}</th>
        </tr>
      </thead>
      <tbody>
        {reservationStatuses.map((status) => (
          <tr key={status} className="border-b border-stone-200" data-status={status}>
            <td className="py-2">{statusLabels[status]}</td>
            <td className="py-2 text-right tabular-nums" data-kpi="nights">
              {figures.nights[status]}
            </td>
            <td className="py-2 text-right tabular-nums" data-kpi="revenue">
              {euro(figures.revenue[status])}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="py-2 pr-3 text-left" colSpan={2}>
            {t.firmTotal}
          </th>
          <td className="py-2 text-right tabular-nums" data-kpi="firm-total">
            {euro(figures.firmRevenue)}
          </td>
        </tr>
        <tr>
          <th scope="row" className="py-2 pr-3 text-left font-normal" colSpan={2}>
            {t.total}
          </th>
          <td className="py-2 text-right tabular-nums" data-kpi="total">
            {euro(figures.totalRevenue)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
