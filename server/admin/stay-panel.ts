import { and, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { addDays } from "../../domain/booking/dates";
import { propertyDateOf } from "../../domain/booking/today";
import { type Agenda, agendaDays, stayAgenda } from "../../domain/stays/agenda";
import { amountsAsked } from "../../domain/stays/payment-progress";
import type { StayPanelData } from "../../domain/stays/stay-panel";
import type { Database } from "../db/client";
import { bookingInquiries, reservations, stayOffers, stayPayments } from "../db/schema";
import { recordStayEvent, stayHistory } from "../stays/history";
import { newGuestToken } from "../stays/offers";
import { guestPageUrl, loadStay, stayLanguage } from "../stays/stay-mail";
import { isNewInquiry } from "./inquiries";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * One stay as its panel on the Reservierungen tab shows it: whether it holds its dates and until
 * when, its offer, the money received against the total, the guest's page, and its history
 * (oldest first, as it happened). Null when there is no such stay.
 */
export async function loadStayPanel(
  db: Database,
  id: string,
  siteUrl: string,
): Promise<StayPanelData | null> {
  const loaded = await loadStay(db, id);
  if (!loaded) return null;
  const { stay, offer, receivedCents } = loaded;
  const history = await stayHistory(db, id);
  const payments = await db
    .select({
      id: stayPayments.id,
      amountCents: stayPayments.amountCents,
      receivedOn: stayPayments.receivedOn,
      method: stayPayments.method,
    })
    .from(stayPayments)
    .where(eq(stayPayments.reservationId, id))
    .orderBy(stayPayments.recordedAt);
  return {
    id: stay.id,
    status: stay.status,
    holdsDates: stay.holdsDates,
    holdUntil: iso(stay.holdUntil),
    language: stayLanguage(stay),
    reference: stay.reference,
    guestPageUrl: stay.guestToken
      ? guestPageUrl(siteUrl, stay.guestToken, stayLanguage(stay))
      : null,
    offer: offer && {
      state: offer.state,
      totalCents: offer.totalCents,
      totalReason: offer.totalReason,
      depositCents: offer.depositCents,
      depositDue: offer.depositDue,
      balanceDue: offer.balanceDue,
      sentAt: offer.sentAt.toISOString(),
      sentBy: offer.sentBy,
      answeredAt: iso(offer.answeredAt),
    },
    /** What the stay costs: its offer's total, else the offer price typed in the form. */
    totalCents: amountsAsked(offer, stay.offerPrice)?.totalCents ?? null,
    receivedCents,
    payments,
    history: history.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: event.actor,
      kind: event.kind,
      detail: event.detail,
    })),
  };
}

/**
 * Replaces the guest's page token: the old link answers 404 from now on. Recorded in the
 * history with the owner. False when the stay has no link yet (or is gone).
 */
export async function revokeGuestLink(
  db: Database,
  id: string,
  context: { by: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(reservations)
      .set({ guestToken: newGuestToken() })
      .where(and(eq(reservations.id, id), isNotNull(reservations.guestToken)))
      .returning({ id: reservations.id });
    if (rows.length === 0) return false;
    await recordStayEvent(tx, {
      reservationId: id,
      at: context.now,
      actor: context.by,
      kind: "link_revoked",
    });
    return true;
  });
}

/**
 * The admin start's "what needs you today" (domain/stays/agenda.ts), by the application's clock:
 * the inquiries nobody answered yet, the stays with an open or accepted offer and those arriving
 * or leaving within the next days.
 */
export async function loadAgenda(db: Database, now: Date): Promise<Agenda> {
  const today = propertyDateOf(now);
  const last = addDays(today, agendaDays);
  const received = sql<number>`(select coalesce(sum(${stayPayments.amountCents}), 0) from ${stayPayments} where ${stayPayments.reservationId} = ${reservations.id})`;
  const rows = await db
    .select({
      stay: {
        id: reservations.id,
        name: reservations.name,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
        status: reservations.status,
        holdsDates: reservations.holdsDates,
        holdUntil: reservations.holdUntil,
      },
      offer: stayOffers,
      receivedCents: received.mapWith(Number),
    })
    .from(reservations)
    .leftJoin(stayOffers, eq(stayOffers.reservationId, reservations.id))
    .where(
      and(
        ne(reservations.status, "cancelled"),
        or(
          inArray(stayOffers.state, ["open", "accepted"]),
          and(gte(reservations.startDate, today), lte(reservations.startDate, last)),
          and(gte(reservations.endDate, today), lte(reservations.endDate, last)),
        ),
      ),
    );
  const inquiries = await db
    .select({
      id: bookingInquiries.id,
      firstName: bookingInquiries.firstName,
      lastName: bookingInquiries.lastName,
      createdAt: bookingInquiries.createdAt,
    })
    .from(bookingInquiries)
    .where(isNewInquiry);
  return stayAgenda(
    rows.map(({ stay, offer, receivedCents }) => ({
      ...stay,
      holdUntil: iso(stay.holdUntil),
      offer,
      receivedCents,
    })),
    inquiries.map((inquiry) => ({
      id: inquiry.id,
      name: `${inquiry.firstName} ${inquiry.lastName}`,
      receivedAt: inquiry.createdAt.toISOString(),
    })),
    { today, instant: now.toISOString() },
  );
}

/**
 * The stay whose transfer reference this is, as an owner types it from a bank statement ("fw
 * 7kq2xm", "FW-7KQ2XM Anzahlung"): its id, or null.
 */
export async function stayOfReference(db: Database, typed: string): Promise<string | null> {
  const code = /(?:FW)?[\s-]*([2-9A-HJKMNP-Z]{6})\b/i.exec(typed.trim())?.[1];
  if (!code) return null;
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.reference, `FW-${code.toUpperCase()}`));
  return row?.id ?? null;
}

/** The stays' held dates for the list: until when each held one holds them (null: no end). */
export async function holdsOfStays(db: Database) {
  const rows = await db
    .select({ id: reservations.id, holdUntil: reservations.holdUntil })
    .from(reservations)
    .where(and(eq(reservations.holdsDates, true), eq(reservations.status, "pre_reserved")));
  return Object.fromEntries(rows.map((row) => [row.id, iso(row.holdUntil)]));
}
