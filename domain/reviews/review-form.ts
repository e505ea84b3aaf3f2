import {
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "../forms/control-characters";

export const reviewLimits = { text: 1000, answer: 1000, authorName: 60 } as const;

/** Why a posted review is refused, per field; each has its sentence in review.json `errors`. */
export type ReviewProblem =
  | "ratingMissing"
  | "textMissing"
  | "textTooLong"
  | "textControl"
  | "textMarkup";

interface ReviewInput {
  rating: number;
  text: string;
}

export type ReadReview =
  | { ok: true; review: ReviewInput }
  | { ok: false; problems: { rating?: ReviewProblem; text?: ReviewProblem } };

/**
 * Something a browser would take for markup: a tag, a comment or a declaration ("<b>",
 * "</p>", "<!--", "<?xml"). A lone "<" as in "<3" or "1 < 2" is text.
 */
const markup = /<\s*[a-z!/?]/i;

/** Whether a text holds something that looks like markup (refused in reviews and answers). */
export function looksLikeMarkup(text: string): boolean {
  return markup.test(text);
}

/**
 * A free text as the owners or a guest posted it: line breaks normalised, trimmed; the problem
 * if it is empty, too long, has control characters or markup. Length counts characters as
 * people see them (code points), after trimming.
 */
export function readFreeText(
  raw: string | undefined,
  max: number,
): { ok: true; text: string } | { ok: false; problem: "missing" | "long" | "control" | "markup" } {
  const text = normalizeLineBreaks(raw ?? "").trim();
  if (text === "") return { ok: false, problem: "missing" };
  if ([...text].length > max) return { ok: false, problem: "long" };
  if (hasControlCharactersBesidesLineBreaks(text)) return { ok: false, problem: "control" };
  if (looksLikeMarkup(text)) return { ok: false, problem: "markup" };
  return { ok: true, text };
}

const textProblems = {
  missing: "textMissing",
  long: "textTooLong",
  control: "textControl",
  markup: "textMarkup",
} as const;

/** A guest's posted review: 1 to 5 stars and a text of at most 1,000 characters. */
export function readReview(fields: Partial<Record<string, string>>): ReadReview {
  const problems: { rating?: ReviewProblem; text?: ReviewProblem } = {};
  const rating = /^[1-5]$/.test(fields.rating ?? "") ? Number(fields.rating) : null;
  if (rating === null) problems.rating = "ratingMissing";
  const text = readFreeText(fields.text, reviewLimits.text);
  if (!text.ok) problems.text = textProblems[text.problem];
  if (rating === null || !text.ok) return { ok: false, problems };
  return { ok: true, review: { rating, text: text.text } };
}

/**
 * The author as the reviews show them: the first name and the last name's initial ("Giulia R."),
 * the first name alone when there is no last name.
 */
export function shownAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, " ");
  const initial = [...lastName.trim()][0]?.toLocaleUpperCase();
  const name = initial ? `${first} ${initial}.` : first;
  return [...name].slice(0, reviewLimits.authorName).join("");
}
