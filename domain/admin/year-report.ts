import { addDays, type IsoDate, yearOf } from "../booking/dates";
import { eachNight } from "../booking/nights";
import { toCents } from "../kernel/money";
import { isBlockingStatus } from "../kernel/statuses";
import { toCsv } from "./csv";
import {
  channelSoldNights,
  type KpiChannelBlock,
  type KpiReservation,
  ownSoldNights,
} from "./kpis";

/**
 * The figures owners compare year by year (per month and for the year):
 * - own nights: nights of booked and paid stays, each in the month of its evening;
 * - channel nights: nights other channels sold (imported stays), not counting own nights;
 * - occupied nights: own and channel nights;
 * - bookable nights: nights the owners' settings open, and any night sold although closed;
 * - occupancy: occupied over bookable nights;
 * - revenue: the offer prices of booked and paid stays, each spread evenly over its nights (the
 *   cents that do not divide go to the first nights), so a stay over a month's end counts in both
 *   (the channels' prices are not known here);
 * - average nightly rate: revenue over own nights.
 */
export interface PeriodFigures {
  bookableNights: number;
  occupiedNights: number;
  ownNights: number;
  channelNights: number;
  /** 0–1, or null without bookable nights. */
  occupancy: number | null;
  revenueCents: number;
  /** Whole cents, rounded; null without own nights. */
  averageRateCents: number | null;
}

export interface YearReport {
  year: number;
  /** January to December. */
  months: PeriodFigures[];
  total: PeriodFigures;
}

interface Counts {
  bookable: number;
  own: number;
  channel: number;
  cents: number;
}

function figures({ bookable, own, channel, cents }: Counts): PeriodFigures {
  const occupied = own + channel;
  return {
    bookableNights: bookable,
    occupiedNights: occupied,
    ownNights: own,
    channelNights: channel,
    occupancy: bookable > 0 ? occupied / bookable : null,
    revenueCents: cents,
    averageRateCents: own > 0 ? Math.round(cents / own) : null,
  };
}

export function yearReport(
  reservations: readonly KpiReservation[],
  year: number,
  isOpenNight: (night: IsoDate) => boolean,
  channelBlocks: readonly KpiChannelBlock[] = [],
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
  const channel = channelSoldNights(channelBlocks, ownSoldNights(reservations));
  const months: Counts[] = Array.from({ length: 12 }, () => ({
    bookable: 0,
    own: 0,
    channel: 0,
    cents: 0,
  }));
  for (let night = `${year}-01-01`; yearOf(night) === year; night = addDays(night, 1)) {
    const month = months[Number(night.slice(5, 7)) - 1];
    const revenue = occupied.get(night);
    if (revenue !== undefined) {
      month.own += 1;
      month.cents += revenue;
    }
    const sold = channel.has(night);
    if (sold) month.channel += 1;
    if (revenue !== undefined || sold || isOpenNight(night)) month.bookable += 1;
  }
  const sum = (key: keyof Counts) => months.reduce((total, month) => total + month[key], 0);
  return {
    year,
    months: months.map(figures),
    total: figures({
      bookable: sum("bookable"),
      own: sum("own"),
      channel: sum("channel"),
      cents: sum("cents"),
    }),
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
