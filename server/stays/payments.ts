import { and, eq } from "drizzle-orm";
import type { IsoDate } from "../../domain/booking/dates";
import { moneyLevel, paymentEvent, type StayEvent, undoEvent } from "../../domain/kernel/lifecycle";
import { amountsAsked } from "../../domain/stays/payment-progress";
import type { Database, Transaction } from "../db/client";
import { type PaymentMethod, stayPayments } from "../db/schema";
import { exclusionViolation, sqlStateOf } from "../db/sql-state";
import type { StayEvent as HistoryEvent } from "./history";
import { applyStayEvent, type LifecycleContext, lockStay } from "./lifecycle";
import type { LoadedStay } from "./stay-mail";

export interface Payment {
  /** Negative for a refund. */
  amountCents: number;
  receivedOn: IsoDate;
  method: PaymentMethod;
}

export type PaymentResult =
  | { ok: true; status: LoadedStay["stay"]["status"]; changed: boolean }
  | { ok: false; reason: "not-found" | "clash" };

/** What a loaded stay asks (domain/stays/payment-progress.ts). */
export const amountsOf = ({ stay, offer }: LoadedStay) => amountsAsked(offer, stay.offerPrice);

type OwnerAct = LifecycleContext & { by: string };

/**
 * Records money received (or refunded) for a stay and lets the lifecycle decide what the money
 * now reaches (domain/kernel/lifecycle.ts): the deposit accepts a waiting offer and books the
 * stay, everything makes it paid. All in one transaction, in the history with who did it.
 */
export async function recordPayment(
  db: Database,
  reservationId: string,
  payment: Payment,
  context: OwnerAct,
): Promise<PaymentResult> {
  return changeMoney(db, reservationId, context, async (tx, before) => {
    await tx.insert(stayPayments).values({
      reservationId,
      ...payment,
      recordedAt: context.now,
      recordedBy: context.by,
    });
    const received = before.receivedCents + payment.amountCents;
    const level = moneyLevel(amountsOf(before), received);
    return payment.amountCents < 0
      ? { event: "refunded", record: { kind: "refund", detail: { ...payment } } }
      : { event: paymentEvent(level), record: { kind: "payment", detail: { ...payment } } };
  });
}

/**
 * Takes back a payment recorded by mistake, with the owners' reason in the history: the status
 * goes back to what the money still earns, unless the owners set it by hand.
 */
export async function undoPayment(
  db: Database,
  reservationId: string,
  undo: { paymentId: string; reason: string },
  context: OwnerAct,
): Promise<PaymentResult> {
  return changeMoney(db, reservationId, context, async (tx, before) => {
    const [removed] = await tx
      .delete(stayPayments)
      .where(
        and(eq(stayPayments.id, undo.paymentId), eq(stayPayments.reservationId, reservationId)),
      )
      .returning();
    if (!removed) return null;
    const level = moneyLevel(amountsOf(before), before.receivedCents - removed.amountCents);
    return {
      event: undoEvent(level),
      record: {
        kind: "payment_undone",
        detail: {
          amountCents: removed.amountCents,
          receivedOn: removed.receivedOn,
          method: removed.method,
          reason: undo.reason,
        },
      },
    };
  });
}

/** A change of the stay's money, made under its lock: the lifecycle event it amounts to. */
type MoneyChange = (
  tx: Transaction,
  before: LoadedStay,
) => Promise<{ event: StayEvent; record: { kind: string; detail: HistoryEvent["detail"] } } | null>;

/** Locks the stay, makes the change and applies the event; a clash of nights changes nothing. */
async function changeMoney(
  db: Database,
  reservationId: string,
  context: OwnerAct,
  change: MoneyChange,
): Promise<PaymentResult> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockStay(tx, reservationId);
      if (!before) return { ok: false, reason: "not-found" } as const;
      const decided = await change(tx, before);
      if (!decided) return { ok: false, reason: "not-found" } as const;
      const applied = await applyStayEvent(
        tx,
        before,
        decided.event,
        { actor: context.by, record: decided.record },
        context,
      );
      const status = (applied.ok && applied.cell.status) || before.stay.status;
      return { ok: true, status, changed: status !== before.stay.status } as const;
    });
  } catch (error) {
    if (sqlStateOf(error) === exclusionViolation) return { ok: false, reason: "clash" };
    throw error;
  }
}
