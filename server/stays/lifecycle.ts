import { eq } from "drizzle-orm";
import { fill, texts } from "../../content/admin-texts";
import { formatShortDate } from "../../domain/booking/format";
import {
  type Cell,
  type OwnersMail,
  type StayEvent,
  type StayState,
  stateOf,
  type Transition,
  transition,
  withStatusByHand,
} from "../../domain/kernel/lifecycle";
import type { Transaction } from "../db/client";
import { reservations, stayOffers } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { type Actor, type StayEvent as HistoryEvent, recordStayEvent } from "./history";
import type { PaymentSettings } from "./payment-settings";
import { type LoadedStay, loadStay, sendStayTemplate, sendToGuest, stayMessage } from "./stay-mail";

/**
 * The only writer of a stay's status, its hold and its offer's state: it applies the decisions
 * of domain/kernel/lifecycle.ts. Every change takes the reservation's row lock first (lockStay),
 * so a guest and an owner acting at the same moment queue in one order and never deadlock.
 */

export interface LifecycleContext {
  now: Date;
  siteUrl: string;
  ownerEmail: string;
  payment: PaymentSettings;
}

/** Locks the stay's row for the transaction, then reads it whole (null when it is gone). */
export async function lockStay(tx: Transaction, reservationId: string) {
  const [row] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for("update");
  return row ? loadStay(tx, reservationId) : null;
}

export const stateOfLoaded = ({ stay, offer }: LoadedStay): StayState =>
  stateOf({ ...stay, offerState: offer?.state ?? null });

/** The offer's terms as stored with it, written when an offer is sent. */
interface OfferValues {
  totalCents: number;
  totalReason: string | null;
  depositCents: number;
  depositDue: string;
  balanceDue: string;
  sentBy: string;
}

export interface EventInput {
  actor: Actor;
  /** The history line of what happened (written before the status line it causes). */
  record?: Omit<HistoryEvent, "reservationId" | "at" | "actor">;
  /** For an offer: until when it holds the nights, and its terms. */
  holdUntil?: Date;
  offer?: OfferValues;
  /** For an offer: the owners' text as they sent it, filled here once the offer is stored. */
  guestMessage?: { subject: string; body: string };
}

export type Applied =
  | { ok: true; from: StayState; cell: Transition }
  | { ok: false; from: StayState; refused: Extract<Cell, { refused: unknown }>["refused"] };

/** The columns a hold writes; booked and paid stays take their nights by status anyway. */
function holdColumns(cell: Transition, holdUntil: Date | undefined) {
  switch (cell.hold) {
    case "until-deadline":
      return { holdsDates: true, holdUntil: holdUntil ?? null };
    case "open-ended":
      return { holdsDates: true, holdUntil: null };
    case "released":
      return { holdsDates: false, holdUntil: null };
    case "kept":
      return {};
  }
}

/** Mails that go out once per stay, whichever instance or path triggers them. */
const oncePerStay = new Set(["accepted", "confirmed", "paid"]);

/**
 * Applies `event` to a stay locked by `lockStay` in the same transaction: writes the status,
 * hold and offer the table decides, the history (the event, then any status change), and the
 * mails to the guest and the owners. A refused event writes nothing.
 */
export async function applyStayEvent(
  tx: Transaction,
  loaded: LoadedStay,
  event: StayEvent,
  input: EventInput,
  context: LifecycleContext,
): Promise<Applied> {
  const from = stateOfLoaded(loaded);
  const cell = withStatusByHand(from, transition(from, event), loaded.stay.statusByHand, event);
  if ("refused" in cell) return { ok: false, from, refused: cell.refused };
  const id = loaded.stay.id;
  const { now } = context;
  const columns = {
    ...holdColumns(cell, input.holdUntil),
    ...(cell.status ? { status: cell.status } : {}),
    ...(cell.byHand ? { statusByHand: true } : {}),
  };
  if (Object.keys(columns).length > 0) {
    await tx.update(reservations).set(columns).where(eq(reservations.id, id));
  }
  if (input.offer) {
    const values = { ...input.offer, state: "open" as const, sentAt: now, answeredAt: null };
    await tx
      .insert(stayOffers)
      .values({ reservationId: id, ...values })
      .onConflictDoUpdate({ target: stayOffers.reservationId, set: values });
  } else if (cell.offer && loaded.offer && loaded.offer.state !== cell.offer) {
    await tx
      .update(stayOffers)
      .set({ state: cell.offer, answeredAt: now })
      .where(eq(stayOffers.reservationId, id));
  }
  if (input.record) {
    await recordStayEvent(tx, { reservationId: id, at: now, actor: input.actor, ...input.record });
  }
  if (cell.status && cell.status !== loaded.stay.status) {
    await recordStayEvent(tx, {
      reservationId: id,
      at: now,
      actor: cell.byHand ? input.actor : "system",
      kind: "status",
      detail: { from: loaded.stay.status, to: cell.status },
    });
  }
  if (!cell.guestMail && !cell.ownersMail) return { ok: true, from, cell };
  // The mails speak of the stay as it is now (its new offer, link and money).
  const after = (await loadStay(tx, id)) as LoadedStay;
  if (cell.guestMail && after.stay.email) {
    const message = { actor: "system" as const, at: now };
    if (cell.guestMail === "offer" && input.guestMessage) {
      const text = stayMessage(input.guestMessage, after, context);
      await sendToGuest(
        tx,
        after,
        { kind: "offer", subject: text.subject, text: text.body, replyTo: context.ownerEmail },
        { actor: input.actor, at: now },
      );
    } else {
      await sendStayTemplate(tx, after, cell.guestMail, context, {
        ...message,
        ...(oncePerStay.has(cell.guestMail) ? { messageKey: cell.guestMail } : {}),
      });
    }
  }
  if (cell.ownersMail) await tellOwners(tx, after, cell.ownersMail, context);
  return { ok: true, from, cell };
}

/** The owners' short mail about something a guest did or the site did on its own. */
async function tellOwners(
  tx: Transaction,
  { stay }: LoadedStay,
  kind: OwnersMail,
  context: Pick<LifecycleContext, "ownerEmail" | "siteUrl">,
) {
  const mail = texts.stays.ownerMails[kind];
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
