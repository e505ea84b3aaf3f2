import { AlertDialog } from "radix-ui";
import { cloneElement, type ReactElement, useState } from "react";
import { useFetcher } from "react-router";
import { fill, texts } from "../../../../content/admin-texts";
import type { Language } from "../../../../content/property";
import type { InquiryActionResult } from "../../../../domain/admin/action-results";
import type { InboxInquiry } from "../../../../domain/inquiries/inbox";
import {
  type ReplyKind,
  type ReplyText,
  replyLimits,
  replyPreview,
  replyValues,
} from "../../../../domain/inquiries/reply-template";
import type { BankAccount } from "../../../../domain/payments/bank-account";
import { paymentDetailsText } from "../../../../domain/stays/stay-message";
import { Checkbox, TextArea, TextField } from "../../forms/fields";
import { adminButton } from "../buttons";
import { AlertDialogFrame, DialogButtons } from "../dialog-frame";

/** The one fetcher of the inbox's answers: the page shows its results, after a card has gone too. */
export const inquiryActionKey = "inquiry-action";

const t = texts.replies;

interface ReplyDialogProps {
  kind: ReplyKind;
  inquiry: InboxInquiry;
  /** `problem` when the saved template breaks the price rule: the preview says so. */
  template: ReplyText & { problem?: string | null };
  /** The owners' account, which `{zahlungsdaten}` writes in the guest's language. */
  paymentAccount: BankAccount | null;
  /** A button; it opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  title: string;
  description?: string;
  warning?: string | null;
  confirmLabel: string;
  danger?: boolean;
}

/**
 * Accept, reject or reply to an inquiry. The template of the guest's language, filled for this
 * inquiry, is the preview the owners may change; accepting and rejecting may go without a
 * reply. The fields' limits are the server's, so what the browser lets through is taken.
 *
 * Until it is first opened, only its trigger. The inbox renders three for each of its 25 cards,
 * and their dialog machinery (radix-ui's dialog, a fetcher, the form's state) was most of the
 * list's render, which visitors wait behind. From the first opening on it stays mounted, so
 * focus returns to the trigger when it closes.
 */
export function ReplyDialog(props: ReplyDialogProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) return cloneElement(props.trigger, { onClick: () => setOpened(true) });
  return <OpenedReplyDialog {...props} />;
}

/** The dialog, mounted open (with the template's preview) at its first opening. */
function OpenedReplyDialog(props: ReplyDialogProps) {
  const { inquiry } = props;
  const fetcher = useFetcher<InquiryActionResult>({ key: inquiryActionKey });
  const language = inquiry.language as Language;
  const preview = () =>
    replyPreview(
      props.template,
      replyValues(inquiry, language, paymentDetailsText(props.paymentAccount, language)),
    );
  const [open, setOpen] = useState(true);
  const [sendReply, setSendReply] = useState(true);
  const [text, setText] = useState<ReplyText>(preview);
  const optional = props.kind !== "reply";
  const withReply = !optional || sendReply;

  const openWithPreview = (next: boolean) => {
    if (next) {
      setText(preview());
      setSendReply(true);
    }
    setOpen(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    fetcher.submit(
      {
        intent: props.kind,
        id: inquiry.id,
        ...(withReply ? { send_reply: "on", subject: text.subject, body: text.body } : {}),
      },
      { method: "post" },
    );
    setOpen(false);
  };

  return (
    <AlertDialogFrame
      trigger={props.trigger}
      title={props.title}
      description={props.description ?? `${t.to}: ${inquiry.contactEmail}`}
      warning={props.warning}
      width="wide"
      open={open}
      onOpenChange={openWithPreview}
    >
      <form onSubmit={submit} className="mt-4 space-y-3">
        {optional && (
          <Checkbox
            className="flex items-center gap-2 text-sm font-medium"
            label={`${t.send} (${inquiry.contactEmail})`}
            checked={sendReply}
            onChange={(event) => setSendReply(event.target.checked)}
          />
        )}
        {withReply && (
          <>
            <p className="text-xs text-stone-600">
              {fill(t.inLanguage, {
                language: texts.inquiries.languages[language] ?? language,
              })}
            </p>
            {props.template.problem && (
              <p
                className="rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950"
                data-testid="reply-template-problem"
              >
                {t.templates.checkPrice}
              </p>
            )}
            <TextField
              className="text-sm"
              label={t.subject}
              name="subject"
              required
              maxLength={replyLimits.subject}
              value={text.subject}
              onChange={(event) => setText({ ...text, subject: event.target.value })}
            />
            <TextArea
              className="text-sm [&_textarea]:font-mono"
              label={t.body}
              name="body"
              required
              rows={12}
              maxLength={replyLimits.body}
              value={text.body}
              onChange={(event) => setText({ ...text, body: event.target.value })}
            />
          </>
        )}
        <DialogButtons
          className="flex justify-end gap-3 pt-2"
          close={AlertDialog.Cancel}
          cancelLabel={texts.inquiries.cancel}
        >
          <button type="submit" className={props.danger ? adminButton.danger : adminButton.primary}>
            {props.confirmLabel}
          </button>
        </DialogButtons>
      </form>
    </AlertDialogFrame>
  );
}
