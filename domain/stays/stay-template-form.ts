import { fill, texts } from "../../content/admin-texts";
import type { Language } from "../../content/property";
import type { StayMessageKind } from "../../content/stay-templates";
import { priceRuleProblem, type ReplyTextResult, readReplyText } from "../inquiries/reply-form";
import { placeholders, type ReplyText, retiredPlaceholders } from "../inquiries/reply-template";
import { stayPlaceholders } from "./stay-message";

const known: readonly string[] = [...placeholders, ...retiredPlaceholders, ...stayPlaceholders];

/** Names in braces of a stay's message that no placeholder has (a typo the owners should hear of). */
export function unknownStayPlaceholders(text: string): string[] {
  const names = [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/**
 * What each mail cannot do without: the page that holds the stay's details and forms, the
 * amount a reminder asks for, the review link of the thank-you. A template that lost one is
 * refused on saving (and an offer on sending).
 */
const needed: Record<StayMessageKind, readonly string[]> = {
  offer: ["gastseite", "anzahlung", "anzahlung_bis", "referenz", "angebot_bis"],
  expiring: ["gastseite", "angebot_bis"],
  expired: [],
  deposit: ["gastseite", "anzahlung", "anzahlung_bis", "referenz"],
  overdue: ["gastseite", "anzahlung", "referenz"],
  balance: ["gastseite", "restzahlung", "restzahlung_bis", "referenz"],
  accepted: ["gastseite", "anzahlung", "anzahlung_bis"],
  confirmed: ["gastseite"],
  paid: ["gastseite"],
  cancelled: [],
  called_off: [],
  arrival: ["gaesteinfo"],
  thanks: ["bewertung"],
};

/** Bank details go out only with what to transfer, by when, and under which reference. */
const withBankDetails = ["referenz"] as const;
const amountOrDue = [
  ["anzahlung", "restzahlung"],
  ["anzahlung_bis", "restzahlung_bis"],
] as const;

/**
 * Why a stay message's template would not do its job, in words (null when it would): a
 * placeholder its mail needs is missing, or the bank details stand without an amount, a due date
 * and the reference.
 */
export function missingPlaceholderProblem(kind: StayMessageKind, text: ReplyText): string | null {
  const all = text.subject + text.body;
  const has = (name: string) => all.includes(`{${name}}`);
  const missing = needed[kind].filter((name) => !has(name));
  if (missing.length > 0) {
    return fill(editor.missing, { names: missing.map((name) => `{${name}}`).join(", ") });
  }
  if (!has("zahlungsdaten")) return null;
  const lacking = [
    ...amountOrDue.filter((names) => !names.some(has)).map((names) => names[0]),
    ...withBankDetails.filter((name) => !has(name)),
  ];
  return lacking.length === 0
    ? null
    : fill(editor.bankWithout, { names: lacking.map((name) => `{${name}}`).join(", ") });
}

const editor = texts.templateEditor;

/** Every stay message in every language: the owners' text where saved, else the built-in. */
export type StayTemplates = Record<
  StayMessageKind,
  Record<Language, ReplyText & { custom: boolean; problem: string | null }>
>;

/**
 * A stay message's template as posted on the template page: a reply's limits, placeholders of
 * replies and of stays only, those its mail needs, and the price rule of every template (amounts
 * only through the placeholders).
 */
export function readStayTemplate(
  kind: StayMessageKind,
  subject: unknown,
  body: unknown,
): ReplyTextResult {
  const text = readReplyText(subject, body);
  if (!text.ok) return text;
  const unknown = unknownStayPlaceholders(text.text.subject + text.text.body);
  if (unknown.length > 0) {
    return {
      ok: false,
      problem: `${texts.replies.problems.unknownPlaceholders} ${unknown.map((name) => `{${name}}`).join(", ")}`,
    };
  }
  const price = priceRuleProblem(text.text);
  if (price) return { ok: false, problem: price };
  const missing = missingPlaceholderProblem(kind, text.text);
  return missing === null ? text : { ok: false, problem: missing };
}
