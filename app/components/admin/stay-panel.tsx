import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { fill, texts } from "../../../content/admin-texts";
import type { ReservationActionResult } from "../../../domain/admin/action-results";
import type { IsoDate } from "../../../domain/booking/dates";
import { formatEuroCents, formatShortDate } from "../../../domain/booking/format";
import { countNights } from "../../../domain/booking/nights";
import { type ReservationStatus, statusLabels } from "../../../domain/kernel/statuses";
import { historyLine } from "../../../domain/stays/history-lines";
import { paymentFields, paymentMethodsOfForm } from "../../../domain/stays/payment-form";
import { amountsDue } from "../../../domain/stays/payment-progress";
import type { StayPanelData } from "../../../domain/stays/stay-panel";
import { eventColours } from "../calendar/event-colours";
import { Checkbox, DateField, Select, TextField } from "../forms/fields";
import { adminButton } from "./buttons";
import { localTime } from "./inquiries/received-at";

const t = texts.offers.stay;
const euro = (cents: number) => formatEuroCents("de", cents, { alwaysCents: true });
const day = (iso: IsoDate) => formatShortDate("de", iso);
const button = `${adminButton.primary} text-sm`;

/** The stay's guest and dates, as the panel shows them above its sections. */
export interface PanelStay {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  guests: number;
  adults: number;
  children: number;
  status: ReservationStatus;
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h3 id={props.id} className="font-semibold">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** Whether the stay holds its dates, and until when. */
function holdText(panel: StayPanelData) {
  if (panel.status === "cancelled") return t.holds.cancelled;
  if (panel.status !== "pre_reserved") return t.holds.taken;
  if (!panel.holdsDates) return t.holds.free;
  return panel.holdUntil
    ? fill(t.holds.until, { until: localTime(panel.holdUntil) })
    : t.holds.accepted;
}

function OfferSection({ panel }: { panel: StayPanelData }) {
  const { offer } = panel;
  if (!offer) return <p className="text-sm text-stone-600">{t.noOffer}</p>;
  const state =
    offer.state === "open"
      ? fill(t.offerStates.open, { until: panel.holdUntil ? localTime(panel.holdUntil) : "–" })
      : t.offerStates[offer.state];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="sr-only">{t.offer}</dt>
        <dd className="font-medium" data-testid="offer-state">
          {state}
        </dd>
        <dd className="text-stone-600">
          {fill(t.sentAt, { at: localTime(offer.sentAt), by: offer.sentBy })}
          {offer.answeredAt && ` · ${fill(t.answeredAt, { at: localTime(offer.answeredAt) })}`}
        </dd>
      </div>
      <div>
        <dt className="text-stone-600">{t.total}</dt>
        <dd className="tabular-nums">{euro(offer.totalCents)}</dd>
      </div>
      {offer.totalReason && (
        <div>
          <dt className="text-stone-600">{t.reason}</dt>
          <dd className="break-words">{offer.totalReason}</dd>
        </div>
      )}
    </dl>
  );
}

