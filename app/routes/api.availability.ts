import { getAvailability } from "../../server/availability";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/api.availability";

/**
 * GET /api/availability: the `get_availability` of SPEC.md section 7 as JSON. Only
 * start_date, end_date and status of non-cancelled reservations: never who, what price or notes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const records = await getAvailability(db);
  return Response.json(records, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=60" },
  });
}
