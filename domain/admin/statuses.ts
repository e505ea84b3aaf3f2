import { texts } from "../../content/admin-texts";

/** Reservation statuses; their German labels are in content/admin-texts.ts. */
export const reservationStatuses = ["pre_reserved", "booked", "paid", "cancelled"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const statusLabels: Record<ReservationStatus, string> = texts.statuses;
