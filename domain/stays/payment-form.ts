import { fill, texts } from "../../content/admin-texts";
import { addYears, type IsoDate, isIsoDate } from "../booking/dates";
import { formatEuroCents } from "../booking/format";
import { parseEuroAmount } from "../kernel/money";

const problems = texts.offers.stay.paymentProblems;

/** How money reached the owners (the same list as server/db/schema.ts `paymentMethods`). */
export const paymentMethodsOfForm = ["transfer", "cash", "other"] as const;
type Method = (typeof paymentMethodsOfForm)[number];

/** The names of the payment form's fields. */
export const paymentFields = {
  amount: "amount",
  receivedOn: "received_on",
  method: "method",
  confirm: "confirm_amount",
};

/**
 * A payment this many times the deposit, short of settling the stay, looks like a typo (a zero
 * too many) and is asked about before it is recorded.
 */
const typoFactor = 10;

/**
 * Why a payment should be confirmed before it is recorded: more than is still open, or far beyond
 * the deposit. Null when it looks like what the stay asks.
 */
function amountToConfirm(
  amountCents: number,
  stay: { amounts: { totalCents: number; depositCents: number } | null; receivedCents: number },
): string | null {
  const { amounts } = stay;
  if (amountCents <= 0 || !amounts || amounts.totalCents <= 0) return null;
  const euro = (cents: number) => formatEuroCents("de", cents, { alwaysCents: true });
  const openCents = Math.max(0, amounts.totalCents - stay.receivedCents);
  if (amountCents > openCents) {
    return fill(problems.beyondDue, { amount: euro(amountCents), open: euro(openCents) });
  }
  const { depositCents } = amounts;
  if (depositCents > 0 && amountCents >= depositCents * typoFactor && amountCents !== openCents) {
    return fill(problems.typo, { amount: euro(amountCents), deposit: euro(depositCents) });
  }
  return null;
}

/** No single payment of a holiday apartment comes near this; a typo with extra digits does. */
const largestCents = 100_000_00;

/**
 * A payment as the owners record it: an amount in euros with comma (negative for a refund, never
 * 0, and never refunding more than was received), the day it arrived (not in the future, not
 * more than two years back) and how it came. An amount beyond what is open, or a typo's multiple
 * of the deposit, needs the owners' tick first.
 */
export function readPaymentForm(
  fields: Partial<Record<string, string>>,
  context: {
    today: IsoDate;
    receivedCents: number;
    amounts: { totalCents: number; depositCents: number } | null;
  },
):
  | { ok: true; payment: { amountCents: number; receivedOn: IsoDate; method: Method } }
  | { ok: false; errors: Partial<Record<string, string>> } {
  const errors: Partial<Record<string, string>> = {};
  const amountCents = parseEuroAmount(fields[paymentFields.amount], { signed: true });
  if (amountCents === null) errors[paymentFields.amount] = problems.amount;
  else if (amountCents === 0) errors[paymentFields.amount] = problems.zero;
  else if (Math.abs(amountCents) > largestCents) errors[paymentFields.amount] = problems.tooLarge;
  else if (amountCents < 0 && -amountCents > context.receivedCents) {
    errors[paymentFields.amount] = fill(problems.refundTooLarge, {
      received: formatEuroCents("de", Math.max(0, context.receivedCents), { alwaysCents: true }),
    });
  } else if (fields[paymentFields.confirm] !== "yes") {
    const ask = amountToConfirm(amountCents, context);
    if (ask) errors[paymentFields.confirm] = ask;
  }
  const receivedOn = (fields[paymentFields.receivedOn] ?? "").trim();
  if (
    !isIsoDate(receivedOn) ||
    receivedOn > context.today ||
    receivedOn < addYears(context.today, -2)
  ) {
    errors[paymentFields.receivedOn] = problems.date;
  }
  const method = fields[paymentFields.method] as Method;
  if (!paymentMethodsOfForm.includes(method)) errors[paymentFields.method] = problems.method;
  if (Object.keys(errors).length > 0 || amountCents === null) return { ok: false, errors };
  return { ok: true, payment: { amountCents, receivedOn, method } };
}
