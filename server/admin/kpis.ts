import { kpiYears, yearFigures } from "../../domain/admin/kpis";
import { yearReport } from "../../domain/admin/year-report";
import { isOpenNight } from "../../domain/booking/settings";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";

/**
 * The yearly figures of the dashboard: the year list, the chosen year's sums per status, and its
 * month-by-month report beside the previous year's.
 */
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
  const settings = await readBookingSettings(db);
  const open = (night: string) => isOpenNight(settings, night);
  return {
    years,
    figures: yearFigures(rows, year),
    report: yearReport(rows, year, open),
    previous: yearReport(rows, year - 1, open),
  };
}
