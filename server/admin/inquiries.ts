import { and, count, desc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { guestsOfInquiry } from "../../domain/admin/inquiry-guests";
import {
  containsPattern,
  type InboxQuery,
  inboxPageSize,
} from "../../domain/inquiries/inbox-query";
import type { ReplyKind, ReplyText } from "../../domain/inquiries/reply-template";
import type { Database, Transaction } from "../db/client";
import { bookingInquiries, emailOutbox, reservations } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { guestReply } from "../mail/reply-mails";
import { deleteById } from "./delete-by-id";

/** Not yet answered, and still answerable (an anonymised inquiry has no address left). */
export const isNewInquiry = and(
  eq(bookingInquiries.processed, false),
  isNull(bookingInquiries.anonymisedAt),
);

function inboxCondition(query: InboxQuery): SQL | undefined {
  if (query.inquiryId) return eq(bookingInquiries.id, query.inquiryId);
  const conditions: (SQL | undefined)[] = [];
  if (query.filter === "neu") conditions.push(isNewInquiry);
  if (query.filter === "bearbeitet") conditions.push(not(isNewInquiry as SQL));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(bookingInquiries.firstName, pattern),
        ilike(bookingInquiries.lastName, pattern),
        ilike(sql`${bookingInquiries.firstName} || ' ' || ${bookingInquiries.lastName}`, pattern),
        ilike(bookingInquiries.contactEmail, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of the inbox, newest first, with the number of inquiries the
 * query matches; with `inquiryId` just that inquiry.
 */
export async function listInquiryPage(db: Database, query: InboxQuery) {
  const where = inboxCondition(query);
  const rows = await db
    .select({
      id: bookingInquiries.id,
      firstName: bookingInquiries.firstName,
      lastName: bookingInquiries.lastName,
      contactEmail: bookingInquiries.contactEmail,
      phone: bookingInquiries.phone,
      guestCount: bookingInquiries.guestCount,
      preferredStartDate: bookingInquiries.preferredStartDate,
      preferredEndDate: bookingInquiries.preferredEndDate,
      message: bookingInquiries.message,
      processed: bookingInquiries.processed,
      decision: bookingInquiries.decision,
      decidedAt: bookingInquiries.decidedAt,
      decidedBy: bookingInquiries.decidedBy,
      anonymisedAt: bookingInquiries.anonymisedAt,
      quotedPrice: bookingInquiries.quotedPrice,
      quote: bookingInquiries.quote,
      language: bookingInquiries.language,
      createdAt: bookingInquiries.createdAt,
      reservationId: reservations.id,
    })
    .from(bookingInquiries)
    .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
    .where(where)
    .orderBy(desc(bookingInquiries.createdAt), desc(bookingInquiries.id))
    .limit(inboxPageSize)
    .offset((query.page - 1) * inboxPageSize);
  const [{ total }] = await db.select({ total: count() }).from(bookingInquiries).where(where);
  return { rows, total };
}

/** For the count on the "Anfragen" tab. */
export async function countNewInquiries(db: Database): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(bookingInquiries)
    .where(isNewInquiry);
  return total;
}

/**
 * The mails of these inquiries, oldest first; recipient, subject and body only when asked (one
 * opened inquiry).
 */
export function mailsOfInquiries(db: Database, ids: string[], options: { opened: boolean }) {
  if (ids.length === 0) return Promise.resolve([]);
  return (
    db
      .select({
        id: emailOutbox.id,
        inquiryId: emailOutbox.inquiryId,
        kind: emailOutbox.kind,
        to: options.opened ? emailOutbox.to : sql<string>`''`,
        subject: options.opened ? emailOutbox.subject : sql<string>`''`,
        text: options.opened ? emailOutbox.text : sql<string>`''`,
        status: emailOutbox.status,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.inquiryId, ids))
      // Mails queued together share their time: their kind keeps the order the same at every look.
      .orderBy(emailOutbox.createdAt, emailOutbox.kind)
  );
}

export type ProcessResult =
  | { ok: true; reservationId?: string; already?: boolean }
  | { ok: false; reason: "not-found" | "already-rejected" | "already-accepted" };

/** Who answers, and the reply to the guest if the owners send one. */
export interface Answer {
  by?: string;
  reply?: { text: ReplyText; ownerEmail: string };
}

/**
 * Marks the inquiry answered, only if it was not: that update is the gate, so of two concurrent
 * answers one wins. Queues the reply with it.
 */
async function decide(
  tx: Transaction,
  id: string,
  kind: Exclude<ReplyKind, "reply">,
  answer: Answer,
) {
  const [inquiry] = await tx
    .update(bookingInquiries)
    .set({
      processed: true,
      decision: kind === "accept" ? "accepted" : "rejected",
      decidedAt: sql`now()`,
      decidedBy: answer.by ?? null,
    })
    .where(and(eq(bookingInquiries.id, id), isNewInquiry))
    .returning();
  if (inquiry && answer.reply) {
    await enqueueMail(
      tx,
      guestReply({
        kind,
        inquiryId: inquiry.id,
        to: inquiry.contactEmail,
        ownerEmail: answer.reply.ownerEmail,
        reply: answer.reply.text,
      }),
    );
  }
  return inquiry;
}

type DecidedInquiry = NonNullable<Awaited<ReturnType<typeof decide>>>;

/** Why an inquiry could not be answered (again). */
async function existing(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ id: bookingInquiries.id, reservationId: reservations.id })
    .from(bookingInquiries)
    .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
    .where(eq(bookingInquiries.id, id));
  return row;
}

