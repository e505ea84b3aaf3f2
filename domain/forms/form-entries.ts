/**
 * What every posted form must be before any action looks at it: each field once, no file unless
 * the form uploads one, and text that was valid UTF-8 (a decoder turns broken bytes into U+FFFD)
 * with no NUL, which PostgreSQL cannot store. Field rules proper stay with each form's schema.
 */
export type FormEntryProblem = "duplicate-field" | "unexpected-file" | "broken-text";

export function formEntriesProblem(
  entries: Iterable<[name: string, value: string | File]>,
  options: { files: boolean },
): FormEntryProblem | null {
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    if (seen.has(name)) return "duplicate-field";
    seen.add(name);
    if (typeof value !== "string" && !options.files) return "unexpected-file";
    const texts = typeof value === "string" ? [name, value] : [name, value.name];
    if (texts.some(isBrokenText)) return "broken-text";
  }
  return null;
}

function isBrokenText(text: string): boolean {
  return text.includes("\u0000") || text.includes("\uFFFD") || /\p{Cs}/u.test(text);
}
