import type { DateSpan, IsoDate } from "../booking/dates";
import { yearOf } from "../booking/dates";
import { countNights, eachNight } from "../booking/nights";
import { toCents } from "../kernel/money";
import { isBlockingStatus, type ReservationStatus, reservationStatuses } from "../kernel/statuses";

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
  /** Booked and paid: the money that is firm, two decimals. */
  firmRevenue: string;
  /** Booked, paid and pre-reserved (every status except cancelled), two decimals. */
  totalRevenue: string;
  /** Booked and paid nights falling in each month (index 0 = January) of the year. */
  occupancy: number[];
  /**
   * Nights other channels sold (imported "reserved" blocks) in each month, not counting a night
   * an own booked or paid stay already has (a double booking counts once, for the own stay).
   */
  channelOccupancy: number[];
}

/** An imported block as the figures need it. */
export interface KpiChannelBlock extends DateSpan {
  kind: string;
}

/**
 * The nights other channels sold: those of imported stays ("reserved"; closed dates are not
 * sold), each once however many channels list it, without the nights in `ownNights`.
 */
export function channelSoldNights(
  blocks: readonly KpiChannelBlock[],
  ownNights: ReadonlySet<IsoDate>,
): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const block of blocks) {
    if (block.kind !== "reserved") continue;
    for (const night of eachNight(block.start, block.end)) {
      if (!ownNights.has(night)) nights.add(night);
    }
  }
  return nights;
}

/** The nights of booked and paid stays. */
export function ownSoldNights(all: readonly KpiReservation[]): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const stay of all) {
    if (!isBlockingStatus(stay.status)) continue;
    for (const night of eachNight(stay.startDate, stay.endDate)) nights.add(night);
  }
  return nights;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The years of the selector: every year a reservation starts in, plus the current year, newest first. */
/**
 * When the year shown has no stay (cancelled ones do not count), the year of the next arrival
 * from today, for a link to it; null when the year has stays or nothing lies ahead in another.
 */
export function yearOfNextArrival(
  all: readonly KpiReservation[],
  year: number,
  today: IsoDate,
): number | null {
  const stays = all.filter((reservation) => reservation.status !== "cancelled");
  if (stays.some((reservation) => yearOf(reservation.startDate) === year)) return null;
  const next = stays
    .map((reservation) => reservation.startDate)
    .filter((start) => start >= today)
    .sort()[0];
  return next && yearOf(next) !== year ? yearOf(next) : null;
}

export function kpiYears(startDates: string[], currentYear: number): number[] {
  const years = new Set(startDates.map((date) => Number(date.slice(0, 4))));
  years.add(currentYear);
  return [...years].filter(Number.isFinite).sort((a, b) => b - a);
}

export function yearFigures(
  all: readonly KpiReservation[],
  year: number,
  channelBlocks: readonly KpiChannelBlock[] = [],
): YearFigures {
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
  const channelOccupancy = Array.from({ length: 12 }, () => 0);
  for (const night of channelSoldNights(channelBlocks, ownSoldNights(all))) {
    if (yearOf(night) === year) channelOccupancy[Number(night.slice(5, 7)) - 1] += 1;
  }
  const firm = cents.booked + cents.paid;
  return {
    year,
    nights,
    revenue,
    firmRevenue: formatCents(firm),
    totalRevenue: formatCents(firm + cents.pre_reserved),
    occupancy,
    channelOccupancy,
  };
}
