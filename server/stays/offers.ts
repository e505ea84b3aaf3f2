import { randomBytes } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { OfferTerms } from "../../domain/stays/offer-terms";
import type { Database, Transaction } from "../db/client";
import { reservations, stayOffers } from "../db/schema";
import { exclusionViolation, sqlStateOf } from "../db/sql-state";
import { applyStayEvent, type LifecycleContext, lockStay, stateOfLoaded } from "./lifecycle";
import { loadStay } from "./stay-mail";

const dayMs = 86_400_000;

/** A long random secret for the guest's page (also when the owners revoke the old one). */
export const newGuestToken = () => randomBytes(32).toString("base64url");

/** Six characters without look-alikes (no 0/O, 1/I/L), after "FW-": the transfers' reference. */
function newReference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = randomBytes(6);
  return `FW-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export type OfferContext = LifecycleContext;

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
      const loaded = await lockStay(tx, reservationId);
      if (!loaded) return { ok: false, reason: "not-found" } as const;
      const { stay } = loaded;
      const { terms } = offer;
      if (stay.status !== "pre_reserved") return { ok: false, reason: "not-pre-reserved" } as const;
      await tx
        .update(reservations)
        .set({
          guestToken: stay.guestToken ?? newGuestToken(),
          reference: stay.reference ?? newReference(),
          offerPrice: (terms.totalCents / 100).toFixed(2),
        })
        .where(eq(reservations.id, reservationId));
      // The page's link and reference are read again for the mail, after the offer is stored.
      const applied = await applyStayEvent(
        tx,
        loaded,
        "offer_sent",
        {
          actor: offer.by,
          holdUntil,
          offer: {
            totalCents: terms.totalCents,
            totalReason: offer.reason.trim() || null,
            depositCents: terms.depositCents,
            depositDue: terms.depositDue,
            balanceDue: terms.balanceDue,
            sentBy: offer.by,
          },
          record: {
            kind: "offer_sent",
            detail: {
              totalCents: terms.totalCents,
              depositCents: terms.depositCents,
              holdUntil: holdUntil.toISOString(),
            },
          },
          // The owners' text, with the placeholders (the page's link among them) filled.
          guestMessage: offer.message,
        },
        context,
      );
      if (!applied.ok) return { ok: false, reason: "not-pre-reserved" } as const;
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

export type GuestAnswer = { ok: true } | { ok: false; reason: "not-open" | "expired" };

/** The stay behind a guest's page, locked for a change (null for any other token). */
async function lockedStayOfToken(tx: Transaction, token: string) {
  const found = await stayOfToken(tx, token);
  return found ? lockStay(tx, found.stay.id) : null;
}

/**
 * The guest accepts on their page: the offer becomes accepted and the stay keeps its nights
 * without an end (until the owners cancel it); the guest gets a receipt and the owners are told.
 * Refused once the offer ran out by the application's clock, even before the expiry check
 * released it.
 */
export async function acceptOffer(
  db: Database,
  token: string,
  context: OfferContext,
): Promise<GuestAnswer> {
  return db.transaction(async (tx) => {
    const loaded = await lockedStayOfToken(tx, token);
    if (!loaded || stateOfLoaded(loaded) !== "offer_open") {
      return { ok: false, reason: "not-open" } as const;
    }
    if (!loaded.stay.holdUntil || loaded.stay.holdUntil <= context.now) {
      return { ok: false, reason: "expired" } as const;
    }
    await applyStayEvent(
      tx,
      loaded,
      "accepted",
      { actor: "guest", record: { kind: "offer_accepted" } },
      context,
    );
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
  context: OfferContext,
): Promise<GuestAnswer> {
  return db.transaction(async (tx) => {
    const loaded = await lockedStayOfToken(tx, token);
    if (!loaded) return { ok: false, reason: "not-open" } as const;
    const applied = await applyStayEvent(
      tx,
      loaded,
      "cancelled_by_guest",
      { actor: "guest", record: { kind: "cancelled" } },
      context,
    );
    return applied.ok ? ({ ok: true } as const) : ({ ok: false, reason: "not-open" } as const);
  });
}

/**
 * Releases the nights of every offer that ran out by `now` (the application's clock) with
 * nothing paid, and tells the guest and the owners, once: each stay is locked and its state read
 * again, so two instances never release or mail the same offer twice. An offer paid in part
 * keeps its hold for the owners to decide (the admin start lists it). Returns how many ran out.
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
      const loaded = await lockStay(tx, id);
      if (!loaded?.stay.holdUntil || loaded.stay.holdUntil > context.now) return;
      const event = loaded.receivedCents > 0 ? "hold_ran_out_part_paid" : "hold_ran_out";
      const applied = await applyStayEvent(
        tx,
        loaded,
        event,
        {
          actor: "system",
          ...(event === "hold_ran_out" ? { record: { kind: "offer_expired" } } : {}),
        },
        context,
      );
      if (applied.ok && applied.cell.to === "expired") expired++;
    });
  }
  return expired;
}
