import { eq, inArray, or, sql } from "drizzle-orm";
import type { ReservationStatus } from "../../domain/kernel/statuses";
import { blockingStatuses } from "../../domain/kernel/statuses";
import { reservations } from "../db/schema";

/**
 * Whether a stay's nights are taken for everyone else: booked and paid stays, and pre-reserved
 * ones that hold their dates (an offer sent or accepted). The same rule as the database's
 * `reservations_no_overlap` constraint, so what the site refuses and what it stores agree. An
 * offer's deadline is enforced by the hourly check releasing the hold (`expireOffers` in
 * server/stays/offers.ts).
 */
export const takesNights = or(
  inArray(reservations.status, [...blockingStatuses]),
  eq(reservations.holdsDates, true),
);

/**
 * The status the public sees and the channels get: a held stay is simply booked (only the admin
 * shows that it is a hold).
 */
export const publicStatus = sql<ReservationStatus>`case when ${reservations.status} = 'pre_reserved' and ${reservations.holdsDates} then 'booked' else ${reservations.status} end`;
