import type { IsoDate } from "../booking/dates";
import { toCents } from "../kernel/money";

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

/**
 * What a stay asks: its offer's total and deposit, else the offer price typed in the owners' form
 * with no deposit first; null without either.
 */
export function amountsAsked(
  offer: Pick<OfferAmounts, "totalCents" | "depositCents"> | null,
  offerPrice: string | null,
): { totalCents: number; depositCents: number } | null {
  if (offer) return { totalCents: offer.totalCents, depositCents: offer.depositCents };
  return offerPrice ? { totalCents: toCents(offerPrice), depositCents: 0 } : null;
}
