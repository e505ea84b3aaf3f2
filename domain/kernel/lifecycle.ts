import type { ReservationStatus } from "./statuses";

/**
 * A stay's lifecycle: every change of a reservation's status, of the hold on its nights and of
 * its offer's state is decided here, and only here (server/stays/lifecycle.ts applies it). The
 * states are read off the stored columns; the reservation keeps its four statuses.
 * docs/stays.md carries the same table in words, and a test holds the two together.
 */

type OfferState = "open" | "accepted" | "expired" | "withdrawn";

export const stayStates = [
  "pre_reserved",
  "offer_open",
  "offer_accepted",
  "expired",
  "booked",
  "paid",
  "cancelled",
] as const;
export type StayState = (typeof stayStates)[number];

/** The stored facts a state is read from. */
export interface StayFacts {
  status: ReservationStatus;
  holdsDates: boolean;
  holdUntil: Date | null;
  offerState: OfferState | null;
}

/**
 * Pre-reserved splits by the hold: an offer waiting (a hold with a deadline), an offer accepted
 * (a hold without one), an offer that ran out, or no hold at all (the dates stay bookable).
 */
export function stateOf(stay: StayFacts): StayState {
  if (stay.status !== "pre_reserved") return stay.status;
  if (stay.holdsDates) return stay.holdUntil ? "offer_open" : "offer_accepted";
  return stay.offerState === "expired" ? "expired" : "pre_reserved";
}

/**
 * What happened. Money events are named by what the money received reaches afterwards:
 * below the deposit ("part"), the deposit, or everything.
 */
export const stayEvents = [
  "offer_sent",
  "accepted",
  "paid_part",
  "paid_deposit",
  "paid_all",
  "refunded",
  "undone_to_unpaid",
  "undone_to_deposit",
  "undone_to_all",
  "hold_ran_out",
  "hold_ran_out_part_paid",
  "cancelled_by_guest",
  "cancelled_by_owners",
  "set_pre_reserved",
  "set_booked",
  "set_paid",
] as const;
export type StayEvent = (typeof stayEvents)[number];

/** What money received reaches, given what the stay asks. */
export type MoneyLevel = "none" | "part" | "deposit" | "all";

export function moneyLevel(
  amounts: { totalCents: number; depositCents: number } | null,
  receivedCents: number,
): MoneyLevel {
  if (receivedCents <= 0) return "none";
  if (!amounts || amounts.totalCents <= 0) return "part";
  if (receivedCents >= amounts.totalCents) return "all";
  return receivedCents >= amounts.depositCents ? "deposit" : "part";
}

export const paymentEvent = (level: MoneyLevel): StayEvent =>
  level === "all" ? "paid_all" : level === "deposit" ? "paid_deposit" : "paid_part";

export const undoEvent = (level: MoneyLevel): StayEvent =>
  level === "all"
    ? "undone_to_all"
    : level === "deposit"
      ? "undone_to_deposit"
      : "undone_to_unpaid";

/** The mails a transition sends to the guest (from their template) and to the owners. */
type GuestMail =
  | "offer"
  | "accepted"
  | "confirmed"
  | "paid"
  | "expired"
  | "cancelled"
  | "called_off";
export type OwnersMail = "accepted" | "expired" | "cancelled";

/**
 * The hold after the transition: with the offer's deadline, without an end, released, or as it
 * was. Booked and paid stays take their nights by their status, whatever the hold says.
 */
type Hold = "until-deadline" | "open-ended" | "released" | "kept";

export interface Transition {
  to: StayState;
  /** The reservation's status to write, when it changes. */
  status?: ReservationStatus;
  hold: Hold;
  /** The offer's new state, when it has one in another state. */
  offer?: OfferState;
  guestMail?: GuestMail;
  ownersMail?: OwnersMail;
  /** Whether the owners chose the status (payments then no longer move it). */
  byHand?: true;
}

/** Why an event does not apply to a state, as the owners or the guest are told. */
export type Refusal =
  | "offer-needs-pre-reserved"
  | "offer-not-open"
  | "already-cancelled"
  | "no-hold-to-end"
  | "unchanged";

export type Cell = Transition | { refused: Refusal };

const same = (to: StayState): Transition => ({ to, hold: "kept" });
const preReservedStates: StayState[] = ["pre_reserved", "offer_open", "offer_accepted", "expired"];
const isPreReserved = (state: StayState) => preReservedStates.includes(state);

