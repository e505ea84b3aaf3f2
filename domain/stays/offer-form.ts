import { texts } from "../../content/admin-texts";
import { type IsoDate, isIsoDate } from "../booking/dates";
import { readReplyText } from "../inquiries/reply-form";
import type { ReplyText } from "../inquiries/reply-template";
import { euroField, parseEuroAmount } from "../kernel/money";
import { type OfferProblem, type OfferTerms, offerLimits, offerProblem } from "./offer-terms";
import { missingPlaceholderProblem, unknownStayPlaceholders } from "./stay-template-form";

const problems = texts.offers.form.problems;
const { subjectMissing, subjectTooLong, subjectOneLine } = texts.replies.problems;
const subjectMessages = { subjectMissing, subjectTooLong, subjectOneLine };

/** The names of the offer form's fields. */
export const offerFields = {
  total: "total",
  reason: "reason",
  deposit: "deposit",
  depositDue: "deposit_due",
  balanceDue: "balance_due",
  holdDays: "hold_days",
  subject: "subject",
  body: "body",
} as const;

/** The form's field (and message) for each problem of domain/stays/offer-terms.ts. */
const fieldOfProblem: Record<OfferProblem, string> = {
  total: offerFields.total,
  deposit: offerFields.deposit,
  depositDue: offerFields.depositDue,
  balanceDue: offerFields.balanceDue,
  holdDays: offerFields.holdDays,
  reasonMissing: offerFields.reason,
};

export interface OfferForm {
  terms: OfferTerms;
  reason: string;
  /** The message as the owners left it, its placeholders filled when it is sent. */
  message: ReplyText;
}

/** The form's first values: the suggested terms and the template of the guest's language. */
export function offerFormValues(terms: OfferTerms, message: ReplyText): Record<string, string> {
  return {
    [offerFields.total]: terms.totalCents > 0 ? euroField(terms.totalCents) : "",
    [offerFields.reason]: "",
    [offerFields.deposit]: euroField(terms.depositCents),
    [offerFields.depositDue]: terms.depositDue,
    [offerFields.balanceDue]: terms.balanceDue,
    [offerFields.holdDays]: String(terms.holdDays),
    [offerFields.subject]: message.subject,
    [offerFields.body]: message.body,
  };
}

/**
 * The offer form as posted, checked as the server sends it: amounts in euros ("1126,40"), due
 * dates, the days it holds, a reason whenever the total is not the quoted one (offerProblem), and
 * a message whose placeholders are all known. Every field with a problem gets its message.
 */
export function readOfferForm(
  fields: Partial<Record<string, string>>,
  context: { today: IsoDate; arrival: IsoDate; quotedCents: number | null },
): { ok: true; offer: OfferForm } | { ok: false; errors: Partial<Record<string, string>> } {
  const errors: Partial<Record<string, string>> = {};
  const totalCents = parseEuroAmount(fields[offerFields.total]);
  const depositCents = parseEuroAmount(fields[offerFields.deposit]);
  const depositDue = fields[offerFields.depositDue] ?? "";
  const balanceDue = fields[offerFields.balanceDue] ?? "";
  const holdText = (fields[offerFields.holdDays] ?? "").trim();
  const holdDays = /^\d{1,2}$/.test(holdText) ? Number(holdText) : Number.NaN;
  const reason = (fields[offerFields.reason] ?? "").trim();

  if (totalCents === null || totalCents <= 0) errors[offerFields.total] = problems.total;
  if (depositCents === null) errors[offerFields.deposit] = problems.deposit;
  if (!isIsoDate(depositDue)) errors[offerFields.depositDue] = problems.date;
  if (!isIsoDate(balanceDue)) errors[offerFields.balanceDue] = problems.date;
  if (Number.isNaN(holdDays)) errors[offerFields.holdDays] = problems.holdDays;
  if (reason.length > offerLimits.reasonLength) errors[offerFields.reason] = problems.reasonLong;

  const message = readReplyText(fields[offerFields.subject], fields[offerFields.body]);
  if (!message.ok) {
    const subjectProblems: string[] = Object.values(subjectMessages);
    const field = subjectProblems.includes(message.problem)
      ? offerFields.subject
      : offerFields.body;
    errors[field] = message.problem;
  } else {
    const unknown = unknownStayPlaceholders(message.text.subject + message.text.body);
    const missing = missingPlaceholderProblem("offer", message.text);
    if (unknown.length > 0) {
      errors[offerFields.body] =
        `${texts.offers.form.unknownPlaceholders} ${unknown.map((name) => `{${name}}`).join(", ")}`;
    } else if (missing) {
      errors[offerFields.body] = missing;
    }
  }
  if (Object.keys(errors).length > 0 || !message.ok) return { ok: false, errors };

  const terms: OfferTerms = {
    totalCents: totalCents as number,
    depositCents: depositCents as number,
    depositDue,
    balanceDue,
    holdDays,
  };
  const problem = offerProblem({ ...terms, reason }, context);
  if (problem) return { ok: false, errors: { [fieldOfProblem[problem]]: problems[problem] } };
  return { ok: true, offer: { terms, reason, message: message.text } };
}
