import { addDays, type IsoDate, yearOf } from "../booking/dates";
import { eachNight } from "../booking/nights";
import { isBlockingStatus } from "../booking/unavailable-nights";
import { toCsv } from "./csv";
import { type KpiReservation, toCents } from "./kpis";

/**
 * The figures owners compare year by year (per month and for the year):
 * - occupied nights: nights of booked and paid stays, each in the month of its evening;
 * - bookable nights: nights the owners' settings open, and any night sold although closed;
 * - occupancy: occupied over bookable nights;
 * - revenue: the offer prices of booked and paid stays, each spread evenly over its nights (the
 *   cents that do not divide go to the first nights), so a stay over a month's end counts in both;
 * - average nightly rate: revenue over occupied nights.
 */
export interface PeriodFigures {
  bookableNights: number;
  occupiedNights: number;
  /** 0–1, or null without bookable nights. */
  occupancy: number | null;
  revenueCents: number;
  /** Whole cents, rounded; null without occupied nights. */
  averageRateCents: number | null;
}

export interface YearReport {
  year: number;
  /** January to December. */
  months: PeriodFigures[];
  total: PeriodFigures;
}

function figures(bookableNights: number, occupiedNights: number, revenueCents: number) {
  return {
    bookableNights,
    occupiedNights,
    occupancy: bookableNights > 0 ? occupiedNights / bookableNights : null,
    revenueCents,
    averageRateCents: occupiedNights > 0 ? Math.round(revenueCents / occupiedNights) : null,
  };
}

export function yearReport(
  reservations: readonly KpiReservation[],
  year: number,
  isOpenNight: (night: IsoDate) => boolean,
): YearReport {
  const occupied = new Map<IsoDate, number>();
  for (const stay of reservations) {
    if (!isBlockingStatus(stay.status)) continue;
    const nights = eachNight(stay.startDate, stay.endDate);
    const cents = toCents(stay.offerPrice);
    nights.forEach((night, i) => {
      const share = Math.floor(cents / nights.length) + (i < cents % nights.length ? 1 : 0);
      if (yearOf(night) === year) occupied.set(night, (occupied.get(night) ?? 0) + share);
    });
  }
  const months = Array.from({ length: 12 }, () => ({ bookable: 0, occupied: 0, cents: 0 }));
  for (let night = `${year}-01-01`; yearOf(night) === year; night = addDays(night, 1)) {
    const month = months[Number(night.slice(5, 7)) - 1];
    const revenue = occupied.get(night);
    if (revenue !== undefined) {
      month.occupied += 1;
      month.cents += revenue;
    }
    if (revenue !== undefined || isOpenNight(night)) month.bookable += 1;
  }
  const sum = (key: "bookable" | "occupied" | "cents") =>
    months.reduce((total, month) => total + month[key], 0);
  return {
    year,
    months: months.map((month) => figures(month.bookable, month.occupied, month.cents)),
    total: figures(sum("bookable"), sum("occupied"), sum("cents")),
  };
}

/** The year's report beside the previous year's, month by month, as CSV (a spreadsheet's). */
export function yearReportCsv(report: YearReport, previous: YearReport): string {
  const columns = [
    "month",
    "bookable_nights",
    "occupied_nights",
    "occupancy_percent",
    "revenue_eur",
    "average_rate_eur",
  ];
  const cells = (period: PeriodFigures) => [
    period.bookableNights,
    period.occupiedNights,
    period.occupancy === null ? "" : (period.occupancy * 100).toFixed(1),
    (period.revenueCents / 100).toFixed(2),
    period.averageRateCents === null ? "" : (period.averageRateCents / 100).toFixed(2),
  ];
  const header = [
    columns[0],
    ...columns.slice(1).map((name) => `${name}_${report.year}`),
    ...columns.slice(1).map((name) => `${name}_${previous.year}`),
  ];
  const rows = report.months.map((month, i) => [
    `${report.year}-${String(i + 1).padStart(2, "0")}`,
    ...cells(month),
    ...cells(previous.months[i]),
  ]);
  rows.push([String(report.year), ...cells(report.total), ...cells(previous.total)]);
  return toCsv(header, rows);
}
