import { randomBytes } from "node:crypto";
import { and, between, inArray, ne, or } from "drizzle-orm";
import { propertyDateOf } from "../../domain/booking/today";
import { guestInfoPdfUrl } from "../../domain/files/guest-info-pdf";
import { languageUrl } from "../../domain/seo/page-seo";
import {
  type ScheduledMessageKind,
  scheduledMessageKey,
  scheduledMessagesDue,
  scheduleWindow,
} from "../../domain/stays/scheduled-messages";
import type { Database, Transaction } from "../db/client";
import { reservations, reviewInvitations } from "../db/schema";
import { readGuestInfoPdfUpload } from "../guest-info-pdf";
import { readGuestMessageSettings } from "./guest-message-settings";
import type { OfferContext } from "./offers";
import { type LoadedStay, loadStay, sendStayTemplate, stayLanguage } from "./stay-mail";

export interface ScheduleContext extends OfferContext {
  /**
   * GUEST_INFO_PDF_URL: the guest folder the arrival information links to when the owners
   * uploaded none.
   */
  guestInfoPdfUrl?: string | null;
}

/** The review page of a thank-you link: the token in the query, which no log line keeps. */
function reviewUrl(siteUrl: string, token: string, language: string): string {
  return `${siteUrl}/bewertung?code=${token}&lng=${language}`;
}

/**
 * The stay's review token: the one it has, else a new one (32 random bytes, base64url), in the
 * caller's transaction. A second run for the same stay, even a concurrent one on another
 * instance, gets the same token (and then finds the thank-you recorded, so sends nothing).
 */
async function invitationToken(tx: Transaction, reservationId: string, now: Date) {
  const [row] = await tx
    .insert(reviewInvitations)
    .values({ reservationId, token: randomBytes(32).toString("base64url"), createdAt: now })
    .onConflictDoUpdate({
      target: reviewInvitations.reservationId,
      set: { reservationId },
    })
    .returning({ token: reviewInvitations.token });
  return row.token;
}

/** One scheduled message for one stay, unless it went out before; true when it went now. */
function sendScheduled(
  db: Database,
  loaded: LoadedStay,
  kind: ScheduledMessageKind,
  context: ScheduleContext,
): Promise<boolean> {
  const { stay } = loaded;
  const language = stayLanguage(stay);
  return db.transaction(async (tx) => {
    const review =
      kind === "thanks"
        ? reviewUrl(context.siteUrl, await invitationToken(tx, stay.id, context.now), language)
        : null;
    const links = {
      guestInfo: languageUrl(context.siteUrl, "/gaesteinformationen", language),
      guestInfoPdf: guestInfoPdfUrl(
        await readGuestInfoPdfUpload(tx),
        context.siteUrl,
        context.guestInfoPdfUrl ?? null,
      ),
      review,
    };
    return sendStayTemplate(
      tx,
      loaded,
      kind,
      context,
      { actor: "system", at: context.now, messageKey: scheduledMessageKey(kind, stay) },
      links,
    );
  });
}

/**
 * Sends the arrival information and the thank-you due today (domain/stays/scheduled-messages.ts)
 * to the guests of booked and paid stays, each once per stay (its record in the stay's history is
 * the gate), in the guest's language, from the owners' template. Run once a day across all
 * instances, after the reminders. Returns how many went out.
 */
export async function sendScheduledMessages(
  db: Database,
  context: ScheduleContext,
): Promise<number> {
  const settings = await readGuestMessageSettings(db);
  if (!settings.arrivalEnabled && !settings.thanksEnabled) return 0;
  const today = propertyDateOf(context.now);
  const { arrivals, departures } = scheduleWindow(settings, today);
  const candidates = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ["booked", "paid"]),
        ne(reservations.email, ""),
        or(
          between(reservations.startDate, arrivals.from, arrivals.to),
          between(reservations.endDate, departures.from, departures.to),
        ),
      ),
    );
  let sent = 0;
  for (const { id } of candidates) {
    const loaded = await loadStay(db, id);
    if (!loaded) continue;
    for (const kind of scheduledMessagesDue(loaded.stay, settings, today)) {
      if (await sendScheduled(db, loaded, kind, context)) sent++;
    }
  }
  return sent;
}
