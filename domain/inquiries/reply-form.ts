import { texts } from "../../content/admin-texts";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../forms/control-characters";
import { type ReplyText, replyLimits, unknownPlaceholders } from "./reply-template";

const problems = texts.replies.problems;

export type ReplyTextResult = { ok: true; text: ReplyText } | { ok: false; problem: string };

/**
 * A reply or template as posted: a subject of one line and a body with line breaks, both
 * required and within `replyLimits`. A template's placeholders must all be known.
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
  }
  return { ok: true, text: { subject: s, body: b } };
}