function moneyIn(state: StayState, level: "part" | "deposit" | "all"): Cell {
  if (state === "cancelled" || state === "paid" || level === "part") return same(state);
  if (level === "deposit") {
    // The booking confirmation goes out once per stay, also to a stay the owners booked by hand.
    if (state === "booked") return { ...same(state), guestMail: "confirmed" };
    // Paying the deposit accepts an offer not yet accepted: the stay is booked and never runs out.
    return {
      to: "booked",
      status: "booked",
      hold: "open-ended",
      ...(state === "offer_open" ? { offer: "accepted" as const } : {}),
      guestMail: "confirmed",
    };
  }
  return {
    to: "paid",
    status: "paid",
    hold: state === "booked" ? "kept" : "open-ended",
    ...(state === "offer_open" ? { offer: "accepted" as const } : {}),
    guestMail: "paid",
  };
}

/**
 * A payment undone: the status goes back to what the money still earns (a booked stay that
 * loses its deposit keeps its nights, pre-reserved, until the owners decide).
 */
function moneyUndone(state: StayState, level: "unpaid" | "deposit" | "all"): Cell {
  if (level === "all" || !(state === "booked" || state === "paid")) return same(state);
  if (level === "deposit") {
    return state === "paid" ? { to: "booked", status: "booked", hold: "kept" } : same(state);
  }
  return { to: "offer_accepted", status: "pre_reserved", hold: "open-ended" };
}

function byHand(state: StayState, to: ReservationStatus): Cell {
  const current = isPreReserved(state) ? "pre_reserved" : state;
  if (current === to) return { refused: "unchanged" };
  if (to === "cancelled") {
    return {
      to: "cancelled",
      status: "cancelled",
      hold: "released",
      ...(state === "offer_open" ? { offer: "withdrawn" as const } : {}),
      guestMail: "called_off",
      byHand: true,
    };
  }
  if (to === "pre_reserved") {
    // Out of booked or paid the family keeps its nights; out of a cancellation they stay free.
    return state === "cancelled"
      ? { to: "pre_reserved", status: to, hold: "kept", byHand: true }
      : { to: "offer_accepted", status: to, hold: "open-ended", byHand: true };
  }
  return {
    to,
    status: to,
    hold: "open-ended",
    ...(state === "offer_open" ? { offer: "accepted" as const } : {}),
    ...(state === "paid" ? {} : { guestMail: to === "paid" ? "paid" : "confirmed" }),
    byHand: true,
  };
}

/** The one table: what each event does in each state. */
export function transition(state: StayState, event: StayEvent): Cell {
  switch (event) {
    case "offer_sent":
      return isPreReserved(state)
        ? { to: "offer_open", hold: "until-deadline", offer: "open", guestMail: "offer" }
        : { refused: "offer-needs-pre-reserved" };
    case "accepted":
      return state === "offer_open"
        ? {
            to: "offer_accepted",
            hold: "open-ended",
            offer: "accepted",
            guestMail: "accepted",
            ownersMail: "accepted",
          }
        : { refused: "offer-not-open" };
    case "paid_part":
      return moneyIn(state, "part");
    case "paid_deposit":
      return moneyIn(state, "deposit");
    case "paid_all":
      return moneyIn(state, "all");
    case "refunded":
      return same(state);
    case "undone_to_unpaid":
      return moneyUndone(state, "unpaid");
    case "undone_to_deposit":
      return moneyUndone(state, "deposit");
    case "undone_to_all":
      return moneyUndone(state, "all");
    case "hold_ran_out":
      return state === "offer_open"
        ? {
            to: "expired",
            hold: "released",
            offer: "expired",
            guestMail: "expired",
            ownersMail: "expired",
          }
        : { refused: "no-hold-to-end" };
    case "hold_ran_out_part_paid":
      // Money came, though not the deposit: the hold stays and the owners decide.
      return state === "offer_open" ? same(state) : { refused: "no-hold-to-end" };
    case "cancelled_by_guest":
      return state === "cancelled"
        ? { refused: "already-cancelled" }
        : {
            to: "cancelled",
            status: "cancelled",
            hold: "released",
            ...(state === "offer_open" ? { offer: "withdrawn" as const } : {}),
            guestMail: "cancelled",
            ownersMail: "cancelled",
          };
    case "cancelled_by_owners":
      return byHand(state, "cancelled");
    case "set_pre_reserved":
      return byHand(state, "pre_reserved");
    case "set_booked":
      return byHand(state, "booked");
    case "set_paid":
      return byHand(state, "paid");
  }
}

/**
 * A status the owners set by hand stays until they change it: money is recorded, mailed and
 * settles the offer, but does not move the status.
 */
export function withStatusByHand(
  state: StayState,
  cell: Cell,
  statusByHand: boolean,
  event: StayEvent,
): Cell {
  if ("refused" in cell || !statusByHand || !cell.status) return cell;
  if (!(event.startsWith("paid_") || event.startsWith("undone_"))) return cell;
  const { status: _kept, ...rest } = cell;
  const to = isPreReserved(state) && cell.hold === "open-ended" ? "offer_accepted" : state;
  return { ...rest, to };
}
