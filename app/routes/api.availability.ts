import { todayOf } from "../../domain/booking/today";
import { getAvailability } from "../../server/availability";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/api.availability";

/**
 * GET /api/availability: the public availability as JSON. Only
 * start_date, end_date and status of non-cancelled reservations the calendars can show: never
 * who, what price or notes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const records = await getAvailability(db, todayOf(now));
  return Response.json(records, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=60" },
  });
}
