import { texts } from "../../../../content/admin-texts";
import { inquiryHistory } from "../../../../domain/inquiries/history";
import type { InboxInquiry } from "../../../../domain/inquiries/inbox";
import { localTime } from "./received-at";

const t = texts.inquiries;
const statusColours = {
  pending: "text-amber-800",
  sent: "text-emerald-800",
  failed: "text-red-700",
};

/** One mail of the history: kind and state; recipient, subject and text when opened. */
function MailStep({ mail, open }: { mail: InboxInquiry["mails"][number]; open: boolean }) {
  return (
    <div data-testid="history-mail" className="break-words">
      <span>{t.mailKinds[mail.kind] ?? mail.kind}</span>{" "}
      <span className={`font-medium ${statusColours[mail.status]}`}>
        ({t.mailStatuses[mail.status]}
        {mail.sentAt ? ` ${localTime(mail.sentAt)}` : ""})
      </span>
      {mail.lastError && mail.status !== "sent" && (
        <div className="text-red-700">{mail.lastError}</div>
      )}
      {open && (
        <>
          <div className="text-stone-600">
            {mail.to}: „{mail.subject}“
          </div>
          {mail.text ? (
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-stone-50 p-2 font-sans text-xs whitespace-pre-wrap">
              {mail.text}
            </pre>
          ) : (
            <div className="text-xs text-stone-500">{t.bodyRemoved}</div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * What happened to an inquiry, in the order of cause (domain/inquiries/history.ts): received,
 * every mail with its state, the decision with who made it. Recipients, subjects and texts of the
 * mails only in an opened inquiry (`?anfrage=`): the list stays short.
 */
export function InquiryHistory({ inquiry, open }: { inquiry: InboxInquiry; open: boolean }) {
  const events = inquiryHistory(inquiry).map((step) => {
    if (step.kind === "received") {
      return { at: step.at, key: "received", node: <span>{t.received}</span> };
    }
    if (step.kind === "mail") {
      return { at: step.at, key: step.mail.id, node: <MailStep mail={step.mail} open={open} /> };
    }
    return {
      at: step.at,
      key: "decision",
      node: (
        <span>
          {t.decisions[step.decision]}
          {step.by ? ` ${t.by} ${step.by}` : ""}
        </span>
      ),
    };
  });

  return (
    <details className="mt-3 text-sm" open={open}>
      <summary className="cursor-pointer text-stone-700">
        {t.history} ({events.length})
      </summary>
      <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-3">
        {events.map((event) => (
          <li key={event.key}>
            <time dateTime={event.at} className="block text-xs text-stone-500">
              {localTime(event.at)}
            </time>
            {event.node}
          </li>
        ))}
      </ol>
    </details>
  );
}
