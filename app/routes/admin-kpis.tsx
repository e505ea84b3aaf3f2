import { Form } from "react-router";
import { formatEuro, kpiStatuses } from "../../domain/admin/kpis";
import { statusLabels } from "../../domain/admin/statuses";
import { texts } from "../../domain/admin/texts";
import { requireAdmin } from "../../server/admin/guard";
import { loadKpis } from "../../server/admin/kpis";
import { servicesContext } from "../../server/context";
import { AdminErrorBoundary } from "../components/admin/gate";
import { OccupancyChart } from "../components/admin/occupancy-chart";
import type { Route } from "./+types/admin-kpis";

export const meta = () => [{ title: "Admin – KPIs" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const requested = Number(new URL(request.url).searchParams.get("jahr"));
  return loadKpis(db, Number.isInteger(requested) ? requested : null, now().getFullYear());
}

export default function AdminKpis({ loaderData }: Route.ComponentProps) {
  const { years, figures } = loaderData;
  return (
    <div className="space-y-8">
      <Form method="get" className="flex items-end gap-3">
        <label className="block">
          <span className="text-sm font-medium">{texts.kpis.year}</span>
          <select
            name="jahr"
            defaultValue={figures.year}
            key={figures.year}
            className="mt-1 block rounded-md border border-stone-300 bg-white px-3 py-2"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="rounded-md border border-stone-300 px-3 py-2">
            {texts.kpis.show}
          </button>
        </noscript>
      </Form>

      <table className="w-full max-w-2xl text-left text-sm" data-testid="kpi-table">
        <thead>
          <tr className="border-b border-stone-300">
            <th className="py-2">{texts.kpis.status}</th>
            <th className="py-2 text-right">{texts.kpis.nights}</th>
            <th className="py-2 text-right">{texts.kpis.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {kpiStatuses.map((status) => (
            <tr key={status} className="border-b border-stone-200" data-status={status}>
              <td className="py-2">{statusLabels[status]}</td>
              <td className="py-2 text-right tabular-nums" data-kpi="nights">
                {figures.nights[status]}
              </td>
              <td className="py-2 text-right tabular-nums" data-kpi="revenue">
                {formatEuro(figures.revenue[status])}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="py-2" colSpan={2}>
              {texts.kpis.total}
            </td>
            <td className="py-2 text-right tabular-nums" data-kpi="total">
              {formatEuro(figures.totalRevenue)}
            </td>
          </tr>
        </tfoot>
      </table>

      <OccupancyChart occupancy={figures.occupancy} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
