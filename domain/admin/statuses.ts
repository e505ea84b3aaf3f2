/** Reservation statuses and their German labels. */
export const reservationStatuses = ["pre_reserved", "booked", "paid", "cancelled"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const statusLabels: Record<ReservationStatus, string> = {
  pre_reserved: "Vorreserviert",
  booked: "Gebucht",
  paid: "Bezahlt",
  cancelled: "Storniert",
};
