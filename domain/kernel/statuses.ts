import { texts } from "../../content/admin-texts";

/** Reservation statuses; their German labels are in content/admin-texts.ts. */
export const reservationStatuses = ["pre_reserved", "booked", "paid", "cancelled"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const statusLabels: Record<ReservationStatus, string> = texts.statuses;

/** Statuses that make a stay's nights unavailable to others (pre_reserved stays bookable). */
export const blockingStatuses: readonly ReservationStatus[] = ["booked", "paid"];

/** Whether a stay of this status (as stored, any text) makes its nights unavailable. */
export const isBlockingStatus = (status: string) =>
  blockingStatuses.some((blocking) => blocking === status);
