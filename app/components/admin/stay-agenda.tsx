import { Link } from "react-router";
import { fill, texts } from "../../../content/admin-texts";
import { agoText } from "../../../domain/admin/time-ago";
import { addDays, type IsoDate } from "../../../domain/booking/dates";
import { formatEuroCents, formatShortDate } from "../../../domain/booking/format";
import { inquiryPath } from "../../../domain/inquiries/inbox-query";
import type { Agenda } from "../../../domain/stays/agenda";
import { stayPath } from "../../../domain/stays/stay-panel";
import { localTime } from "./inquiries/received-at";

const t = texts.offers.today;

/** A day of the next week in words where that reads better: "heute", "morgen", else the date. */
function dayWord(iso: IsoDate, today: IsoDate) {
  if (iso === today) return t.today;
  if (iso === addDays(today, 1)) return t.tomorrow;
  return formatShortDate("de", iso);
}

function Group(props: {
  id: string;
  title: string;
  /** Said after the count, e.g. how old the oldest inquiry is. */
  summary?: string;
  entries: { id: string; name: string; note: string; urgent?: boolean; to?: string }[];
}) {
  if (props.entries.length === 0) return null;
  return (
    <section aria-labelledby={props.id} data-testid={props.id}>
      <h3 id={props.id} className="text-sm font-semibold">
        {props.title} ({props.entries.length}){props.summary && ` – ${props.summary}`}
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {props.entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
            <Link
              to={entry.to ?? stayPath(entry.id)}
              className="break-words text-emerald-900 underline"
            >
              {entry.name}
            </Link>
            <span className={entry.urgent ? "font-medium text-red-700" : "text-stone-600"}>
              {entry.note}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The admin start's "what needs you today", above the figures, as one list in the order to take
 * it: new inquiries (each opens in the inbox), offers waiting for an answer with their deadline,
 * deposits and balances overdue, part payments on offers that ran out, arrivals and departures of
 * the next days. Each other entry opens its stay.
 */
export function StayAgenda(props: { agenda: Agenda; today: IsoDate; now: string }) {
  const { agenda, today, now } = props;
  const span = (entry: { startDate: IsoDate; endDate: IsoDate }) =>
    `${formatShortDate("de", entry.startDate)} – ${formatShortDate("de", entry.endDate)}`;
  const overdue = (entry: Agenda["depositsOverdue"][number]) => ({
    id: entry.id,
    name: entry.name,
    urgent: true,
    note: fill(t.overdueDetail, {
      amount: formatEuroCents("de", entry.openCents, { alwaysCents: true }),
      due: formatShortDate("de", entry.due),
    }),
  });
  const oldest = agenda.inquiries[0];
  const groups = [
    {
      id: "agenda-inquiries",
      title: t.inquiries,
      summary: oldest && fill(t.oldestInquiry, { ago: agoText(oldest.receivedAt, now) }),
      entries: agenda.inquiries.map((inquiry) => ({
        id: inquiry.id,
        name: inquiry.name,
        to: inquiryPath(inquiry.id),
        urgent: true,
        note: fill(t.inquiryReceived, { ago: agoText(inquiry.receivedAt, now) }),
      })),
    },
    {
      id: "agenda-waiting",
      title: t.waiting,
      entries: agenda.waiting.map((entry) => ({
        id: entry.id,
        name: `${entry.name} (${span(entry)})`,
        note: fill(t.waitingUntil, { until: localTime(entry.holdUntil) }),
      })),
    },
    {
      id: "agenda-deposits",
      title: t.depositsOverdue,
      entries: agenda.depositsOverdue.map(overdue),
    },
    {
      id: "agenda-balances",
      title: t.balancesOverdue,
      entries: agenda.balancesOverdue.map(overdue),
    },
    {
      id: "agenda-part-paid",
      title: t.partPaid,
      entries: agenda.partPaid.map((entry) => ({
        id: entry.id,
        name: `${entry.name} (${span(entry)})`,
        urgent: true,
        note: fill(t.partPaidDetail, {
          amount: formatEuroCents("de", entry.receivedCents, { alwaysCents: true }),
          until: localTime(entry.holdUntil),
        }),
      })),
    },
    {
      id: "agenda-arrivals",
      title: t.arrivals,
      entries: agenda.arrivals.map((entry) => ({
        id: entry.id,
        name: entry.name,
        note: dayWord(entry.startDate, today),
      })),
    },
    {
      id: "agenda-departures",
      title: t.departures,
      entries: agenda.departures.map((entry) => ({
        id: entry.id,
        name: entry.name,
        note: dayWord(entry.endDate, today),
      })),
    },
  ];
  const empty = groups.every((group) => group.entries.length === 0);
  return (
    <section
      aria-labelledby="agenda-title"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="agenda"
    >
      <h2 id="agenda-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      {empty ? (
        <p className="text-sm text-stone-600">{t.nothing}</p>
      ) : (
        <div className="space-y-4">
          {groups.map((group) => (
            <Group key={group.id} {...group} />
          ))}
        </div>
      )}
    </section>
  );
}
