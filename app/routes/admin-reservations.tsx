import dayPickerStyles from "react-day-picker/style.css?url";
import { Form, Link, redirect, useActionData, useFetcher, useSearchParams } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import type { ReservationActionResult } from "../../domain/admin/action-results";
import { formatEuroCents, formatShortDate } from "../../domain/booking/format";
import { countNights } from "../../domain/booking/nights";
import { todayOf } from "../../domain/booking/today";
import { toCents } from "../../domain/kernel/money";
import { statusLabels } from "../../domain/kernel/statuses";
import { stayPath } from "../../domain/stays/stay-panel";
import { requireAdmin } from "../../server/admin/guard";
import { runReservationAction } from "../../server/admin/reservation-actions";
import { reservationRules } from "../../server/admin/reservation-overlaps";
import { listReservations } from "../../server/admin/reservations";
import { runStayMessagesAction, stayMessagesIntent } from "../../server/admin/review-actions";
import { runStayAction, stayIntents } from "../../server/admin/stay-actions";
import { holdsOfStays, loadStayPanel, stayOfReference } from "../../server/admin/stay-panel";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { readGuestMessageSettings } from "../../server/stays/guest-message-settings";
import { answerAction, answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { DeleteButton, smallButton } from "../components/admin/confirm-dialog";
import { AdminErrorBoundary } from "../components/admin/gate";
import { localTime } from "../components/admin/inquiries/received-at";
import { ReservationDialog } from "../components/admin/reservation-form";
import { stacked } from "../components/admin/stacked-table";
import { StayMessages } from "../components/admin/stay-messages";
import { StayPanel } from "../components/admin/stay-panel";
import { useResultToast } from "../components/admin/use-result-toast";
import { eventColours } from "../components/calendar/event-colours";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-reservations";

const t = texts.reservations;

export const meta = adminMeta(texts.dashboard.tabs.reservations);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dayPickerStyles }];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, now, env } = context.get(servicesContext);
  const rows = await listReservations(db);
  // `?aufenthalt=<id>` opens one stay: its offer, money, guest link and history.
  const search = new URL(request.url).searchParams;
  const opened = search.get("aufenthalt") ?? "";
  // `?referenz=FW-…` finds a stay by the reference on a transfer, and opens it.
  const reference = search.get("referenz");
  const found = reference === null ? null : await stayOfReference(db, reference);
  if (found) return redirect(stayPath(found));
  return {
    referenceNotFound: reference === null ? null : reference.slice(0, 40),
    reservations: rows.map(({ guestToken: _, ...row }) => ({
      ...row,
      holdUntil: row.holdUntil?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    holds: await holdsOfStays(db),
    opened: uuid.test(opened)
      ? { id: opened, panel: await loadStayPanel(db, opened, env.SITE_URL) }
      : null,
    notice: search.get("hinweis"),
    guestMessages: await readGuestMessageSettings(db),
    // What the dialog checks before posting (no arrival before today, the owners' guest limit),
    // marks and warns about (the nights taken) and suggests (a price from the owners' rates).
    rules: await reservationRules(db, todayOf(now)),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const services = context.get(servicesContext);
  const { db, now } = services;
  const by = session.user.email;
  const fields = await readFields(request);
  if (fields?.intent === stayMessagesIntent) {
    const outcome = await runStayMessagesAction(db, fields);
    if (outcome.redirect) return redirect(outcome.redirect);
    return answerAction(outcome);
  }
  if (fields && (stayIntents as readonly string[]).includes(fields.intent ?? "")) {
    const outcome = await runStayAction(services, fields, by);
    // Done: back to the stay's panel (a reload there records nothing twice).
    if (outcome.redirect) return redirect(outcome.redirect);
    return answerAction(outcome);
  }
  const { SITE_URL: siteUrl, OWNER_EMAIL: ownerEmail } = services.env;
  const answer = await answerFields(fields, { ...unreadable, intent: "" }, (form) =>
    runReservationAction(db, form, todayOf(now), { by, now: now(), siteUrl, ownerEmail }),
  );
  // A status the owners changed may have mailed the guest.
  services.deliverMail();
  return answer;
}

const day = (iso: string) => formatShortDate("de", iso);

/** A cell that is a labelled line of the reservation's card on a phone. */
const cell = `py-2 pr-3 ${stacked.cell}`;

type Loaded = Route.ComponentProps["loaderData"];

/** One reservation: a table row on a screen, a card on a phone; edit and delete at its end. */
function ReservationRow({
  row,
  rules,
  hold,
  editing,
  onDelete,
}: {
  row: Loaded["reservations"][number];
  rules: Loaded["rules"];
  /** Held dates: until when (null: without end); undefined when the stay holds none. */
  hold: string | null | undefined;
  /** Opened for editing (from the calendar's link). */
  editing: boolean;
  onDelete: () => void;
}) {
  return (
    <tr
      id={`reservierung-${row.id}`}
      className={`border-b border-stone-200 align-top target:bg-amber-50 ${stacked.row}`}
    >
      <td className={`py-2 pr-3 ${stacked.wide}`}>
        <Link to={stayPath(row.id)} className="font-medium text-emerald-900 underline">
          {row.name}
        </Link>
        <div className="break-all text-stone-600">{row.email}</div>
        {row.phone && <div className="text-stone-600">{row.phone}</div>}
        {row.notes && (
          <div className="mt-1 max-w-xs whitespace-pre-line text-xs text-stone-500">
            {row.notes}
          </div>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`} data-label={t.columns.dates}>
        {day(row.startDate)} – {day(row.endDate)}
      </td>
      <td className={`${cell} text-right tabular-nums`} data-label={t.columns.nights}>
        {countNights(row.startDate, row.endDate)}
      </td>
      <td className={`${cell} text-right tabular-nums`} data-label={t.columns.guests}>
        {row.guests} ({row.adults}+{row.children})
      </td>
      <td className={cell} data-label={t.columns.status}>
        <span className={`rounded-full border px-2 py-0.5 text-xs ${eventColours[row.status]}`}>
          {statusLabels[row.status]}
        </span>
        {hold !== undefined && (
          <div className="mt-1 text-xs text-stone-600" data-testid="hold-badge">
            {hold
              ? fill(texts.offers.stay.badges.held, { until: localTime(hold) })
              : texts.offers.stay.badges.heldOpen}
          </div>
        )}
      </td>
      <td
        className={`${cell} text-right tabular-nums whitespace-nowrap`}
        data-label={t.columns.price}
      >
        {row.offerPrice
          ? formatEuroCents("de", toCents(row.offerPrice), { alwaysCents: true })
          : "–"}
      </td>
      <td className={`py-2 ${stacked.wide} max-md:pt-3`}>
        <div className="flex gap-2">
          <ReservationDialog
            reservation={row}
            rules={rules}
            defaultOpen={editing}
            trigger={
              <button type="button" className={smallButton} aria-label={`${t.edit}: ${row.name}`}>
                {t.edit}
              </button>
            }
          />
          <DeleteButton name={row.name} texts={t} onConfirm={onDelete} />
        </div>
      </td>
    </tr>
  );
}

/** One stay opened: its panel, with the reservation dialog to edit it. */
function OpenedStay({ loaderData }: { loaderData: Loaded }) {
  const { opened, rules } = loaderData;
  const result = useActionData<typeof action>();
  const row = loaderData.reservations.find((candidate) => candidate.id === opened?.id);
  return (
    <div className="space-y-4">
      <Link to="/admin/reservierungen" className="inline-block text-sm text-emerald-900 underline">
        ← {texts.offers.stay.allStays}
      </Link>
      {opened?.panel && row ? (
        <StayPanel
          stay={row}
          panel={opened.panel}
          today={rules.today}
          notice={loaderData.notice}
          result={result}
          edit={
            <ReservationDialog
              reservation={row}
              rules={rules}
              trigger={
                <button type="button" className={`${adminButton.secondary} text-sm`}>
                  {texts.offers.stay.edit}
                </button>
              }
            />
          }
        />
      ) : (
        <p className="text-stone-600">{texts.offers.stay.notFound}</p>
      )}
      {row && (
        <StayMessages
          stayId={row.id}
          muted={row.mutedMessages}
          settings={loaderData.guestMessages}
          saved={loaderData.notice === "gaeste-mails"}
        />
      )}
    </div>
  );
}

export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  const { reservations, rules } = loaderData;
  // The calendar opens a reservation with ?bearbeiten=<id>.
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("bearbeiten");
  // Page-level, so the answer is still seen after the deleted row has gone.
  const deleter = useFetcher<ReservationActionResult>();
  useResultToast(deleter);
  const remove = (id: string) => deleter.submit({ intent: "delete", id }, { method: "post" });
  if (loaderData.opened) return <OpenedStay loaderData={loaderData} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <ReservationDialog
          rules={rules}
          trigger={
            <button type="button" className={adminButton.primary}>
              {t.add}
            </button>
          }
        />
        <a href="/admin/reservierungen.csv" download className={adminButton.secondary}>
          {t.exportCsv}
        </a>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <TextField
          name="referenz"
          label={t.findReference}
          hint={t.findReferenceHint}
          defaultValue={loaderData.referenceNotFound ?? ""}
          error={
            loaderData.referenceNotFound === null
              ? undefined
              : fill(t.referenceNotFound, { reference: loaderData.referenceNotFound })
          }
          autoComplete="off"
          className="text-sm"
        />
        <button type="submit" className={`${adminButton.secondary} text-sm`}>
          {t.openReference}
        </button>
      </Form>
      {reservations.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            className={`w-full text-left text-sm ${stacked.table}`}
            data-testid="reservations-table"
          >
            <thead className={stacked.head}>
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
            <tbody className={stacked.body}>
              {reservations.map((row) => (
                <ReservationRow
                  key={row.id}
                  row={row}
                  rules={rules}
                  hold={loaderData.holds[row.id]}
                  editing={row.id === editing}
                  onDelete={() => remove(row.id)}
                />
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
