/**
 * Characters that are not text a person means to show: C0 and C1 controls with DEL, lone UTF-16
 * surrogates, Unicode's line and paragraph separators, and the bidirectional overrides and
 * isolates that make a line display in another order than it was written.
 */
const controlCharacters = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const lineBreaks = /\r\n|\r|\n/g;

/** For one-line fields (names, phone, e-mail, file names): no line break, no control character. */
export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

/** For free text: line breaks are part of it, every other control character is refused. */
export function hasControlCharactersBesidesLineBreaks(value: string): boolean {
  return controlCharacters.test(value.replace(lineBreaks, ""));
}

/** Line breaks as one `\n` each (browsers send `\r\n` from a textarea). */
export function normalizeLineBreaks(value: string): string {
  return value.replace(lineBreaks, "\n");
}
