import { format, formatDistanceToNowStrict, parseISO } from "date-fns";
import { de } from "date-fns/locale";
import { Link, useFetcher } from "react-router";
import { formatEuro, nightsOf } from "../../domain/admin/kpis";
import { texts } from "../../domain/admin/texts";
import { requireAdmin } from "../../server/admin/guard";
import { listInquiries } from "../../server/admin/inquiries";
import { handleInquiryAction, type InquiryActionResult } from "../../server/admin/inquiry-actions";
import { servicesContext } from "../../server/context";
import { ConfirmDialog } from "../components/admin/confirm-dialog";
import { AdminErrorBoundary } from "../components/admin/gate";
import { useResultToast } from "../components/admin/use-result-toast";
import type { Route } from "./+types/admin-inquiries";

const t = texts.inquiries;

export const meta = () => [{ title: "Admin – Anfragen" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const rows = await listInquiries(db);
  return { inquiries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  return handleInquiryAction(db, await request.formData());
}

const day = (iso: string) => format(parseISO(iso), "dd.MM.yyyy");
/** The owners' local time, the same on the server and in any browser. */
const receivedAt = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Vienna",
  dateStyle: "medium",
  timeStyle: "short",
});

type Inquiry = Route.ComponentProps["loaderData"]["inquiries"][number];

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const fetcher = useFetcher<InquiryActionResult>();
  useResultToast(fetcher);
  const busy = fetcher.state !== "idle";
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const submit = (intent: "accept" | "reject") =>
    fetcher.submit({ intent, id: inquiry.id }, { method: "post" });

  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="inquiry"
      data-inquiry-id={inquiry.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">
            {name}{" "}
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs ${
                inquiry.processed ? "bg-stone-200 text-stone-700" : "bg-amber-100 text-amber-900"
              }`}
            >
              {inquiry.processed ? t.processed : t.new}
            </span>
          </h2>
          <p className="text-sm text-stone-600">
            <a href={`mailto:${inquiry.contactEmail}`} className="underline">
              {inquiry.contactEmail}
            </a>
            {inquiry.phone && (
              <>
                {" · "}
                {t.phone} {inquiry.phone}
              </>
            )}
          </p>
        </div>
        <p className="text-xs text-stone-500">
          {t.received}{" "}
          {/* Relative to "now": the browser's render may differ from the server's by a tick. */}
          <time
            dateTime={inquiry.createdAt}
            title={receivedAt.format(parseISO(inquiry.createdAt))}
            suppressHydrationWarning
          >
            vor {formatDistanceToNowStrict(parseISO(inquiry.createdAt), { locale: de })}
          </time>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">{texts.reservations.columns.dates}</dt>
          <dd>
            {day(inquiry.preferredStartDate)} – {day(inquiry.preferredEndDate)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{t.nights}</dt>
          <dd>{nightsOf(inquiry.preferredStartDate, inquiry.preferredEndDate)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t.guests}</dt>
          <dd>{inquiry.guestCount}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t.quote}</dt>
          <dd>{inquiry.quotedPrice ? formatEuro(inquiry.quotedPrice) : "–"}</dd>
        </div>
      </dl>
      {inquiry.message && (
        <p className="mt-3 whitespace-pre-line rounded bg-stone-50 p-3 text-sm">
          {inquiry.message}
        </p>
      )}
      {inquiry.reservationId && (
        <p className="mt-3 text-sm">
          <Link
            to={`/admin/reservierungen#reservierung-${inquiry.reservationId}`}
            className="text-emerald-900 underline"
          >
            {t.reservationCreated}
          </Link>
        </p>
      )}
      {!inquiry.processed && (
        <div className="mt-4 flex gap-3">
          <ConfirmDialog
            trigger={
              <button
                type="button"
                disabled={busy}
                className="rounded-md bg-emerald-800 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-60"
              >
                {t.accept}
              </button>
            }
            title={t.confirmAccept}
            description={`${t.confirmAcceptText} (${name})`}
            confirmLabel={t.accept}
            cancelLabel={t.cancel}
            onConfirm={() => submit("accept")}
          />
          <ConfirmDialog
            trigger={
              <button
                type="button"
                disabled={busy}
                className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm hover:bg-stone-100 disabled:opacity-60"
              >
                {t.reject}
              </button>
            }
            title={t.confirmReject}
            description={`${t.confirmRejectText} (${name})`}
            confirmLabel={t.reject}
            cancelLabel={t.cancel}
            danger
            onConfirm={() => submit("reject")}
          />
        </div>
      )}
    </li>
  );
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { inquiries } = loaderData;
  if (inquiries.length === 0) return <p className="text-stone-600">{t.empty}</p>;
  return (
    <ul className="space-y-4">
      {inquiries.map((inquiry) => (
        <InquiryCard key={inquiry.id} inquiry={inquiry} />
      ))}
    </ul>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={t.loadError} />;
}
