import { z } from "zod";
import { texts } from "../../content/admin-texts";
import type {
  ActionOutcome,
  InquiryActionResult,
  Refusal,
} from "../../domain/admin/action-results";
import { readReplyText } from "../../domain/inquiries/reply-form";
import type { AppServices } from "../context";
import { resendMail } from "../mail/undelivered";
import type { FormFields } from "../read-form";
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

type Outcome = ActionOutcome<InquiryActionResult>;
const done = (message: string): Outcome => ({ result: { ok: true, message } });
const refuse = (refused: Refusal, message: string, detail?: string): Outcome => ({
  refused,
  result: detail === undefined ? { ok: false, message } : { ok: false, message, detail },
});

/**
 * The Anfragen tab's posts (after the admin check): accept or reject one inquiry, each with an
 * optional reply to the guest; a reply at any time; delete an inquiry; send a failed mail again.
 * `by` is the signed-in owner, recorded with the decision.
 */
export async function runInquiryAction(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  const { db } = services;
  const intent = fields.intent ?? "";
  const id = z.uuid().safeParse(fields.id);
  if (!Object.hasOwn(failures, intent) || !id.success) return refuse("invalid", t.acceptFailed);
  const failed = failures[intent as Intent];

  if (intent === "delete") {
    return (await deleteInquiry(db, id.data))
      ? done(t.deleted)
      : refuse("not-found", failed, reasons["not-found"]);
  }
  if (intent === "resend") {
    if (!(await resendMail(db, id.data, services.now()))) return refuse("conflict", failed);
    services.deliverMail();
    return done(texts.mails.resent);
  }

  const sendsReply = intent === "reply" || fields.send_reply === "on";
  const reply = sendsReply ? readReplyText(fields.subject, fields.body) : null;
  if (reply && !reply.ok) return refuse("invalid", failed, reply.problem);
  const text = reply?.ok ? { text: reply.text, ownerEmail: services.env.OWNER_EMAIL } : undefined;

  if (intent === "reply") {
    if (!text || !(await replyToInquiry(db, id.data, text))) {
      return refuse("not-found", failed, reasons["not-found"]);
    }
    services.deliverMail();
    return done(texts.replies.sent);
  }

  const decision: Answer = { by, reply: text };
  const result =
    intent === "accept"
      ? await acceptInquiry(db, id.data, decision)
      : await rejectInquiry(db, id.data, decision);
  if (!result.ok) {
    return refuse(
      result.reason === "not-found" ? "not-found" : "conflict",
      failed,
      reasons[result.reason],
    );
  }
  if (text && !result.already) services.deliverMail();
  return done(intent === "accept" ? t.accepted : t.rejected);
}
