import { yearOf } from "../booking/dates";
import { countNights, eachNight } from "../booking/nights";
import { isBlockingStatus } from "../booking/unavailable-nights";
import { type ReservationStatus, reservationStatuses } from "./statuses";

export interface KpiReservation {
  startDate: string;
  endDate: string;
  status: string;
  /** Decimal euros as stored ("985.50"), or null when no price was offered. */
  offerPrice: string | null;
}

export interface YearFigures {
  year: number;
  /** Nights (end − start) per status, for reservations starting in the year. */
  nights: Record<ReservationStatus, number>;
  /** Sum of offer prices per status, two decimals ("1234.50"). */
  revenue: Record<ReservationStatus, string>;
  /** Sum of offer prices of every status except cancelled, two decimals. */
  totalRevenue: string;
  /** Booked and paid nights falling in each month (index 0 = January) of the year. */
  occupancy: number[];
}

/** "985.5" → 98550; exact, no floating point on money. */
export function toCents(price: string | null): number {
  if (!price) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(price.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The years of the selector: every year a reservation starts in, plus the current year, newest first. */
export function kpiYears(startDates: string[], currentYear: number): number[] {
  const years = new Set(startDates.map((date) => Number(date.slice(0, 4))));
  years.add(currentYear);
  return [...years].filter(Number.isFinite).sort((a, b) => b - a);
}

export function yearFigures(all: KpiReservation[], year: number): YearFigures {
  const nights = { pre_reserved: 0, booked: 0, paid: 0, cancelled: 0 };
  const cents = { pre_reserved: 0, booked: 0, paid: 0, cancelled: 0 };
  const occupancy = Array.from({ length: 12 }, () => 0);
  for (const reservation of all) {
    if (yearOf(reservation.startDate) !== year) continue;
    if (!(reservationStatuses as readonly string[]).includes(reservation.status)) continue;
    const status = reservation.status as ReservationStatus;
    nights[status] += countNights(reservation.startDate, reservation.endDate);
    cents[status] += toCents(reservation.offerPrice);
    if (isBlockingStatus(status)) {
      // Each night belongs to the month of its evening.
      for (const night of eachNight(reservation.startDate, reservation.endDate)) {
        if (yearOf(night) === year) occupancy[Number(night.slice(5, 7)) - 1] += 1;
      }
    }
  }
  const revenue = {
    pre_reserved: formatCents(cents.pre_reserved),
    booked: formatCents(cents.booked),
    paid: formatCents(cents.paid),
    cancelled: formatCents(cents.cancelled),
  };
  const total = cents.pre_reserved + cents.booked + cents.paid;
  return { year, nights, revenue, totalRevenue: formatCents(total), occupancy };
}
