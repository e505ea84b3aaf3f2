import { todayOf } from "../../domain/booking/today";
import { requestContext, servicesContext } from "../../server/context";
import type { Route } from "./+types/api.availability";

/**
 * GET /api/availability: the public availability as JSON. Only
 * start_date, end_date and status of non-cancelled reservations the calendars can show: never
 * who, what price or notes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { now } = context.get(servicesContext);
  const records = await context.get(requestContext).publicData.availability(todayOf(now));
  return Response.json(records, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=60" },
  });
}
