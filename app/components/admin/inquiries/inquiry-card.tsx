import { formatDistanceToNowStrict } from "date-fns";
import { de } from "date-fns/locale";
import { Link, useFetcher } from "react-router";
import { fill, texts } from "../../../../content/admin-texts";
import type { Language } from "../../../../content/property";
import type { InquiryActionResult } from "../../../../domain/admin/action-results";
import { formatEuroCents, formatShortDate } from "../../../../domain/booking/format";
import { countNights } from "../../../../domain/booking/nights";
import { telHref } from "../../../../domain/contact/tel-href";
import type { Inbox, InboxInquiry } from "../../../../domain/inquiries/inbox";
import { inquiryPath } from "../../../../domain/inquiries/inbox-query";
import { toCents } from "../../../../domain/kernel/money";
import { adminButton } from "../buttons";
import { DeleteButton } from "../confirm-dialog";
import { InquiryHistory } from "./inquiry-history";
import { localTime } from "./received-at";
import { inquiryActionKey, ReplyDialog } from "./reply-dialog";
import { StoredQuote } from "./stored-quote";

const t = texts.inquiries;
const day = (iso: string) => formatShortDate("de", iso);
const primary = `${adminButton.primary} text-sm`;
const secondary = `${adminButton.secondary} text-sm`;

/** The words of accepting and rejecting an inquiry. */
const decisions = {
  accept: { action: t.accept, question: t.confirmAccept, text: t.confirmAcceptText },
  reject: { action: t.reject, question: t.confirmReject, text: t.confirmRejectText },
} as const;

/** The button that opens an answer's dialog. */
const answerButton = (className: string, label: string) => (
  <button type="button" className={className}>
    {label}
  </button>
);

function StatusBadges({ inquiry }: { inquiry: InboxInquiry }) {
  const isNew = !inquiry.processed && !inquiry.anonymised;
  return (
    <>
      <span
        className={`ml-2 rounded-full px-2 py-0.5 text-xs ${
          isNew ? "bg-amber-100 text-amber-900" : "bg-stone-200 text-stone-700"
        }`}
      >
        {isNew ? t.new : t.processed}
      </span>
      {inquiry.decision && (
        <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
          {t.decisions[inquiry.decision]}
        </span>
      )}
    </>
  );
}

/**
 * One inquiry of the inbox: contact (tappable), language, stay, message, history, and the owners'
 * answers. `opened` when it is the one inquiry of `?anfrage=`: its history shows the mails' texts.
 */
export function InquiryCard(props: {
  inquiry: InboxInquiry;
  replies: Pick<Inbox, "templates" | "paymentAccount">;
  opened: boolean;
}) {
  const { inquiry, replies } = props;
  const deleter = useFetcher<InquiryActionResult>({ key: inquiryActionKey });
  const name = inquiry.anonymised ? t.anonymised : `${inquiry.firstName} ${inquiry.lastName}`;
  const language = inquiry.language as Language;
  const template = (kind: "accept" | "reject" | "reply") =>
    replies.templates[kind][language] ?? replies.templates[kind].de;
  const dialog = { inquiry, paymentAccount: replies.paymentAccount };
  /** Accept or reject: the button, the question and the confirming button's words. */
  const decision = (kind: keyof typeof decisions, buttonClass: string) => {
    const words = decisions[kind];
    return {
      kind,
      template: template(kind),
      trigger: answerButton(buttonClass, words.action),
      title: words.question,
      description: `${words.text} (${name})`,
      confirmLabel: words.action,
    };
  };

  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="inquiry"
      data-inquiry-id={inquiry.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">
            {props.opened ? (
              name
            ) : (
              <Link to={inquiryPath(inquiry.id)} className="hover:underline">
                {name}
              </Link>
            )}
            <StatusBadges inquiry={inquiry} />
          </h2>
          {inquiry.anonymised ? (
            <p className="text-sm text-stone-600">{t.anonymisedText}</p>
          ) : (
            <p className="text-sm break-all text-stone-600">
              <a href={`mailto:${inquiry.contactEmail}`} className="underline">
                {inquiry.contactEmail}
              </a>
              {inquiry.phone && (
                <>
                  {" · "}
                  {t.phone}{" "}
                  <a href={telHref(inquiry.phone)} className="underline">
                    {inquiry.phone}
                  </a>
                </>
              )}
            </p>
          )}
        </div>
        <p className="text-xs text-stone-600">
          {t.received}{" "}
          {/* Relative to "now": the browser's render may differ from the server's by a tick. */}
          <time
            dateTime={inquiry.createdAt}
            title={localTime(inquiry.createdAt)}
            suppressHydrationWarning
          >
            vor {formatDistanceToNowStrict(new Date(inquiry.createdAt), { locale: de })}
          </time>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-stone-600">{texts.reservations.columns.dates}</dt>
          <dd>
            {day(inquiry.preferredStartDate)} – {day(inquiry.preferredEndDate)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.nights}</dt>
          <dd>{countNights(inquiry.preferredStartDate, inquiry.preferredEndDate)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.guests}</dt>
          <dd>{inquiry.guestCount}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.quote}</dt>
          {/* In the style of the stored quote's total below ("713 €", "1.126,40 €"). */}
          <dd>{inquiry.quotedPrice ? formatEuroCents("de", toCents(inquiry.quotedPrice)) : "–"}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t.language}</dt>
          <dd data-testid="inquiry-language">{t.languages[language] ?? inquiry.language}</dd>
        </div>
      </dl>
      {inquiry.quote && <StoredQuote quote={inquiry.quote} />}
      {inquiry.message && (
        <p className="mt-3 rounded bg-stone-50 p-3 text-sm break-words whitespace-pre-line">
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
      <InquiryHistory inquiry={inquiry} open={props.opened} />
      <div className="mt-4 flex flex-wrap gap-3">
        {!inquiry.processed && !inquiry.anonymised && (
          <>
            {/* A page of its own: terms and message, then accepted and sent in one go. */}
            <Link to={`/admin/angebot?anfrage=${inquiry.id}`} className={primary}>
              {texts.offers.form.send}
            </Link>
            {/* Pre-reserves only: the dates stay bookable, so it is not the main way. */}
            <ReplyDialog
              {...dialog}
              {...decision("accept", secondary)}
              warning={inquiry.channelWarning}
            />
            <ReplyDialog {...dialog} {...decision("reject", secondary)} danger />
          </>
        )}
        {!inquiry.anonymised && (
          <ReplyDialog
            {...dialog}
            kind="reply"
            template={template("reply")}
            trigger={answerButton(secondary, t.reply)}
            title={fill(texts.replies.title, { name })}
            confirmLabel={texts.replies.sendNow}
          />
        )}
        <DeleteButton
          name={name}
          texts={t}
          onConfirm={() => deleter.submit({ intent: "delete", id: inquiry.id }, { method: "post" })}
        />
      </div>
    </li>
  );
}
