import { yearReportCsv } from "../../domain/admin/year-report";
import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { loadKpis } from "../../server/admin/kpis";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/admin-kpis-csv";

/** The chosen year's figures month by month beside the previous year's, as a CSV download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const requested = Number(new URL(request.url).searchParams.get("jahr"));
  const { report, previous } = await loadKpis(
    db,
    Number.isInteger(requested) ? requested : null,
    todayOf(now),
  );
  return new Response(yearReportCsv(report, previous), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kennzahlen-${report.year}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
