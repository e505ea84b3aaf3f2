import { asc, ne } from "drizzle-orm";
import type { Database } from "./db/client";
import { reservations } from "./db/schema";

/** What the public may know of a reservation: only its dates and status (never who or what price). */
export interface AvailabilityRecord {
  start_date: string;
  end_date: string;
  status: string;
}

/** The `get_availability` of SPEC.md section 7: every non-cancelled reservation's dates. */
export async function getAvailability(db: Database): Promise<AvailabilityRecord[]> {
  return db
    .select({
      start_date: reservations.startDate,
      end_date: reservations.endDate,
      status: reservations.status,
    })
    .from(reservations)
    .where(ne(reservations.status, "cancelled"))
    .orderBy(asc(reservations.startDate));
}
