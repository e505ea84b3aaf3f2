import type { IsoDate } from "../booking/dates";
import type { PriceQuote } from "../booking/quote";
import type { ReservationStatus } from "../kernel/statuses";
import type { BankAccount } from "../payments/bank-account";
import type { AmountDue } from "./payment-progress";

/**
 * Where a stay stands, as its guest's page says it: an offer to accept (open), one that ran out
 * or was taken back, one whose time ran out with part of the deposit paid (its nights still
 * held while the owners decide), an accepted offer waiting for the deposit, booked, paid, or
 * cancelled.
 */
export type GuestStayState =
  | "open"
  | "expired"
  | "partPaid"
  | "withdrawn"
  | "accepted"
  | "booked"
  | "paid"
  | "cancelled";

type OfferState = "open" | "accepted" | "expired" | "withdrawn";

/**
 * The state of a stay for its guest at `now`. The status comes first (the owners may set it by
 * hand); an open offer whose hold has ended counts as expired before the hourly check released
 * it, as accepting it would be refused, unless money came for it: then the hold stays for the
 * owners to decide (domain/kernel/lifecycle.ts).
 */
export function guestStayState(
  status: ReservationStatus,
  offer: { state: OfferState } | null,
  holdUntil: Date | null,
  now: Date,
  receivedCents: number,
): GuestStayState {
  if (status !== "pre_reserved") return status;
  if (!offer || offer.state === "withdrawn") return "withdrawn";
  if (offer.state !== "open") return offer.state;
  if (holdUntil && holdUntil > now) return "open";
  return receivedCents > 0 ? "partPaid" : "expired";
}

/** A transfer the guest can make now: to the owners' account, with the reference's text. */
export interface TransferOrderView {
  account: BankAccount;
  amountCents: number;
  remittance: string;
  /** The EPC QR code of exactly this transfer, as an image data URL drawn on the server. */
  qrCode: string;
}

/** One part of the price (deposit or balance) with what is open of it and how to pay it. */
export interface AmountView extends AmountDue {
  overdue: boolean;
  /** Null when paid, or while there is nothing to pay yet (an offer not accepted). */
  transfer: TransferOrderView | null;
}

/**
 * What the guest's page shows of one stay: only this stay's own facts, nothing of the owners'
 * bookkeeping (no e-mail, notes, history) and nothing of any other stay.
 */
export interface GuestStayView {
  firstName: string;
  language: string;
  startDate: IsoDate;
  endDate: IsoDate;
  nights: number;
  adults: number;
  children: number;
  reference: string | null;
  state: GuestStayState;
  quote: PriceQuote | null;
  /** The offer's total, the price that counts; null without an offer. */
  totalCents: number | null;
  /** Why the total differs from the quote, in the owners' words. */
  totalReason: string | null;
  /** Until when the offer holds the dates (an instant, ISO), while it is open. */
  holdUntil: string | null;
  /** When the guest accepted, or when the offer ended otherwise (ISO). */
  answeredAt: string | null;
  receivedCents: number;
  amounts: AmountView[];
  /** True when amounts are due but the owners' account is missing (nothing to transfer to). */
  accountMissing: boolean;
  /** The last day of free cancellation. */
  freeCancellationUntil: IsoDate;
  freeCancellationDays: number;
  today: IsoDate;
}

/** Whether the guest may still accept (the form shows) or cancel (the cancel form shows). */
export const canAccept = (state: GuestStayState) => state === "open";
export const canCancel = (state: GuestStayState) =>
  state === "open" ||
  state === "partPaid" ||
  state === "accepted" ||
  state === "booked" ||
  state === "paid";

/** Why the page refused what the guest sent. */
export type GuestAnswerProblem = "unreadable" | "ticks" | "confirm" | "not-open" | "expired";

/** The checkboxes of the accept form, both required. */
export const acceptTicks = ["houseRules", "terms"] as const;
export type AcceptTick = (typeof acceptTicks)[number];
