import { differenceInCalendarDays, parseISO } from "date-fns";

/** Reservation statuses in the order the dashboard shows them. */
export const kpiStatuses = ["pre_reserved", "booked", "paid", "cancelled"] as const;
export type KpiStatus = (typeof kpiStatuses)[number];

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
  nights: Record<KpiStatus, number>;
  /** Sum of offer prices per status, two decimals ("1234.50"). */
  revenue: Record<KpiStatus, string>;
  /** Sum of offer prices of every status except cancelled, two decimals. */
  totalRevenue: string;
  /** Booked and paid nights falling in each month (index 0 = January) of the year. */
  occupancy: number[];
}

/** Nights of a stay: the end date is the departure day (exclusive). */
export function nightsOf(startDate: string, endDate: string): number {
  return Math.max(0, differenceInCalendarDays(parseISO(endDate), parseISO(startDate)));
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

const occupied = new Set(["booked", "paid"]);

export function yearFigures(all: KpiReservation[], year: number): YearFigures {
  const nights = { pre_reserved: 0, booked: 0, paid: 0, cancelled: 0 };
  const cents = { pre_reserved: 0, booked: 0, paid: 0, cancelled: 0 };
  const occupancy = Array.from({ length: 12 }, () => 0);
  for (const reservation of all) {
    if (Number(reservation.startDate.slice(0, 4)) !== year) continue;
    if (!(reservation.status in nights)) continue;
    const status = reservation.status as KpiStatus;
    nights[status] += nightsOf(reservation.startDate, reservation.endDate);
    cents[status] += toCents(reservation.offerPrice);
    if (occupied.has(status)) {
      // Each night belongs to the month of its evening.
      const start = parseISO(reservation.startDate);
      const count = nightsOf(reservation.startDate, reservation.endDate);
      for (let i = 0; i < count; i++) {
        const night = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i);
        if (night.getFullYear() === year) occupancy[night.getMonth()] += 1;
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

/**
 * "1234.50" → "1.234,50 €". German grouping with a dot, deliberately not "de-AT": its group
 * separator differs between ICU versions (Node vs. the browser), which broke hydration.
 */
export function formatEuro(amount: string): string {
  const cents = toCents(amount);
  return `${new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;
}
