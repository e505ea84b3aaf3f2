import { kpiYears, yearFigures, yearOfNextArrival } from "../../domain/admin/kpis";
import { yearReport } from "../../domain/admin/year-report";
import { type IsoDate, yearOf } from "../../domain/booking/dates";
import { isOpenNight } from "../../domain/booking/settings";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { channelBlocks, reservations } from "../db/schema";

/**
 * The yearly figures of the dashboard: the year list, the chosen year's sums per status, and its
 * month-by-month report beside the previous year's, both with the nights other channels sold
 * (the imported blocks the feeds still list).
 */
export async function loadKpis(db: Database, requestedYear: number | null, today: IsoDate) {
  const currentYear = yearOf(today);
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
  const blocks = await db
    .select({
      start: channelBlocks.startDate,
      end: channelBlocks.endDate,
      kind: channelBlocks.kind,
    })
    .from(channelBlocks);
  const settings = await readBookingSettings(db);
  const open = (night: string) => isOpenNight(settings, night);
  return {
    years,
    figures: yearFigures(rows, year, blocks),
    report: yearReport(rows, year, open, blocks),
    previous: yearReport(rows, year - 1, open, blocks),
    // The current year shown by default with nothing in it: a link to the next arrival's year.
    nextArrivalYear: requestedYear ? null : yearOfNextArrival(rows, year, today),
  };
}
