import { overlapWarning } from "../../domain/channels/overlap-warning";
import type { Inbox } from "../../domain/inquiries/inbox";
import { type InboxQuery, inboxPageCount } from "../../domain/inquiries/inbox-query";
import { listChannelBlocks } from "../channels/blocks";
import type { Database } from "../db/client";
import { listUndeliveredMails } from "../mail/undelivered";
import { readPaymentSettings } from "../stays/payment-settings";
import { listInquiryPage, mailsOfInquiries } from "./inquiries";
import { loadReplyTemplates } from "./reply-templates";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the Anfragen tab shows for one URL: a page of inquiries (or the one opened by link,
 * with its mails' texts), each with its history; the reply templates and the owners' account for
 * the previews; the mails
 * that could not be delivered.
 */
export async function loadInbox(db: Database, query: InboxQuery): Promise<Inbox> {
  const { rows, total } = await listInquiryPage(db, query);
  const opened = query.inquiryId !== null;
  const mails = await mailsOfInquiries(
    db,
    rows.map((row) => row.id),
    { opened },
  );
  const blocks = rows.some((row) => !row.processed) ? await listChannelBlocks(db) : [];
  const templates = await loadReplyTemplates(db);
  const { account: paymentAccount } = await readPaymentSettings(db);
  const undelivered = await listUndeliveredMails(db);
  return {
    query,
    total,
    pageCount: inboxPageCount(total),
    inquiries: rows.map(({ anonymisedAt, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
      anonymised: anonymisedAt !== null,
      channelWarning: row.processed
        ? null
        : overlapWarning(blocks, { start: row.preferredStartDate, end: row.preferredEndDate }),
      mails: mails
        .filter((mail) => mail.inquiryId === row.id)
        .map(({ inquiryId: _, ...mail }) => ({
          ...mail,
          createdAt: mail.createdAt.toISOString(),
          sentAt: iso(mail.sentAt),
        })),
    })),
    templates,
    paymentAccount,
    undelivered: undelivered.map((mail) => ({
      ...mail,
      nextAttemptAt: mail.nextAttemptAt.toISOString(),
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}
