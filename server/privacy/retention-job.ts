import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { inquiryRetentionCutoff, mailBodyCutoff } from "../../domain/privacy/retention";
import { checkHourly, claimDay } from "../daily-job";
import type { Database } from "../db/client";
import { bookingInquiries, emailOutbox, reservations } from "../db/schema";
import { log } from "../log";

export interface RetentionOptions {
  db: Database;
  /** INQUIRY_RETENTION_MONTHS. */
  months: number;
  now?: () => Date;
}

export interface RetentionReport {
  anonymisedInquiries: number;
  mailBodiesRemoved: number;
  mailsDeleted: number;
}

const job = "privacy";

/**
 * Removes what the site no longer needs (domain/privacy/retention.ts), in one transaction:
 * - inquiries older than the retention period that no reservation came from keep their dates,
 *   guest count, quote and language (the figures) but lose name, e-mail, phone, message, browser
 *   and address, and their mails go (their recipient and subject name the guest);
 * - sent mails of inquiries lose their body after 30 days (the row stays in the history);
 * - other mails (password resets, channel warnings) are deleted 30 days after they were written.
 */
export async function removeExpiredPersonalData(
  db: Database,
  options: { now: Date; months: number },
): Promise<RetentionReport> {
  const inquiryCutoff = inquiryRetentionCutoff(options.now, options.months);
  const bodyCutoff = mailBodyCutoff(options.now);
  return db.transaction(async (tx) => {
    const anonymised = await tx
      .update(bookingInquiries)
      .set({
        firstName: "",
        lastName: "",
        contactEmail: "",
        phone: null,
        message: "",
        userAgent: null,
        clientAddress: null,
        anonymisedAt: options.now,
      })
      .where(
        and(
          isNull(bookingInquiries.anonymisedAt),
          lt(bookingInquiries.createdAt, inquiryCutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reservations)
              .where(eq(reservations.inquiryId, bookingInquiries.id)),
          ),
        ),
      )
      .returning({ id: bookingInquiries.id });
    const anonymisedIds = tx
      .select({ id: bookingInquiries.id })
      .from(bookingInquiries)
      .where(isNotNull(bookingInquiries.anonymisedAt));
    const deletedOfInquiries = await tx
      .delete(emailOutbox)
      .where(inArray(emailOutbox.inquiryId, anonymisedIds))
      .returning({ id: emailOutbox.id });
    const emptied = await tx
      .update(emailOutbox)
      .set({ text: "", html: null })
      .where(
        and(
          isNotNull(emailOutbox.inquiryId),
          eq(emailOutbox.status, "sent"),
          lt(emailOutbox.sentAt, bodyCutoff),
          or(ne(emailOutbox.text, ""), isNotNull(emailOutbox.html)),
        ),
      )
      .returning({ id: emailOutbox.id });
    const deletedOthers = await tx
      .delete(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.inquiryId),
          ne(emailOutbox.status, "pending"),
          lt(emailOutbox.createdAt, bodyCutoff),
        ),
      )
      .returning({ id: emailOutbox.id });
    return {
      anonymisedInquiries: anonymised.length,
      mailBodiesRemoved: emptied.length,
      mailsDeleted: deletedOfInquiries.length + deletedOthers.length,
    };
  });
}

/**
 * Runs the removal once a day (the UTC date) across all instances sharing the database: the
 * instance whose insert into job_runs wins does it. Returns null when another one already did.
 */
export async function runDailyRetention(
  options: RetentionOptions,
): Promise<RetentionReport | null> {
  const now = options.now?.() ?? new Date();
  const day = now.toISOString().slice(0, 10);
  return claimDay(options.db, { job, day, now: options.now }, async () => {
    const report = await removeExpiredPersonalData(options.db, { now, months: options.months });
    log.info("expired personal data removed", { ...report });
    return report;
  });
}

/** Checks every hour whether today's run is due (see checkHourly). */
export function startDailyRetention(options: RetentionOptions & { firstCheckMs?: number }) {
  return checkHourly(() => runDailyRetention(options), {
    failure: "removing expired personal data failed",
    firstCheckMs: options.firstCheckMs,
  });
}
