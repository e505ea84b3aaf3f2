import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { ReservationStatus } from "../../domain/kernel/statuses";
import { blockingStatuses } from "../../domain/kernel/statuses";
import type { Database } from "../db/client";
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

/**
 * The first stay (by arrival) that takes any of the nights from `start` to `end` for everyone
 * else, but the stay `exceptId`: who it is, when, and whether it is a held offer (for the owners'
 * words, `takenLabel`). Null when the nights are free of own stays.
 */
export async function firstStayTaking(
  db: Pick<Database, "select">,
  range: { start: string; end: string },
  exceptId?: string,
) {
  const [stay] = await db
    .select({
      name: reservations.name,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      status: reservations.status,
      held: reservations.holdsDates,
    })
    .from(reservations)
    .where(
      and(
        takesNights,
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${range.start}::date, ${range.end}::date)`,
        exceptId ? ne(reservations.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(reservations.startDate))
    .limit(1);
  return stay ?? null;
}
