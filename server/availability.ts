import { and, asc, gt, ne } from "drizzle-orm";
import { availabilityStart } from "../domain/booking/availability-window";
import type { AvailabilityRecordLike } from "../domain/booking/calendar-events";
import type { IsoDate } from "../domain/booking/dates";
import { channelBlocksAsBooked } from "./channels/blocks";
import type { Database } from "./db/client";
import { reservations } from "./db/schema";
import { publicStatus } from "./kernel/holds";

/**
 * The public availability: the dates of every non-cancelled reservation (held ones as booked) the
 * calendars can show (ending after 1 January of the previous year), and the nights imported
 * from other channels, as booked.
 */
export async function getAvailability(
  db: Database,
  today: IsoDate,
): Promise<AvailabilityRecordLike[]> {
  const stays = await db
    .select({
      start_date: reservations.startDate,
      end_date: reservations.endDate,
      status: publicStatus,
    })
    .from(reservations)
    .where(
      and(ne(reservations.status, "cancelled"), gt(reservations.endDate, availabilityStart(today))),
    )
    .orderBy(asc(reservations.startDate));
  const imported = await channelBlocksAsBooked(db, availabilityStart(today));
  return [...stays, ...imported].sort((a, b) => a.start_date.localeCompare(b.start_date));
}
