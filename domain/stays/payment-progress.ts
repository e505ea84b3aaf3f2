import type { IsoDate } from "../booking/dates";
import type { ReservationStatus } from "../kernel/statuses";

/** One part of what a stay costs: the deposit or the balance, with what of it is still open. */
export interface AmountDue {
  part: "deposit" | "balance";
  amountCents: number;
  due: IsoDate;
  openCents: number;
}

/** The offer's amounts, as stored with it. */
export interface OfferAmounts {
  totalCents: number;
  depositCents: number;
  depositDue: IsoDate;
  balanceDue: IsoDate;
}

/**
 * The deposit and the balance with what is still open of each: money received pays the deposit
 * first, then the balance. A part of nothing (no deposit asked) is left out.
 */
export function amountsDue(offer: OfferAmounts, receivedCents: number): AmountDue[] {
  const parts: Omit<AmountDue, "openCents">[] = [
    { part: "deposit", amountCents: offer.depositCents, due: offer.depositDue },
    {
      part: "balance",
      amountCents: offer.totalCents - offer.depositCents,
      due: offer.balanceDue,
    },
  ];
  let left = Math.max(0, receivedCents);
  return parts
    .filter((part) => part.amountCents > 0)
    .map((part) => {
      const paid = Math.min(left, part.amountCents);
      left -= paid;
      return { ...part, openCents: part.amountCents - paid };
    });
}

const rank: Record<Exclude<ReservationStatus, "cancelled">, number> = {
  pre_reserved: 0,
  booked: 1,
  paid: 2,
};

/**
 * The status after money came in: the deposit received makes the stay booked, everything
 * received makes it paid. It only ever moves forward, and never away from a status the owners
 * set by hand or from a cancellation.
 */
export function statusAfterPayment(
  stay: { status: ReservationStatus; statusByHand: boolean },
  offer: Pick<OfferAmounts, "totalCents" | "depositCents">,
  receivedCents: number,
): ReservationStatus {
  if (stay.statusByHand || stay.status === "cancelled") return stay.status;
  const earned: ReservationStatus =
    receivedCents >= offer.totalCents
      ? "paid"
      : receivedCents > 0 && receivedCents >= offer.depositCents
        ? "booked"
        : "pre_reserved";
  return rank[earned as keyof typeof rank] > rank[stay.status] ? earned : stay.status;
}
