import { eq } from "drizzle-orm";
import type { IsoDate } from "../../domain/booking/dates";
import { statusAfterPayment } from "../../domain/stays/payment-progress";
import type { Database } from "../db/client";
import { type PaymentMethod, reservations, stayPayments } from "../db/schema";
import { exclusionViolation, sqlStateOf } from "../db/sql-state";
import { recordStayEvent } from "./history";
import { type LoadedStay, loadStay } from "./stay-mail";

export interface Payment {
  /** Negative for a refund. */
  amountCents: number;
  receivedOn: IsoDate;
  method: PaymentMethod;
}

export type PaymentResult =
  | { ok: true; status: LoadedStay["stay"]["status"]; changed: boolean }
  | { ok: false; reason: "not-found" | "clash" };

/**
 * Records money received (or refunded) for a stay, and moves its status as the money says
 * (domain/stays/payment-progress.ts): all in one transaction, in the history with who did it.
 * A stay without an offer counts its offer price as the total and asks no deposit first.
 */
export async function recordPayment(
  db: Database,
  reservationId: string,
  payment: Payment,
  context: { by: string; now: Date },
): Promise<PaymentResult> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for("update");
      if (!locked) return { ok: false, reason: "not-found" } as const;
      await tx.insert(stayPayments).values({
        reservationId,
        ...payment,
        recordedAt: context.now,
        recordedBy: context.by,
      });
      await recordStayEvent(tx, {
        reservationId,
        at: context.now,
        actor: context.by,
        kind: payment.amountCents < 0 ? "refund" : "payment",
        detail: { ...payment },
      });
      const { stay, offer, receivedCents } = (await loadStay(tx, reservationId)) as LoadedStay;
      const totalCents = offer?.totalCents ?? Math.round(Number(stay.offerPrice ?? 0) * 100);
      if (totalCents <= 0) return { ok: true, status: stay.status, changed: false } as const;
      const amounts = { totalCents, depositCents: offer?.depositCents ?? 0 };
      const status = statusAfterPayment(stay, amounts, receivedCents);
      if (status === stay.status) return { ok: true, status, changed: false } as const;
      await tx.update(reservations).set({ status }).where(eq(reservations.id, reservationId));
      await recordStayEvent(tx, {
        reservationId,
        at: context.now,
        actor: "system",
        kind: "status",
        detail: { from: stay.status, to: status },
      });
      return { ok: true, status, changed: true } as const;
    });
  } catch (error) {
    if (sqlStateOf(error) === exclusionViolation) return { ok: false, reason: "clash" };
    throw error;
  }
}
