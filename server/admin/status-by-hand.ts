import { and, eq } from "drizzle-orm";
import type { ReservationStatus } from "../../domain/admin/statuses";
import type { Transaction } from "../db/client";
import { stayOffers } from "../db/schema";
import { recordStayEvent } from "../stays/history";

/** The signed-in owner who changes a stay, and the application's clock. */
export interface Owner {
  by: string;
  now: Date;
}

/**
 * The columns that change with a status the owners set by hand: payments never move it again
 * (`statusByHand`); a cancelled stay frees its nights; a booked or paid one keeps them without
 * an offer's deadline.
 */
export function columnsOfStatusByHand(to: ReservationStatus) {
  if (to === "cancelled") return { statusByHand: true, holdsDates: false, holdUntil: null };
  if (to === "pre_reserved") return { statusByHand: true };
  return { statusByHand: true, holdUntil: null };
}

/**
 * Records a status the owners set by hand in the stay's history, with the owner. An offer still
 * waiting for the guest is settled with it, so the expiry check never releases or mails about a
 * stay the owners decided on: withdrawn when they cancelled, accepted when they booked it.
 */
export async function recordStatusByHand(
  tx: Transaction,
  reservationId: string,
  change: { from: ReservationStatus; to: ReservationStatus },
  owner: Owner,
) {
  await recordStayEvent(tx, {
    reservationId,
    at: owner.now,
    actor: owner.by,
    kind: "status",
    detail: { from: change.from, to: change.to },
  });
  if (change.to === "pre_reserved") return;
  await tx
    .update(stayOffers)
    .set({ state: change.to === "cancelled" ? "withdrawn" : "accepted", answeredAt: owner.now })
    .where(and(eq(stayOffers.reservationId, reservationId), eq(stayOffers.state, "open")));
}
