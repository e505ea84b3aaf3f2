import { Form, Link } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { loadKpis } from "../../server/admin/kpis";
import { loadAgenda } from "../../server/admin/stay-panel";
import { listConflicts } from "../../server/channels/conflicts";
import { servicesContext } from "../../server/context";
import { adminMeta } from "../admin-meta";
import { ChannelConflicts } from "../components/admin/channel-conflicts";
import { AdminErrorBoundary } from "../components/admin/gate";
import { OccupancyChart } from "../components/admin/occupancy-chart";
import { RevenueTable } from "../components/admin/revenue-table";
import { StayAgenda } from "../components/admin/stay-agenda";
import { YearComparison } from "../components/admin/year-comparison";
import { Select } from "../components/forms/fields";
import type { Route } from "./+types/admin-kpis";

export const meta = adminMeta(texts.dashboard.tabs.kpis);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const today = todayOf(now);
  const requested = Number(new URL(request.url).searchParams.get("jahr"));
  return {
    ...(await loadKpis(db, Number.isInteger(requested) ? requested : null, today)),
    // The start page is where the owners look first: double bookings show here too.
    conflicts: await listConflicts(db, today),
    // What needs the owners today, above the figures.
    agenda: await loadAgenda(db, now()),
    today,
    now: now().toISOString(),
  };
}

export default function AdminKpis({ loaderData }: Route.ComponentProps) {
  const { years, figures, conflicts } = loaderData;
  return (
    <div className="space-y-8">
      <ChannelConflicts conflicts={conflicts} calendarLink />
      <StayAgenda agenda={loaderData.agenda} today={loaderData.today} now={loaderData.now} />
      <Form method="get" className="flex items-end gap-3">
        <Select
          label={texts.kpis.year}
          name="jahr"
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          defaultValue={figures.year}
          key={figures.year}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <noscript>
          <button type="submit" className="rounded-md border border-stone-300 px-3 py-2">
            {texts.kpis.show}
          </button>
        </noscript>
      </Form>
      {loaderData.nextArrivalYear && (
        <p className="text-sm" data-testid="year-without-stays">
          {fill(texts.kpis.yearWithoutStays, { year: figures.year })}{" "}
          <Link
            to={`?jahr=${loaderData.nextArrivalYear}`}
            className="font-medium text-emerald-900 underline"
          >
            {fill(texts.kpis.showYear, { year: loaderData.nextArrivalYear })}
          </Link>
        </p>
      )}

      <RevenueTable figures={figures} />

      <OccupancyChart own={figures.occupancy} channel={figures.channelOccupancy} />

      <YearComparison report={loaderData.report} previous={loaderData.previous} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
