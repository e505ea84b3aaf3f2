import { useNavigate } from "react-router";
import { statusLabels } from "../../domain/admin/statuses";
import { texts } from "../../domain/admin/texts";
import { parseMonthParam, shiftMonth } from "../../domain/booking/month-grid";
import { winterClosures } from "../../domain/booking/winter-closure";
import { requireAdmin } from "../../server/admin/guard";
import { listReservations } from "../../server/admin/reservations";
import { servicesContext } from "../../server/context";
import { AdminErrorBoundary } from "../components/admin/gate";
import { MonthCalendar, type MonthCalendarEvent } from "../components/calendar/month-calendar";
import type { Route } from "./+types/admin-calendar";

export const meta = () => [{ title: "Admin – Kalender" }, { name: "robots", content: "noindex" }];

interface AdminEvent extends MonthCalendarEvent {
  reservationId?: string;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  const today = now().toISOString().slice(0, 10);
  const month = parseMonthParam(new URL(request.url).searchParams.get("month"), today);
  const rows = await listReservations(db);
  const stays: AdminEvent[] = rows.map((row) => ({
    id: row.id,
    reservationId: row.id,
    title: `${row.name} (${statusLabels[row.status]})`,
    type: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
  // The winter closure around the shown month's year.
  const winter: AdminEvent[] = winterClosures(Number(month.slice(0, 4))).map((span) => ({
    id: `winter-${span.start}`,
    title: texts.calendar.winter,
    type: "winter",
    startDate: span.start,
    endDate: span.end,
  }));
  return { month, today, events: [...stays, ...winter] };
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { month, today, events } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <MonthCalendar<AdminEvent>
        month={month}
        events={events}
        today={today}
        prevHref={`?month=${shiftMonth(month, -1)}`}
        nextHref={`?month=${shiftMonth(month, 1)}`}
        labels={{
          previous: texts.calendar.previous,
          next: texts.calendar.next,
          weekdays: texts.calendar.weekdays,
        }}
        onEventClick={(event) => {
          if (event.reservationId) {
            navigate(`/admin/reservierungen?bearbeiten=${event.reservationId}`);
          }
        }}
      />
      <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legende">
        {(["pre_reserved", "booked", "paid", "cancelled"] as const).map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded ${legendColours[status]}`} />
            {statusLabels[status]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded bg-stone-300" />
          {texts.calendar.winter}
        </li>
      </ul>
    </div>
  );
}

const legendColours = {
  pre_reserved: "bg-sky-200",
  booked: "bg-red-200",
  paid: "bg-red-300",
  cancelled: "border border-stone-300 bg-white",
} as const;

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
