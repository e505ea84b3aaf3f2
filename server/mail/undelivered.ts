import { and, desc, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";

/** How many undelivered mails the admin lists at most (newest first). */
const shownAtMost = 50;

/**
 * Mails the owners should know about: given up (`failed`) or waiting for another try after an
 * error. Never the bodies: a password-reset mail's link is not for the list.
 */
export function listUndeliveredMails(db: Database) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      createdAt: emailOutbox.createdAt,
      inquiryId: emailOutbox.inquiryId,
    })
    .from(emailOutbox)
    .where(
      or(
        eq(emailOutbox.status, "failed"),
        and(eq(emailOutbox.status, "pending"), isNotNull(emailOutbox.lastError)),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(shownAtMost);
}

/**
 * Queues a failed mail again, with a fresh count of attempts, due now. Returns false when there
 * is no such failed mail (already resent, or sent meanwhile).
 */
export async function resendMail(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
}
