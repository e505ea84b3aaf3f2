import { format, parseISO } from "date-fns";
import { useFetcher, useSearchParams } from "react-router";
import { formatEuro, nightsOf } from "../../domain/admin/kpis";
import { type ReservationStatus, statusLabels } from "../../domain/admin/statuses";
import { texts } from "../../domain/admin/texts";
import { requireAdmin } from "../../server/admin/guard";
import {
  handleReservationAction,
  type ReservationActionResult,
} from "../../server/admin/reservation-actions";
import { listReservations } from "../../server/admin/reservations";
import { servicesContext } from "../../server/context";
import { ConfirmDialog, smallButton } from "../components/admin/confirm-dialog";
import { AdminErrorBoundary } from "../components/admin/gate";
import { ReservationDialog } from "../components/admin/reservation-form";
import { useResultToast } from "../components/admin/use-result-toast";
import type { Route } from "./+types/admin-reservations";

const t = texts.reservations;

export const meta = () => [
  { title: "Admin – Reservierungen" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const rows = await listReservations(db);
  return {
    reservations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  return handleReservationAction(db, await request.formData(), now());
}

const day = (iso: string) => format(parseISO(iso), "dd.MM.yyyy");

const statusColours: Record<ReservationStatus, string> = {
  pre_reserved: "bg-sky-100 text-sky-900",
  booked: "bg-red-100 text-red-900",
  paid: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-700",
};

function DeleteButton(props: { id: string; name: string; onConfirm: (id: string) => void }) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={smallButton} aria-label={`${t.delete}: ${props.name}`}>
          {t.delete}
        </button>
      }
      title={t.confirmDelete}
      description={`${t.confirmDeleteText} (${props.name})`}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      danger
      onConfirm={() => props.onConfirm(props.id)}
    />
  );
}

export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  const { reservations } = loaderData;
  // The calendar opens a reservation with ?bearbeiten=<id>.
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("bearbeiten");
  // Page-level, so the answer is still seen after the deleted row has gone.
  const deleter = useFetcher<ReservationActionResult>();
  useResultToast(deleter);
  const remove = (id: string) => deleter.submit({ intent: "delete", id }, { method: "post" });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <ReservationDialog
          trigger={
            <button
              type="button"
              className="rounded-md bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900"
            >
              {t.add}
            </button>
          }
        />
        <a
          href="/admin/reservierungen.csv"
          download
          className="rounded-md border border-stone-300 bg-white px-4 py-2 hover:bg-stone-100"
        >
          {t.exportCsv}
        </a>
      </div>
      {reservations.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="reservations-table">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="py-2 pr-3">{t.columns.name}</th>
                <th className="py-2 pr-3">{t.columns.dates}</th>
                <th className="py-2 pr-3 text-right">{t.columns.nights}</th>
                <th className="py-2 pr-3 text-right">{t.columns.guests}</th>
                <th className="py-2 pr-3">{t.columns.status}</th>
                <th className="py-2 pr-3 text-right">{t.columns.price}</th>
                <th className="py-2">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {reservations.map((row) => (
                <tr
                  key={row.id}
                  id={`reservierung-${row.id}`}
                  className="border-b border-stone-200 align-top target:bg-amber-50"
                >
                  <td className="py-2 pr-3">
                    <div className="font-medium">{row.name}</div>
                    <div className="text-stone-600">{row.email}</div>
                    {row.phone && <div className="text-stone-600">{row.phone}</div>}
                    {row.notes && (
                      <div className="mt-1 max-w-xs whitespace-pre-line text-xs text-stone-500">
                        {row.notes}
                      </div>
                    )}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {day(row.startDate)} – {day(row.endDate)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {nightsOf(row.startDate, row.endDate)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {row.guests} ({row.adults}+{row.children})
                  </td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${statusColours[row.status]}`}
                    >
                      {statusLabels[row.status]}
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                    {row.offerPrice ? formatEuro(row.offerPrice) : "–"}
                  </td>
                  <td className="py-2">
                    <div className="flex gap-2">
                      <ReservationDialog
                        reservation={row}
                        defaultOpen={row.id === editing}
                        trigger={
                          <button
                            type="button"
                            className={smallButton}
                            aria-label={`${t.edit}: ${row.name}`}
                          >
                            {t.edit}
                          </button>
                        }
                      />
                      <DeleteButton id={row.id} name={row.name} onConfirm={remove} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={t.loadError} />;
}
