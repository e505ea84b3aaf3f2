import { and, eq, gt, inArray, ne } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import type { StayMessageKind } from "../../content/stay-templates";
import { formatShortDate } from "../../domain/booking/format";
import { propertyDateOf } from "../../domain/booking/today";
import { type ReminderKind, remindersDue } from "../../domain/stays/reminders";
import { checkHourly, claimDay } from "../daily-job";
import type { Database } from "../db/client";
import { reservations, stayOffers } from "../db/schema";
import { log } from "../log";
import { enqueueMail } from "../mail/outbox";
import { expireOffers, type OfferContext } from "./offers";
import { readPaymentSettings } from "./payment-settings";
import { sendScheduledMessages } from "./scheduled-messages";
import { type LoadedStay, loadStay, sendStayTemplate } from "./stay-mail";

const templateOf: Record<ReminderKind, StayMessageKind> = {
  offer_expiring: "expiring",
  deposit_due: "deposit",
  deposit_overdue: "overdue",
  balance_due: "balance",
};

/**
 * What makes a reminder once per stay: its kind and the date it is about, so an offer sent
 * again (new dates) is reminded of again, and nothing else twice.
 */
function messageKey(kind: ReminderKind, { stay, offer }: LoadedStay): string {
  if (kind === "offer_expiring") return `${kind}:${stay.holdUntil?.toISOString()}`;
  if (kind === "balance_due") return `${kind}:${offer?.balanceDue}`;
  return `${kind}:${offer?.depositDue}`;
}

/**
 * Sends the guests' reminders due today (domain/stays/reminders.ts), each once per stay (its
 * record in the stay's history is the gate), and a summary of them to the owners. Returns how
 * many went out.
 */
export async function sendStayReminders(db: Database, context: OfferContext): Promise<number> {
  const today = propertyDateOf(context.now);
  const candidates = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(stayOffers, eq(stayOffers.reservationId, reservations.id))
    .where(
      and(
        inArray(stayOffers.state, ["open", "accepted"]),
        ne(reservations.status, "cancelled"),
        gt(reservations.startDate, today),
      ),
    );
  const sent: string[] = [];
  for (const { id } of candidates) {
    const loaded = await loadStay(db, id);
    if (!loaded?.offer) continue;
    const { stay, offer } = loaded;
    const due = remindersDue(
      {
        ...offer,
        status: stay.status,
        offerState: offer.state,
        holdUntil: stay.holdUntil,
        arrival: stay.startDate,
        receivedCents: loaded.receivedCents,
      },
      today,
      context.now,
    );
    for (const kind of due) {
      const went = await db.transaction((tx) =>
        sendStayTemplate(tx, loaded, templateOf[kind], context, {
          actor: "system",
          at: context.now,
          messageKey: messageKey(kind, loaded),
        }),
      );
      if (went) {
        const span = `${formatShortDate("de", stay.startDate)} – ${formatShortDate("de", stay.endDate)}`;
        sent.push(
          fill(texts.stays.summaryLine, {
            name: stay.name,
            span,
            reminder: texts.stays.reminders[kind],
          }),
        );
      }
    }
  }
  if (sent.length > 0) {
    await enqueueMail(db, {
      kind: "stay-summary",
      to: context.ownerEmail,
      subject: fill(texts.stays.summary.subject, { count: sent.length }),
      text: fill(texts.stays.summary.body, {
        lines: sent.join("\n"),
        link: `${context.siteUrl}/admin`,
      }),
    });
  }
  return sent.length;
}

export interface StayJobsOptions {
  db: Database;
  siteUrl: string;
  ownerEmail: string;
  /** GUEST_INFO_PDF_URL, linked from the arrival information unless the owners uploaded one. */
  guestInfoPdfUrl?: string | null;
  now?: () => Date;
  /** Asks the mail worker to send what the jobs queued. */
  deliverMail: () => void;
  firstCheckMs?: number;
}

/**
 * Every hour: releases the offers that ran out; once a day across all instances, the reminders
 * and the scheduled messages (arrival information, thank-you).
 */
export function startStayJobs(options: StayJobsOptions) {
  const clock = options.now ?? (() => new Date());
  return checkHourly(
    async () => {
      const now = clock();
      const context = { ...options, now, payment: await readPaymentSettings(options.db) };
      const expired = await expireOffers(options.db, context);
      // Null when another instance has (or had) today's reminders.
      const reminded = await claimDay(
        options.db,
        { job: "stay-reminders", day: propertyDateOf(now), now: clock },
        async () =>
          (await sendStayReminders(options.db, context)) +
          (await sendScheduledMessages(options.db, context)),
      );
      log.info("stays checked", { expired, reminded });
      if (expired > 0 || reminded) options.deliverMail();
    },
    { failure: "the stays' hourly check failed", firstCheckMs: options.firstCheckMs },
  );
}
