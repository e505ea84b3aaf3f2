import { kpiYears, yearFigures } from "../../domain/admin/kpis";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";

/** The yearly figures of the dashboard: the year list and the chosen year's sums. */
export async function loadKpis(db: Database, requestedYear: number | null, currentYear: number) {
  const rows = await db
    .select({
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      status: reservations.status,
      offerPrice: reservations.offerPrice,
    })
    .from(reservations);
  const years = kpiYears(
    rows.map((row) => row.startDate),
    currentYear,
  );
  const year = requestedYear && years.includes(requestedYear) ? requestedYear : currentYear;
  return { years, figures: yearFigures(rows, year) };
}
