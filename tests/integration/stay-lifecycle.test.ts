import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { defaultStayTemplates } from "../../content/stay-templates";
import { addDays } from "../../domain/booking/dates";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import {
  type StayEvent,
  type StayState,
  stayEvents,
  stayStates,
  transition,
} from "../../domain/kernel/lifecycle";
import type { ReservationStatus } from "../../domain/kernel/statuses";
import { defaultHouseFacts } from "../../domain/site/house-facts";
import { suggestedOfferTerms } from "../../domain/stays/offer-terms";
import { updateReservation } from "../../server/admin/reservations";
import type { Database } from "../../server/db/client";
import {
  emailOutbox,
  stayEvents as history,
  paymentSettings,
  reservations,
  stayOffers,
  stayPayments,
} from "../../server/db/schema";
import { stayHistory } from "../../server/stays/history";
import { stateOfLoaded } from "../../server/stays/lifecycle";
import {
  acceptOffer,
  cancelByGuest,
  expireOffers,
  type OfferContext,
  sendOffer,
} from "../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../server/stays/payment-settings";
import { recordPayment, undoPayment } from "../../server/stays/payments";
import { loadStay } from "../../server/stays/stay-mail";
import { ownerAccount, paymentDefaults } from "../support/owners-payments";
import { describeEachDatabase, describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

const now = new Date("2027-01-04T09:00:00Z");
const owner = "owner@example.com";
const total = 100_000;
const deposit = 30_000;

async function contextOf(db: Database): Promise<OfferContext> {
  await emptyTables(db, history, emailOutbox, stayPayments, stayOffers, reservations);
  await emptyTables(db, paymentSettings);
  await savePaymentSettings(db, { ...paymentDefaults, account: ownerAccount }, owner);
  return {
    now,
    siteUrl: "https://almblick.example",
    ownerEmail: owner,
    payment: await readPaymentSettings(db),
  };
}

/** The stored columns of each state, as the lifecycle leaves them. */
const stored: Record<
  StayState,
  { status: ReservationStatus; holdsDates: boolean; hold: boolean; offer: string | null }
> = {
  // With an offer the owners withdrew: its amounts name what the money reaches.
  pre_reserved: { status: "pre_reserved", holdsDates: false, hold: false, offer: "withdrawn" },
  offer_open: { status: "pre_reserved", holdsDates: true, hold: true, offer: "open" },
  offer_accepted: { status: "pre_reserved", holdsDates: true, hold: false, offer: "accepted" },
  expired: { status: "pre_reserved", holdsDates: false, hold: false, offer: "expired" },
  booked: { status: "booked", holdsDates: true, hold: false, offer: "accepted" },
  paid: { status: "paid", holdsDates: true, hold: false, offer: "accepted" },
  cancelled: { status: "cancelled", holdsDates: false, hold: false, offer: "withdrawn" },
};

/** A stay in `state` with `payments` already received, a week of its own from `start`. */
async function stayIn(db: Database, state: StayState, start: string, payments: number[] = []) {
  const facts = stored[state];
  const [row] = await db
    .insert(reservations)
    .values({
      ...stayGuest("Giulia", "Rossi"),
      startDate: start,
      endDate: addDays(start, 7),
      status: facts.status,
      holdsDates: facts.holdsDates,
      holdUntil: facts.hold ? new Date(now.getTime() + 3 * 86_400_000) : null,
      offerPrice: (total / 100).toFixed(2),
      guestToken: `${"t".repeat(35)}${start.replaceAll("-", "")}`,
      reference: `FW-${start.slice(2).replaceAll("-", "")}`.slice(0, 12),
    })
    .returning();
  if (facts.offer) {
    await db.insert(stayOffers).values({
      reservationId: row.id,
      totalCents: total,
      depositCents: deposit,
      depositDue: "2027-01-11",
      balanceDue: addDays(start, -30),
      state: facts.offer as "open",
      sentAt: now,
      sentBy: owner,
    });
  }
  for (const amountCents of payments) {
    await db.insert(stayPayments).values({
      reservationId: row.id,
      amountCents,
      receivedOn: "2027-01-04",
      method: "transfer",
      recordedAt: now,
      recordedBy: owner,
    });
  }
  return { id: row.id, token: row.guestToken as string };
}

/** The owners' reservation form of a stay as it is, but for the status they choose. */
async function formOf(db: Database, id: string, status: ReservationStatus) {
  const stay = (await loadStay(db, id))?.stay;
  if (!stay) throw new Error("the stay is gone");
  const { name, firstName, lastName, email, phone, adults, children, guests } = stay;
  const { offerPrice, startDate, endDate } = stay;
  return {
    ...{ name, firstName, lastName, email, phone, adults, children, guests },
    ...{ offerPrice, startDate, endDate, notes: null, status },
  };
}

/** The money a stay holds before an event, so the event's money reaches what it names. */
const paidBefore: Partial<Record<StayEvent, number[]>> = {
  refunded: [deposit],
  undone_to_unpaid: [5_000],
  undone_to_deposit: [deposit, 5_000],
  undone_to_all: [total, 5_000],
  hold_ran_out_part_paid: [5_000],
};

const paying = (amountCents: number) => ({
  amountCents,
  receivedOn: "2027-01-04",
  method: "transfer" as const,
});

/** Drives `event` through the path the product takes for it: the owners', the guest's, the job's. */
async function drive(
  db: Database,
  stay: { id: string; token: string },
  event: StayEvent,
  context: OfferContext,
) {
  const by = { ...context, by: owner };
  const form = async (status: ReservationStatus) =>
    updateReservation(db, stay.id, await formOf(db, stay.id, status), by);
  const lastPayment = async () => {
    const rows = await db
      .select()
      .from(stayPayments)
      .where(eq(stayPayments.reservationId, stay.id))
      .orderBy(stayPayments.amountCents);
    return rows[0].id;
  };
  switch (event) {
    case "offer_sent": {
      const terms = suggestedOfferTerms(total, "2027-06-01", "2027-01-04", paymentDefaults);
      const message = defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer.de;
      return sendOffer(db, stay.id, { terms, reason: "", message, by: owner }, context);
    }
    case "accepted":
      return acceptOffer(db, stay.token, context);
    case "paid_part":
      return recordPayment(db, stay.id, paying(5_000), by);
    case "paid_deposit":
      return recordPayment(db, stay.id, paying(deposit), by);
    case "paid_all":
      return recordPayment(db, stay.id, paying(total), by);
    case "refunded":
      return recordPayment(db, stay.id, paying(-1_000), by);
    case "undone_to_unpaid":
    case "undone_to_deposit":
    case "undone_to_all":
      return undoPayment(db, stay.id, { paymentId: await lastPayment(), reason: "typo" }, by);
    case "hold_ran_out":
    case "hold_ran_out_part_paid":
      return expireOffers(db, { ...context, now: new Date(now.getTime() + 4 * 86_400_000) });
    case "cancelled_by_guest":
      return cancelByGuest(db, stay.token, context);
    case "cancelled_by_owners":
      return form("cancelled");
    case "set_pre_reserved":
      return form("pre_reserved");
    case "set_booked":
      return form("booked");
    case "set_paid":
      return form("paid");
  }
}

describeWithDatabase("a stay's lifecycle through the product's own paths", (getDb) => {
  let context: OfferContext;
  beforeAll(async () => {
    context = await contextOf(getDb().db);
  });

  // Every cell of the table once: an allowed one must lead where the table says, a refused one
  // must leave the stay as it was.
  const cells = stayEvents.flatMap((event) => stayStates.map((state) => ({ event, state })));
  it.each(cells.map((cell, index) => ({ ...cell, index })))(
    "$event in $state",
    async ({ event, state, index }) => {
      const { db } = getDb();
      const start = addDays("2027-03-01", index * 8);
      const stay = await stayIn(db, state, start, paidBefore[event]);
      await drive(db, stay, event, context);
      const after = (await loadStay(db, stay.id)) ?? undefined;
      if (!after) throw new Error("the stay is gone");
      const cell = transition(state, event);
      expect(stateOfLoaded(after)).toBe("refused" in cell ? state : cell.to);
    },
  );
});

describeEachDatabase("accepting and cancelling at the same moment", (getDb) => {
  it("ends in one outcome, in the history's order, with no error", async () => {
    const { db } = getDb();
    const context = await contextOf(db);
    const stay = await stayIn(db, "offer_open", "2027-05-01");
    const by = { ...context, by: owner };
    const cancelForm = await formOf(db, stay.id, "cancelled");
    const actions = Array.from({ length: 12 }, (_, index) => {
      if (index % 3 === 0) return updateReservation(db, stay.id, cancelForm, by);
      if (index % 3 === 1) return cancelByGuest(db, stay.token, context);
      return acceptOffer(db, stay.token, context);
    });
    // Any error (a deadlock among them) rejects: the request would have answered 500.
    const answers = await Promise.all(actions);
    const after = await loadStay(db, stay.id);
    expect(after?.stay.status).toBe("cancelled");
    const kinds = (await stayHistory(db, stay.id))
      .map((event) => event.kind)
      .filter((kind) => kind !== "message");
    // One cancellation took effect; an acceptance only counted, and only once, if it came first.
    const cancelledAt = kinds.findIndex((kind) => kind === "cancelled" || kind === "status");
    const cancellations = kinds.filter((kind) => kind === "cancelled" || kind === "status");
    expect(cancellations).toHaveLength(1);
    const guestCancels = answers.filter((answer, index) => index % 3 === 1 && answer.ok);
    expect(guestCancels.length).toBe(kinds.includes("cancelled") ? 1 : 0);
    const accepted = answers.filter((answer, index) => index % 3 === 2 && answer.ok).length;
    expect(kinds.filter((kind) => kind === "offer_accepted")).toHaveLength(accepted);
    if (accepted > 0) expect(kinds.indexOf("offer_accepted")).toBeLessThan(cancelledAt);
  });
});
