import { data } from "react-router";
import { z } from "zod";
import { texts } from "../../content/admin-texts";
import type { InquiryActionResult } from "../../domain/admin/action-results";
import { readReplyText } from "../../domain/inquiries/reply-form";
import type { AppServices } from "../context";
import { resendMail } from "../mail/undelivered";
import {
  type Answer,
  acceptInquiry,
  deleteInquiry,
  rejectInquiry,
  replyToInquiry,
} from "./inquiries";

const t = texts.inquiries;
const reasons = {
  "not-found": t.notFoundReason,
  "already-rejected": t.alreadyRejected,
  "already-accepted": t.alreadyAccepted,
};
const failures = {
  accept: t.acceptFailed,
  reject: t.rejectFailed,
  reply: texts.replies.failed,
  delete: t.deleteFailed,
  resend: texts.mails.resendFailed,
};
type Intent = keyof typeof failures;

const answer = (result: InquiryActionResult, status = 200) =>
  data<InquiryActionResult>(result, { status });

/**
 * The Anfragen tab's posts (after the admin check): accept or reject one inquiry, each with an
 * optional reply to the guest; a reply at any time; delete an inquiry; send a failed mail again.
 * `form` is null when the post was no readable form (server/read-form.ts); `by` is the signed-in
 * owner, recorded with the decision.
 */
export async function handleInquiryAction(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  form: FormData | null,
  by: string,
) {
  if (!form) {
    return data<InquiryActionResult>({ ok: false, message: texts.unreadableForm }, { status: 400 });
  }
  const { db } = services;
  const intent = String(form.get("intent") ?? "");
  const id = z.uuid().safeParse(form.get("id"));
  if (!Object.hasOwn(failures, intent) || !id.success) {
    return answer({ ok: false, message: t.acceptFailed }, 400);
  }
  const failed = failures[intent as Intent];

  if (intent === "delete") {
    return (await deleteInquiry(db, id.data))
      ? answer({ ok: true, message: t.deleted })
      : answer({ ok: false, message: failed, detail: reasons["not-found"] }, 404);
  }
  if (intent === "resend") {
    if (!(await resendMail(db, id.data, services.now()))) {
      return answer({ ok: false, message: failed }, 409);
    }
    services.deliverMail();
    return answer({ ok: true, message: texts.mails.resent });
  }

  const sendsReply = intent === "reply" || form.get("send_reply") === "on";
  const reply = sendsReply ? readReplyText(form.get("subject"), form.get("body")) : null;
  if (reply && !reply.ok) return answer({ ok: false, message: failed, detail: reply.problem }, 400);
  const text = reply?.ok ? { text: reply.text, ownerEmail: services.env.OWNER_EMAIL } : undefined;

  if (intent === "reply") {
    if (!text || !(await replyToInquiry(db, id.data, text))) {
      return answer({ ok: false, message: failed, detail: reasons["not-found"] }, 404);
    }
    services.deliverMail();
    return answer({ ok: true, message: texts.replies.sent });
  }

  const decision: Answer = { by, reply: text };
  const result =
    intent === "accept"
      ? await acceptInquiry(db, id.data, decision)
      : await rejectInquiry(db, id.data, decision);
  if (!result.ok) {
    return answer(
      { ok: false, message: failed, detail: reasons[result.reason] },
      result.reason === "not-found" ? 404 : 409,
    );
  }
  if (text && !result.already) services.deliverMail();
  return answer({ ok: true, message: intent === "accept" ? t.accepted : t.rejected });
}
