import { todayOf } from "../../domain/booking/today";
import { requireAdmin } from "../../server/admin/guard";
import { listReservations, reservationsCsv } from "../../server/admin/reservations";
import { servicesContext } from "../../server/context";
import type { Route } from "./+types/admin-reservations-csv";

/** The reservations table as a CSV download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const csv = reservationsCsv(await listReservations(db));
  const stamp = todayOf(now);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservierungen-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