/**
 * Answers an inquiry in one transaction: `decided` follows when this call marked it answered;
 * otherwise `earlier` gives the result of its earlier answer (a reservation came of it, or not).
 */
function answerInquiry(
  db: Database,
  id: string,
  kind: Exclude<ReplyKind, "reply">,
  answer: Answer,
  outcomes: {
    decided: (tx: Transaction, inquiry: DecidedInquiry) => Promise<ProcessResult>;
    earlier: (reservationId: string | null) => ProcessResult;
  },
): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const inquiry = await decide(tx, id, kind, answer);
    if (inquiry) return outcomes.decided(tx, inquiry);
    const row = await existing(tx, id);
    if (!row) return { ok: false, reason: "not-found" };
    return outcomes.earlier(row.reservationId);
  });
}

/**
 * The pre_reserved reservation of an accepted inquiry: the quote's total as offer price, the
 * inquiry's language and stored quote.
 */
async function reserveFor(tx: Transaction, inquiry: DecidedInquiry): Promise<ProcessResult> {
  const guests = guestsOfInquiry(inquiry.guestCount, inquiry.message);
  const [reservation] = await tx
    .insert(reservations)
    .values({
      name: `${inquiry.firstName} ${inquiry.lastName}`,
      firstName: inquiry.firstName,
      lastName: inquiry.lastName,
      email: inquiry.contactEmail,
      phone: inquiry.phone,
      ...guests,
      notes: inquiry.message || null,
      startDate: inquiry.preferredStartDate,
      endDate: inquiry.preferredEndDate,
      status: "pre_reserved",
      offerPrice: inquiry.quotedPrice,
      inquiryId: inquiry.id,
      // The stay's mails and page speak the guest's language and show the quote they saw.
      language: inquiry.language,
      quote: inquiry.quote,
    })
    .returning({ id: reservations.id });
  return { ok: true, reservationId: reservation.id };
}

/**
 * Accept: in one transaction, mark the inquiry answered, create its pre_reserved reservation
 * and queue the reply if any. Accepting an already accepted inquiry answers ok (idempotent)
 * and sends nothing.
 */
export function acceptInquiry(db: Database, id: string, answer: Answer = {}) {
  return answerInquiry(db, id, "accept", answer, {
    decided: reserveFor,
    earlier: (reservationId) =>
      reservationId
        ? { ok: true, reservationId, already: true }
        : { ok: false, reason: "already-rejected" },
  });
}

/** Reject: marks the inquiry answered and queues the reply if any; an accepted one stays accepted. */
export function rejectInquiry(db: Database, id: string, answer: Answer = {}) {
  return answerInquiry(db, id, "reject", answer, {
    decided: async () => ({ ok: true }),
    earlier: (reservationId) =>
      reservationId ? { ok: false, reason: "already-accepted" } : { ok: true, already: true },
  });
}

/** A reply at any time, to the address stored with the inquiry. False if there is none. */
export async function replyToInquiry(
  db: Database,
  id: string,
  reply: { text: ReplyText; ownerEmail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: bookingInquiries.id, to: bookingInquiries.contactEmail })
      .from(bookingInquiries)
      .where(and(eq(bookingInquiries.id, id), isNull(bookingInquiries.anonymisedAt)));
    if (!inquiry) return false;
    await enqueueMail(
      tx,
      guestReply({
        kind: "reply",
        inquiryId: id,
        to: inquiry.to,
        ownerEmail: reply.ownerEmail,
        reply: reply.text,
      }),
    );
    return true;
  });
}

/**
 * Deletes an inquiry with its mails (privacy: the guest asked, or it was spam). A reservation
 * made from it stays: it is the owners' record of a stay.
 */
export function deleteInquiry(db: Database, id: string): Promise<boolean> {
  return deleteById(db, bookingInquiries, id);
}
