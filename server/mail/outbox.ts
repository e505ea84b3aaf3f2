import { and, count, eq, inArray, lte, min, sql } from "drizzle-orm";
import { afterFailure } from "../../domain/mail/delivery-policy";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { errorFields, errorMessage, log } from "../log";
import type { MailTransport } from "./transport";

export interface OutgoingMail {
  kind: string;
  to: string;
  /** Where the recipient's answer goes, when not to the sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  inquiryId?: string;
  /**
   * The caller's clock when it queued the mail (default: this process's). Jobs that run on an
   * injected clock pass theirs, so the outbox's age is measured on the clock that reads it.
   */
  queuedAt?: Date;
}

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

/**
 * Queues mails. Call it in the same transaction as what caused them: once that commits, the
 * mails are safe even if sending fails or the process dies.
 */
export async function enqueueMail(writer: Writer, ...mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  // Due by this process's clock, the one the sender compares with. The database's own now() has
  // microseconds (and may run ahead): a mail queued and kicked within the same millisecond would
  // not be due yet and would wait for the next round.
  const now = new Date();
  await writer.insert(emailOutbox).values(
    mails.map(({ queuedAt = now, ...mail }) => ({
      ...mail,
      createdAt: queuedAt,
      nextAttemptAt: queuedAt,
    })),
  );
}

/** How many mails wait to be sent, and since when the oldest of them waits (null: none). */
export async function outboxBacklog(db: Database) {
  const [row] = await db
    .select({ pending: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  return { pending: row.pending, oldestPendingAt: row.oldest ?? null };
}

/** How many mails one round claims at most. */
const roundSize = 20;

/** How long a claimed mail is reserved for one sender before another may retry it. */
const leaseMs = 5 * 60_000;

/** The SMTP answer code of a failed send (nodemailer's `responseCode`), if the server gave one. */
function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : undefined;
}

/**
 * Sends every due mail once. Rows are claimed with a lease first (SKIP LOCKED, so several
 * instances never send the same row at the same time), then marked sent, rescheduled, or
 * failed for good (domain/mail/delivery-policy.ts).
 */
export async function deliverDueMail(options: {
  db: Database;
  transport: MailTransport;
  now?: () => Date;
}): Promise<{ sent: number; failed: number }> {
  const { db, transport } = options;
  const now = options.now ?? (() => new Date());
  const started = now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, started)))
      .orderBy(emailOutbox.createdAt)
      .limit(roundSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(started.getTime() + leaseMs),
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send({
        id: mail.id,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: now(), lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      failed++;
      const message = errorMessage(error);
      const next = afterFailure({
        attempts: mail.attempts,
        responseCode: responseCodeOf(error),
        now: now(),
      });
      await db
        .update(emailOutbox)
        .set({
          lastError: message.slice(0, 1000),
          ...(next.status === "failed" ? { status: "failed" } : { nextAttemptAt: next.retryAt }),
        })
        .where(eq(emailOutbox.id, mail.id));
      const fields = { id: mail.id, kind: mail.kind, attempts: mail.attempts, error: message };
      if (next.status === "failed") log.error("mail not sent, giving up", fields);
      else
        log.warn("mail not sent, will retry", { ...fields, retryAt: next.retryAt.toISOString() });
    }
  }
  return { sent, failed };
}

/**
 * How long a kick waits before the round it asks for, so that the mail of a burst of requests
 * (a hundred inquiries from a newsletter link, say) is claimed in one round instead of one each.
 * Short enough that a guest has the confirmation before they look for it.
 */
const kickGatherMs = 500;

/**
 * Delivers the outbox in the background: every `intervalMs`, and `kickGatherMs` after `kick()`
 * (called when a request queued a mail). A full round is followed by the next at once: the mail
 * of a burst longer than one round does not wait for the interval.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  intervalMs?: number;
}) {
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueMail(options)
      .then(({ sent, failed }) => {
        if (sent + failed === roundSize) again = true;
      })
      .catch((error) => log.error("mail delivery failed", errorFields(error)))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  const timer = setInterval(run, options.intervalMs ?? 15_000);
  timer.unref();
  void run();
  let gathering: NodeJS.Timeout | null = null;
  return {
    kick() {
      gathering ??= setTimeout(() => {
        gathering = null;
        void run();
      }, kickGatherMs);
    },
    /** Resolves once no round is running: what a test waits on instead of a pause. */
    async idle() {
      while (running) await running;
    },
    async stop() {
      clearInterval(timer);
      // A gathered mail stays queued and goes out at the next start.
      if (gathering) clearTimeout(gathering);
      await running;
    },
  };
}
