import { addDays, type IsoDate } from "../booking/dates";

/** The owners' payment defaults (stored in payment_settings; the database holds their defaults). */
export interface PaymentDefaults {
  /** Share of the total asked as deposit, in percent. */
  depositPercent: number;
  /** Days from the offer until the deposit is due. */
  depositDays: number;
  /** The balance is due this many days before arrival. */
  balanceDaysBeforeArrival: number;
  /** How many days an offer holds the dates without an answer. */
  offerHoldDays: number;
}

/** What an offer asks: amounts in euro cents, due dates as the property's calendar days. */
export interface OfferTerms {
  totalCents: number;
  depositCents: number;
  depositDue: IsoDate;
  balanceDue: IsoDate;
  holdDays: number;
}

const laterOf = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const earlierOf = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * The offer the owners' defaults suggest for a stay: the deposit a whole-euro share of the
 * total, due `depositDays` from today (never after arrival); the balance due
 * `balanceDaysBeforeArrival` before arrival. When that day is not after the deposit's (a stay
 * soon), the whole amount is asked at once, as the deposit.
 */
export function suggestedOfferTerms(
  totalCents: number,
  arrival: IsoDate,
  today: IsoDate,
  defaults: PaymentDefaults,
): OfferTerms {
  const depositDue = laterOf(today, earlierOf(addDays(today, defaults.depositDays), arrival));
  const balanceDue = addDays(arrival, -defaults.balanceDaysBeforeArrival);
  const depositCents = Math.min(
    totalCents,
    Math.round((totalCents * defaults.depositPercent) / 100 / 100) * 100,
  );
  const holdDays = defaults.offerHoldDays;
  if (balanceDue <= depositDue) {
    return { totalCents, depositCents: totalCents, depositDue, balanceDue: depositDue, holdDays };
  }
  return { totalCents, depositCents, depositDue, balanceDue, holdDays };
}

/** Limits of an offer the owners send (also checked by the form). */
export const offerLimits = { maxHoldDays: 30, reasonLength: 300 } as const;

export type OfferProblem =
  | "total"
  | "deposit"
  | "depositDue"
  | "balanceDue"
  | "holdDays"
  | "reasonMissing";

/**
 * What is wrong with an offer's terms, or null: a positive total; a deposit between nothing and
 * the total; the deposit due from today; the balance due not before the deposit and not after
 * arrival; a hold of 1 to 30 days; a reason whenever the total is not the quoted one.
 */
export function offerProblem(
  terms: OfferTerms & { reason: string },
  context: { today: IsoDate; arrival: IsoDate; quotedCents: number | null },
): OfferProblem | null {
  if (!Number.isInteger(terms.totalCents) || terms.totalCents <= 0) return "total";
  if (
    !Number.isInteger(terms.depositCents) ||
    terms.depositCents < 0 ||
    terms.depositCents > terms.totalCents
  ) {
    return "deposit";
  }
  if (terms.depositDue < context.today || terms.depositDue > context.arrival) return "depositDue";
  if (terms.balanceDue < terms.depositDue || terms.balanceDue > context.arrival) {
    return "balanceDue";
  }
  if (
    !Number.isInteger(terms.holdDays) ||
    terms.holdDays < 1 ||
    terms.holdDays > offerLimits.maxHoldDays
  ) {
    return "holdDays";
  }
  if (terms.totalCents !== context.quotedCents && terms.reason.trim() === "") {
    return "reasonMissing";
  }
  return null;
}
