import type { ReplyKind, ReplyText } from "../../domain/inquiries/reply-template";
import type { OutgoingMail } from "./outbox";

/** The outbox kind of each reply, shown in the inquiry's history. */
const replyMailKinds = {
  accept: "reply-accept",
  reject: "reply-reject",
  reply: "reply",
} as const satisfies Record<ReplyKind, string>;

/**
 * A reply the owners wrote (or approved from a template) to the guest of an inquiry, as plain
 * text. It goes to the address stored with the inquiry, never one from the form, and the
 * guest's answer goes to the owners.
 */
export function guestReply(options: {
  kind: ReplyKind;
  inquiryId: string;
  to: string;
  ownerEmail: string;
  reply: ReplyText;
}): OutgoingMail {
  return {
    kind: replyMailKinds[options.kind],
    to: options.to,
    replyTo: options.ownerEmail,
    subject: options.reply.subject,
    text: options.reply.body,
    inquiryId: options.inquiryId,
  };
}
