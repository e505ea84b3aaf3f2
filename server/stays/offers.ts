import { randomBytes } from "node:crypto";
import { and, eq, lte, ne } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import { formatShortDate } from "../../domain/booking/format";
import type { OfferTerms } from "../../domain/stays/offer-terms";
import type { Database, Transaction } from "../db/client";
import { reservations, stayOffers } from "../db/schema";
import { exclusionViolation, sqlStateOf } from "../db/sql-state";
import { enqueueMail } from "../mail/outbox";
import { recordStayEvent } from "./history";
import type { PaymentSettings } from "./payment-settings";
import { type LoadedStay, loadStay, sendStayTemplate, sendToGuest, stayMessage } from "./stay-mail";

const t = texts.stays;
const dayMs = 86_400_000;

/** A long random secret for the guest's page (also when the owners revoke the old one). */
export const newGuestToken = () => randomBytes(32).toString("base64url");

/** Six characters without look-alikes (no 0/O, 1/I/L), after "FW-": the transfers' reference. */
function newReference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = randomBytes(6);
  return `FW-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export interface OfferContext {
  now: Date;
  siteUrl: string;
  ownerEmail: string;
  payment: PaymentSettings;
}

export type OfferResult =
  | { ok: true; holdUntil: Date }
  | { ok: false; reason: "not-found" | "not-pre-reserved" | "clash" | "no-account" };

/**
 * Sends an offer for a pre-reserved stay, in one transaction: its nights are held for everyone
 * else until the offer runs out (the database refuses it if they are taken by now), the guest
 * gets a page (token and transfer reference made on first use), and the owners' message goes
 * out with the link to it.
 */
export async function sendOffer(
  db: Database,
  reservationId: string,
  offer: {
    terms: OfferTerms;
    reason: string;
    message: { subject: string; body: string };
    by: string;
  },
  context: OfferContext,
): Promise<OfferResult> {
  if (!context.payment.account) return { ok: false, reason: "no-account" };
  const holdUntil = new Date(context.now.getTime() + offer.terms.holdDays * dayMs);
  try {
    return await db.transaction(async (tx) => {
      const [stay] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for("update");
      if (!stay) return { ok: false, reason: "not-found" } as const;
      if (stay.status !== "pre_reserved") return { ok: false, reason: "not-pre-reserved" } as const;
      const { terms } = offer;
      await tx
        .update(reservations)
        .set({
          holdsDates: true,
          holdUntil,
          guestToken: stay.guestToken ?? newGuestToken(),
          reference: stay.reference ?? newReference(),
          offerPrice: (terms.totalCents / 100).toFixed(2),
        })
        .where(eq(reservations.id, reservationId));
      const values = {
        totalCents: terms.totalCents,
        totalReason: offer.reason.trim() || null,
        depositCents: terms.depositCents,
        depositDue: terms.depositDue,
        balanceDue: terms.balanceDue,
        state: "open" as const,
        sentAt: context.now,
        sentBy: offer.by,
        answeredAt: null,
      };
      await tx
        .insert(stayOffers)
        .values({ reservationId, ...values })
        .onConflictDoUpdate({ target: stayOffers.reservationId, set: values });
      const loaded = (await loadStay(tx, reservationId)) as LoadedStay;
      // The owners' text, with the placeholders (the page's link among them) filled now.
      const message = stayMessage(offer.message, loaded, context);
      await recordStayEvent(tx, {
        reservationId,
        at: context.now,
        actor: offer.by,
        kind: "offer_sent",
        detail: {
          totalCents: terms.totalCents,
          depositCents: terms.depositCents,
          holdUntil: holdUntil.toISOString(),
        },
      });
      await sendToGuest(
        tx,
        loaded,
        {
          kind: "offer",
          subject: message.subject,
          text: message.body,
          replyTo: context.ownerEmail,
        },
        { actor: offer.by, at: context.now },
      );
      return { ok: true, holdUntil } as const;
    });
  } catch (error) {
    if (sqlStateOf(error) === exclusionViolation) return { ok: false, reason: "clash" };
    throw error;
  }
}

/** The stay behind a guest's page, if the token is current (null for any other token). */
export async function stayOfToken(db: Pick<Database, "select">, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.guestToken, token));
  return row ? loadStay(db, row.id) : null;
}

/** The owners' short mail about something a guest did or the site did on its own. */
async function tellOwners(
  tx: Transaction,
  { stay }: LoadedStay,
  mail: { subject: string; body: string },
  context: Pick<OfferContext, "ownerEmail" | "siteUrl">,
) {
  const values = {
    name: stay.name,
    span: `${formatShortDate("de", stay.startDate)} – ${formatShortDate("de", stay.endDate)}`,
    link: `${context.siteUrl}/admin/reservierungen`,
  };
  await enqueueMail(tx, {
    kind: "stay-owners",
    to: context.ownerEmail,
    replyTo: stay.email,
    subject: fill(mail.subject, values),
    text: fill(mail.body, values),
  });
}

export type GuestAnswer = { ok: true } | { ok: false; reason: "not-open" | "expired" };

/**
 * The guest accepts on their page: the offer becomes accepted and the stay keeps its nights
 * without an end (until the owners cancel it); the owners are told. Refused once the offer ran
 * out by the application's clock, even before the expiry check released it.
 */
export async function acceptOffer(
  db: Database,
  token: string,
  context: Pick<OfferContext, "now" | "ownerEmail" | "siteUrl">,
): Promise<GuestAnswer> {
  return db.transaction(async (tx) => {
    const loaded = await stayOfToken(tx, token);
    if (loaded?.offer?.state !== "open" || loaded.stay.status !== "pre_reserved") {
      return { ok: false, reason: "not-open" } as const;
    }
    if (!loaded.stay.holdUntil || loaded.stay.holdUntil <= context.now) {
      return { ok: false, reason: "expired" } as const;
    }
    const id = loaded.stay.id;
    const answered = await tx
      .update(stayOffers)
      .set({ state: "accepted", answeredAt: context.now })
      .where(and(eq(stayOffers.reservationId, id), eq(stayOffers.state, "open")))
      .returning();
    if (answered.length === 0) return { ok: false, reason: "not-open" } as const;
    await tx.update(reservations).set({ holdUntil: null }).where(eq(reservations.id, id));
    await recordStayEvent(tx, {
      reservationId: id,
      at: context.now,
      actor: "guest",
      kind: "offer_accepted",
    });
    await tellOwners(tx, loaded, t.ownerMails.accepted, context);
    return { ok: true } as const;
  });
}

/**
 * The guest cancels on their page: the stay is cancelled and its nights free at once; the guest
 * gets a confirmation and the owners are told (they record any refund as a negative payment).
 */
export async function cancelByGuest(
  db: Database,
  token: string,
  context: Pick<OfferContext, "now" | "ownerEmail" | "siteUrl" | "payment">,
): Promise<GuestAnswer> {
  return db.transaction(async (tx) => {
    const loaded = await stayOfToken(tx, token);
    if (!loaded || loaded.stay.status === "cancelled")
      return { ok: false, reason: "not-open" } as const;
    const id = loaded.stay.id;
    const gate = await tx
      .update(reservations)
      .set({ status: "cancelled", holdsDates: false, holdUntil: null })
      .where(and(eq(reservations.id, id), ne(reservations.status, "cancelled")))
      .returning({ id: reservations.id });
    if (gate.length === 0) return { ok: false, reason: "not-open" } as const;
    await tx
      .update(stayOffers)
      .set({ state: "withdrawn", answeredAt: context.now })
      .where(and(eq(stayOffers.reservationId, id), eq(stayOffers.state, "open")));
    await recordStayEvent(tx, {
      reservationId: id,
      at: context.now,
      actor: "guest",
      kind: "cancelled",
    });
    await sendStayTemplate(tx, loaded, "cancelled", context, {
      actor: "system",
      at: context.now,
      messageKey: "cancelled",
    });
    await tellOwners(tx, loaded, t.ownerMails.cancelled, context);
    return { ok: true } as const;
  });
}

/**
 * Releases the nights of every offer that ran out unanswered by `now` (the application's
 * clock) and tells the guest and the owners, once: the offer's state is the gate, so two
 * instances never release or mail the same offer twice. Returns how many ran out.
 */
export async function expireOffers(db: Database, context: OfferContext): Promise<number> {
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(stayOffers, eq(stayOffers.reservationId, reservations.id))
    .where(and(eq(stayOffers.state, "open"), lte(reservations.holdUntil, context.now)));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const gate = await tx
        .update(stayOffers)
        .set({ state: "expired", answeredAt: context.now })
        .where(and(eq(stayOffers.reservationId, id), eq(stayOffers.state, "open")))
        .returning();
      if (gate.length === 0) return;
      await tx
        .update(reservations)
        .set({ holdsDates: false, holdUntil: null })
        .where(eq(reservations.id, id));
      await recordStayEvent(tx, {
        reservationId: id,
        at: context.now,
        actor: "system",
        kind: "offer_expired",
      });
      const loaded = (await loadStay(tx, id)) as LoadedStay;
      await sendStayTemplate(tx, loaded, "expired", context, { actor: "system", at: context.now });
      await tellOwners(tx, loaded, t.ownerMails.expired, context);
      expired++;
    });
  }
  return expired;
}
