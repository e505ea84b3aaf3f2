import { fill, texts } from "../../content/admin-texts";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../forms/control-characters";
import { type ReplyText, replyLimits, unknownPlaceholders } from "./reply-template";
import { priceSlips } from "./reply-template-rule";

const problems = texts.replies.problems;

/**
 * What a template writes about the price outside `{preisangabe}`, in the owners' words: the rule,
 * then each line to change with what it writes. Null when it keeps the rule.
 */
export function priceRuleProblem(template: ReplyText): string | null {
  const lines = [
    ...priceSlips(template.subject).map((slip) => ({ ...slip, where: `${problems.inSubject} ` })),
    ...priceSlips(template.body).map((slip) => ({ ...slip, where: "" })),
  ];
  if (lines.length === 0) return null;
  const listed = lines
    .map((slip) => `${slip.where}„${slip.line}“ (${slip.found.join(", ")})`)
    .join("; ");
  return `${problems.priceRule} ${fill(problems.priceFix, { lines: listed })}`;
}

export type ReplyTextResult = { ok: true; text: ReplyText } | { ok: false; problem: string };

/**
 * A reply or template as posted: a subject of one line and a body with line breaks, both
 * required and within `replyLimits`. A template's placeholders must all be known, and it may
 * write the price only through `{preisangabe}` (whatever its kind or language).
 */
export function readReplyText(
  subject: unknown,
  body: unknown,
  options: { template: boolean } = { template: false },
): ReplyTextResult {
  const s = typeof subject === "string" ? subject.trim() : "";
  const b = typeof body === "string" ? normalizeLineBreaks(body).trim() : "";
  if (!s) return { ok: false, problem: problems.subjectMissing };
  if (s.length > replyLimits.subject) return { ok: false, problem: problems.subjectTooLong };
  if (hasControlCharacters(s)) return { ok: false, problem: problems.subjectOneLine };
  if (!b) return { ok: false, problem: problems.bodyMissing };
  if (b.length > replyLimits.body) return { ok: false, problem: problems.bodyTooLong };
  if (hasControlCharactersBesidesLineBreaks(b)) {
    return { ok: false, problem: problems.bodyControlCharacters };
  }
  if (options.template) {
    const unknown = unknownPlaceholders(s + b);
    if (unknown.length > 0) {
      return {
        ok: false,
        problem: `${problems.unknownPlaceholders} ${unknown.map((name) => `{${name}}`).join(", ")}`,
      };
    }
    const price = priceRuleProblem({ subject: s, body: b });
    if (price !== null) return { ok: false, problem: price };
  }
  return { ok: true, text: { subject: s, body: b } };
}
