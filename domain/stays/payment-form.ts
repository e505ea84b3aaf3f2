import { fill, texts } from "../../content/admin-texts";
import { addYears, type IsoDate, isIsoDate } from "../booking/dates";
import { formatEuroCents } from "../booking/format";
import { parseEuroAmount } from "./euro-amount";

const problems = texts.offers.stay.paymentProblems;

/** How money reached the owners (the same list as server/db/schema.ts `paymentMethods`). */
export const paymentMethodsOfForm = ["transfer", "cash", "other"] as const;
type Method = (typeof paymentMethodsOfForm)[number];

/** The names of the payment form's fields. */
export const paymentFields = { amount: "amount", receivedOn: "received_on", method: "method" };

/** No single payment of a holiday apartment comes near this; a typo with extra digits does. */
const largestCents = 100_000_00;

/**
 * A payment as the owners record it: an amount in euros with comma (negative for a refund, never
 * 0, and never refunding more than was received), the day it arrived (not in the future, not
 * more than two years back) and how it came.
 */
export function readPaymentForm(
  fields: Partial<Record<string, string>>,
  context: { today: IsoDate; receivedCents: number },
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
