import { useFetcher } from "react-router";
import { fill, texts } from "../../../../content/admin-texts";
import type { InquiryActionResult } from "../../../../domain/admin/action-results";
import type { UndeliveredMail } from "../../../../domain/inquiries/inbox";
import { HeadedRegion } from "../../headed-region";
import { smallButton } from "../confirm-dialog";
import { localTime } from "./received-at";
import { inquiryActionKey } from "./reply-dialog";

const t = texts.mails;

/** Mails the server could not deliver: the failed ones can be sent again. Hidden when none. */
export function UndeliveredMails({ mails }: { mails: UndeliveredMail[] }) {
  const fetcher = useFetcher<InquiryActionResult>({ key: inquiryActionKey });
  if (mails.length === 0) return null;
  return (
    <HeadedRegion
      id="undelivered-title"
      heading={t.title}
      className="rounded-lg border border-red-300 bg-red-50 p-4"
      headingClassName="font-semibold text-red-900"
      testId="undelivered-mails"
    >
      <p className="mt-1 text-sm text-red-900">{t.hint}</p>
      <ul className="mt-3 space-y-3">
        {mails.map((mail) => (
          <li
            key={mail.id}
            className="rounded border border-red-200 bg-white p-3 text-sm"
            data-testid="undelivered-mail"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 break-words">
                <div className="font-medium">
                  {mail.status === "failed"
                    ? t.failed
                    : fill(t.retrying, { time: localTime(mail.nextAttemptAt) })}
                </div>
                <div>
                  {t.to}: {mail.to}
                </div>
                <div>
                  {t.subject}: {mail.subject}
                </div>
                <div className="text-red-800">
                  {t.error}: {mail.lastError} ({t.attempts}: {mail.attempts})
                </div>
              </div>
              {mail.status === "failed" && (
                <button
                  type="button"
                  className={smallButton}
                  onClick={() =>
                    fetcher.submit({ intent: "resend", id: mail.id }, { method: "post" })
                  }
                >
                  {t.resend}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </HeadedRegion>
  );
}