/** Received so far, and each part with what is still open of it. */
function MoneyLines({ panel, today }: { panel: StayPanelData; today: IsoDate }) {
  const { offer, totalCents, receivedCents } = panel;
  const parts = partsOf(panel);
  return (
    <dl className="space-y-1 text-sm" data-testid="stay-money">
      <div className="flex justify-between gap-4">
        <dt>{t.received}</dt>
        <dd className="font-medium tabular-nums" data-testid="stay-received">
          {euro(receivedCents)}
        </dd>
      </div>
      {totalCents !== null && receivedCents > totalCents && (
        <div
          className="flex flex-wrap justify-between gap-x-4 font-medium text-red-700"
          data-testid="stay-overpaid"
        >
          <dt>{t.overpaid}</dt> <dd className="tabular-nums">{euro(receivedCents - totalCents)}</dd>
          <dd className="w-full text-xs font-normal text-stone-600">{t.overpaidHint}</dd>
        </div>
      )}
      {totalCents === null && <p className="text-stone-600">{t.noPrice}</p>}
      {parts.map((part) => {
        const overdue = part.openCents > 0 && part.due !== null && part.due < today;
        return (
          <div key={part.part} className="flex flex-wrap justify-between gap-x-4">
            <dt>
              {offer ? t[part.part] : t.total} {euro(part.amountCents)}
              {part.due && (
                <span className="text-stone-600"> ({fill(t.due, { due: day(part.due) })})</span>
              )}
            </dt>
            <dd
              className={`tabular-nums ${overdue ? "font-medium text-red-700" : ""}`}
              data-testid={`open-${part.part}`}
            >
              {part.openCents === 0
                ? t.settled
                : `${t.openAmount} ${euro(part.openCents)}${overdue ? ` – ${t.overdue}` : ""}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The parts of the price with what is still open of each (a stay without offer: its total). */
function partsOf({ offer, totalCents, receivedCents }: StayPanelData) {
  if (offer) return amountsDue(offer, receivedCents);
  if (!totalCents) return [];
  const openCents = Math.max(0, totalCents - Math.max(0, receivedCents));
  return [{ part: "balance" as const, amountCents: totalCents, due: null, openCents }];
}

/** One tap for the usual case: the next open amount arrived today by transfer. */
function QuickPayment({ panel, today }: { panel: StayPanelData; today: IsoDate }) {
  const next = partsOf(panel).find((part) => part.openCents > 0);
  if (!next || panel.status === "cancelled") return null;
  const amount = (next.openCents / 100).toFixed(2).replace(".", ",");
  return (
    <Form method="post" className="space-y-1 border-t border-stone-200 pt-3">
      <input type="hidden" name="intent" value="record-payment" />
      <input type="hidden" name="id" value={panel.id} />
      <input type="hidden" name={paymentFields.amount} value={amount} />
      <input type="hidden" name={paymentFields.receivedOn} value={today} />
      <input type="hidden" name={paymentFields.method} value="transfer" />
      <button type="submit" className={button}>
        {fill(t.quickPayment, {
          part: panel.offer ? t[next.part] : t.total,
          amount: euro(next.openCents),
        })}
      </button>
      <p className="text-xs text-stone-600">{t.quickPaymentHint}</p>
    </Form>
  );
}

/** Record money received (or refunded): amount, day and how; posted without JavaScript too. */
function PaymentForm(props: { id: string; today: IsoDate; result?: ReservationActionResult }) {
  const busy = useNavigation().state === "submitting";
  const errors = (props.result && !props.result.ok && props.result.fieldErrors) || {};
  const toConfirm = errors[paymentFields.confirm];
  return (
    <Form method="post" noValidate className="space-y-3 border-t border-stone-200 pt-3">
      <h4 className="font-medium">{t.record}</h4>
      <input type="hidden" name="intent" value="record-payment" />
      <input type="hidden" name="id" value={props.id} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          name={paymentFields.amount}
          label={t.amount}
          inputMode="decimal"
          required
          hint={t.amountHint}
          error={errors[paymentFields.amount]}
        />
        <DateField
          name={paymentFields.receivedOn}
          label={t.receivedOn}
          defaultValue={props.today}
          max={props.today}
          required
          error={errors[paymentFields.receivedOn]}
        />
        <Select
          name={paymentFields.method}
          label={t.method}
          options={paymentMethodsOfForm.map((value) => ({ value, label: t.methods[value] }))}
          defaultValue="transfer"
          error={errors[paymentFields.method]}
        />
      </div>
      {toConfirm && (
        <div className="space-y-1 rounded border border-amber-300 bg-amber-50 p-2 text-sm">
          <p id="confirm-amount-why" role="alert">
            {toConfirm}
          </p>
          <Checkbox
            name={paymentFields.confirm}
            value="yes"
            label={t.confirmAmount}
            aria-describedby="confirm-amount-why"
          />
        </div>
      )}
      <button type="submit" disabled={busy} className={button}>
        {t.recordSubmit}
      </button>
    </Form>
  );
}

/** The payments as recorded, each with a way to take it back (with a reason for the history). */
function PaymentList(props: { panel: StayPanelData; result?: ReservationActionResult }) {
  const { payments } = props.panel;
  if (payments.length === 0) return null;
  const errors = (props.result && !props.result.ok && props.result.fieldErrors) || {};
  return (
    <div className="space-y-1 border-t border-stone-200 pt-3 text-sm">
      <h4 className="font-medium">{t.payments}</h4>
      <ul className="space-y-1" data-testid="stay-payments">
        {payments.map((payment) => (
          <li key={payment.id}>
            <details>
              <summary className="cursor-pointer">
                <span className="tabular-nums">{euro(payment.amountCents)}</span>{" "}
                {day(payment.receivedOn)} (
                {t.methods[payment.method as "transfer"] ?? payment.method}){" · "}
                <span className="underline">{t.undo}</span>
              </summary>
              <Form method="post" className="mt-1 space-y-2">
                <input type="hidden" name="intent" value="undo-payment" />
                <input type="hidden" name="id" value={props.panel.id} />
                <input type="hidden" name="payment" value={payment.id} />
                <TextField name="reason" label={t.undoReason} required error={errors.reason} />
                <button type="submit" className={`${adminButton.secondary} text-sm`}>
                  {t.undoSubmit}
                </button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GuestLink({ panel }: { panel: StayPanelData }) {
  if (!panel.guestPageUrl) return <p className="text-sm text-stone-600">{t.noGuestLink}</p>;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-stone-600">{t.guestLinkHint}</p>
      <p className="rounded bg-stone-50 p-2 font-mono text-xs break-all" data-testid="guest-link">
        {panel.guestPageUrl}
      </p>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="revoke-link" />
        <input type="hidden" name="id" value={panel.id} />
        <p className="text-stone-600">{t.revokeHint}</p>
        <button type="submit" className={`${adminButton.secondary} text-sm`}>
          {t.revoke}
        </button>
      </Form>
    </div>
  );
}

function History({ panel }: { panel: StayPanelData }) {
  if (panel.history.length === 0) return <p className="text-sm text-stone-600">{t.noHistory}</p>;
  return (
    <ol className="space-y-2 text-sm" data-testid="stay-history">
      {panel.history.map((event) => {
        const line = historyLine(event, localTime);
        return (
          <li key={event.id} className="border-l-2 border-stone-300 pl-3">
            <div>
              <time dateTime={event.at} className="text-stone-600">
                {localTime(event.at)}
              </time>{" "}
              <span className="font-medium">{line.what}</span>{" "}
              <span className="text-stone-600">{fill(t.by, { by: line.who })}</span>
            </div>
            {line.detail && <div className="break-words text-stone-700">{line.detail}</div>}
          </li>
        );
      })}
    </ol>
  );
}

/** Notices after a redirect from one of the panel's posts (or from sending the offer). */
const notices: Record<string, (panel: StayPanelData) => string> = {
  angebot: () => t.offerSent,
  zahlung: (panel) => fill(t.recorded, { status: statusLabels[panel.status] }),
  link: () => t.revoked,
};

/**
 * One stay opened on the Reservierungen tab (`?aufenthalt=<id>`): guest and dates, whether it
 * holds its dates, its offer, the money, the guest's page and the history (oldest first). Its
 * forms post without JavaScript; `edit` is the reservation dialog's button.
 */
export function StayPanel(props: {
  stay: PanelStay;
  panel: StayPanelData;
  today: IsoDate;
  notice: string | null;
  result?: ReservationActionResult;
  edit: ReactNode;
}) {
  const { stay, panel } = props;
  const notice =
    props.notice && Object.hasOwn(notices, props.notice) ? notices[props.notice] : null;
  const refused = props.result && !props.result.ok ? props.result : null;
  return (
    <article className="space-y-4" data-testid="stay-panel" aria-labelledby="stay-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="stay-title" className="text-xl font-semibold break-words">
            {stay.name}{" "}
            <span
              className={`ml-1 rounded-full border px-2 py-0.5 align-middle text-xs ${eventColours[panel.status]}`}
              data-testid="stay-status"
            >
              {statusLabels[panel.status]}
            </span>
          </h2>
          <p className="text-sm break-all text-stone-600">
            <a href={`mailto:${stay.email}`} className="underline">
              {stay.email}
            </a>
            {stay.phone && ` · ${stay.phone}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {props.edit}
          {panel.status === "pre_reserved" && (
            <Link to={`/admin/angebot?aufenthalt=${panel.id}`} className={button}>
              {panel.offer ? t.sendAgain : t.sendOffer}
            </Link>
          )}
        </div>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-md border border-emerald-700 bg-emerald-50 p-3 text-sm text-emerald-950"
          data-testid="stay-notice"
        >
          {notice(panel)}
        </p>
      )}
      {refused && (
        <div
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900"
          data-testid="stay-refusal"
        >
          <p className="font-medium">{refused.message}</p>
          {refused.detail && <p>{refused.detail}</p>}
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{t.dates}</dt>
          <dd>
            {day(stay.startDate)} – {day(stay.endDate)} ({countNights(stay.startDate, stay.endDate)}{" "}
            {texts.inquiries.nights}, {stay.guests} {texts.inquiries.guests})
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.language}</dt>
          <dd>{texts.inquiries.languages[panel.language] ?? panel.language}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.reference}</dt>
          <dd className="font-mono">{panel.reference ?? "–"}</dd>
        </div>
      </dl>
      <p className="text-sm font-medium" data-testid="stay-holds">
        {holdText(panel)}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section id="stay-offer" title={t.offer}>
          <OfferSection panel={panel} />
        </Section>
        <Section id="stay-money" title={t.money}>
          <MoneyLines panel={panel} today={props.today} />
          <QuickPayment panel={panel} today={props.today} />
          <PaymentForm
            id={panel.id}
            today={props.today}
            result={props.result?.intent === "record-payment" ? props.result : undefined}
          />
          <PaymentList
            panel={panel}
            result={props.result?.intent === "undo-payment" ? props.result : undefined}
          />
        </Section>
        <Section id="stay-guest-link" title={t.guestLink}>
          <GuestLink panel={panel} />
        </Section>
        <Section id="stay-history" title={t.history}>
          <History panel={panel} />
        </Section>
      </div>
    </article>
  );
}
