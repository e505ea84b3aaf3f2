import { texts } from "../../content/admin-texts";
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

/** Every stay message in every language: the owners' text where saved, else the built-in. */
export type StayTemplates = Record<
  StayMessageKind,
  Record<Language, ReplyText & { custom: boolean; problem: string | null }>
>;

/**
 * A stay message's template as posted on the template page: a reply's limits, placeholders of
 * replies and of stays only, and the price rule of every template (amounts only through the
 * placeholders).
 */
export function readStayTemplate(subject: unknown, body: unknown): ReplyTextResult {
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
  return price === null ? text : { ok: false, problem: price };
}
