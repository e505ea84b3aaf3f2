import { eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { channelFeeds, operationAlerts } from "../db/schema";
import type { Env } from "../env";
import { errorFields, errorMessage, log } from "../log";
import { enqueueMail, outboxBacklog } from "../mail/outbox";
import { type AlertText, alertMails } from "./alert-mails";

export interface AlertServices {
  db: Database;
  env: Pick<Env, "OWNER_EMAIL" | "ALERT_EMAIL" | "SITE_URL">;
  now: () => Date;
  /** Asks the mail worker to send what was queued. */
  deliverMail: () => void;
}

/** A feed that has not synced for this long, failing now, is an alert. */
export const feedFailingMs = 6 * 60 * 60_000;
/** Mail waiting this long to be sent is an alert. */
export const mailStuckMs = 60 * 60_000;

function recipients(env: AlertServices["env"]) {
  return [...new Set([env.OWNER_EMAIL, env.ALERT_EMAIL].filter((to) => to !== undefined))];
}

function mailAll(
  services: AlertServices,
  writer: Parameters<typeof enqueueMail>[0],
  mail: AlertText,
) {
  return enqueueMail(
    writer,
    ...recipients(services.env).map((to) => ({
      kind: "alert",
      to,
      ...mail,
      queuedAt: services.now(),
    })),
  );
}

/**
 * Opens the alert `key` unless it is open: the instance whose insert wins queues its mail, in
 * the same transaction, so it goes out once however many instances see the problem. The mail
 * goes through the outbox; when mail itself is what fails, it leaves once mail works again, and
 * the error line logged here is the operator's first sign.
 */
async function openAlert(services: AlertServices, key: string, mail: AlertText) {
  const opened = await services.db.transaction(async (tx) => {
    const rows = await tx
      .insert(operationAlerts)
      .values({ key, since: services.now() })
      .onConflictDoNothing()
      .returning();
    if (rows.length > 0) await mailAll(services, tx, mail);
    return rows.length > 0;
  });
  if (!opened) return;
  log.error("alert mailed", { alert: key, subject: mail.subject });
  services.deliverMail();
}

/** Closes the alert `key` if it is open, with a recovery mail (null: close without one). */
async function closeAlert(services: AlertServices, key: string, mail: AlertText | null) {
  const closed = await services.db.transaction(async (tx) => {
    const rows = await tx.delete(operationAlerts).where(eq(operationAlerts.key, key)).returning();
    if (rows.length > 0 && mail) await mailAll(services, tx, mail);
    return rows.length > 0;
  });
  if (!closed) return;
  log.info("alert recovered", { alert: key });
  if (mail) services.deliverMail();
}

/** The daily backup's outcome (server/backup/daily-backups.ts). */
export function backupFailed(services: AlertServices, error: unknown) {
  const message = errorMessage(error);
  return openAlert(services, "backup", alertMails.backupFailed(message));
}

export function backupSucceeded(services: AlertServices) {
  return closeAlert(services, "backup", alertMails.backupRecovered());
}

const feedKey = (id: string) => `feed:${id}`;

/**
 * Looks at the outbox and at every imported feed (their sync state in the database, written by
 * whichever instance synced them) and opens or closes their alerts.
 */
export async function checkAlerts(services: AlertServices) {
  const now = services.now().getTime();
  const backlog = await outboxBacklog(services.db);
  if (backlog.oldestPendingAt && now - backlog.oldestPendingAt.getTime() >= mailStuckMs) {
    await openAlert(
      services,
      "mail",
      alertMails.mailStuck(backlog.oldestPendingAt, backlog.pending),
    );
  } else {
    await closeAlert(services, "mail", alertMails.mailRecovered());
  }

  const feeds = await services.db.select().from(channelFeeds);
  for (const feed of feeds) {
    const since = feed.lastSuccessAt ?? feed.createdAt;
    if (feed.lastError && now - since.getTime() >= feedFailingMs) {
      await openAlert(
        services,
        feedKey(feed.id),
        alertMails.feedFailing(feed.name, since, services.env.SITE_URL),
      );
    } else {
      // Fine now, or a good sync since the alert (however briefly): it has recovered.
      await closeAlert(services, feedKey(feed.id), alertMails.feedRecovered(feed.name));
    }
  }
  // A feed the owners removed takes its alert along, without a mail.
  const present = new Set(feeds.map((feed) => feedKey(feed.id)));
  const feedAlerts = await services.db
    .select({ key: operationAlerts.key })
    .from(operationAlerts)
    .where(like(operationAlerts.key, "feed:%"));
  for (const { key } of feedAlerts) {
    if (!present.has(key)) await closeAlert(services, key, null);
  }
}

/**
 * Checks the alerts every `everyMs` (5 minutes) on every instance; the database makes each
 * mail go once. The timer never keeps the process alive; `stop` waits for a check under way.
 */
export function startAlertChecks(services: AlertServices, options: { everyMs?: number } = {}) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= checkAlerts(services)
      .catch((error) => log.error("checking the alerts failed", errorFields(error)))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.everyMs ?? 5 * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
