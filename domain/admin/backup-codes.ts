/**
 * The backup codes of the second factor: ten characters in two groups ("K7QX2-MNP4H"), from an
 * alphabet without the characters that look alike on paper or on a screen (0/O, 1/I/l) and
 * without lower case, so a code read from a printout is typed right. Accepted in any case, with
 * or without the dash, with spaces: the same code either way.
 */
export const backupCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const codeLength = 10;

/** One code; `random(n)` is an unbiased random whole number below n (crypto.randomInt). */
export function makeBackupCode(random: (below: number) => number): string {
  const characters = Array.from(
    { length: codeLength },
    () => backupCodeAlphabet[random(backupCodeAlphabet.length)],
  ).join("");
  return `${characters.slice(0, codeLength / 2)}-${characters.slice(codeLength / 2)}`;
}

/**
 * A code as typed, reduced to what tells codes apart: no spaces or dashes (of any kind), upper
 * case. Also for the codes issued before this alphabet (mixed case, with look-alikes).
 */
export function normaliseBackupCode(code: string): string {
  return code.replace(/[\s\-‐‑‒–—_]/gu, "").toUpperCase();
}

/** The stored code a typed one stands for, or null. */
export function matchingBackupCode(typed: string, stored: readonly string[]): string | null {
  const wanted = normaliseBackupCode(typed);
  if (!wanted) return null;
  return stored.find((code) => normaliseBackupCode(code) === wanted) ?? null;
}
