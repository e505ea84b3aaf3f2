import { texts } from "../../content/admin-texts";
import { reportMonth, touristTaxCsv } from "../../domain/admin/tourist-tax-report";
import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { loadTouristTaxReport } from "../../server/admin/tourist-tax";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/admin-tourist-tax-csv";

/** The tourist-tax report of `?monat=yyyy-MM` (the previous month without one) as a CSV download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const { month, invalid } = reportMonth(
    new URL(request.url).searchParams.get("monat"),
    todayOf(now),
  );
  if (invalid) {
    return new Response(texts.touristTax.invalidMonth, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(touristTaxCsv(await loadTouristTaxReport(db, month)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ortstaxe-${month}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
