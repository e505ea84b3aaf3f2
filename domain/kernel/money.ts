/*
 * Money, everywhere in cents (an integer, never a float): read from what the owners type
 * (parseEuroAmount), from the database's decimal euros (toCents), and back into a form field
 * (euroField). Formatting for people is domain/booking/format.ts (formatEuroCents).
 */

/** Decimal euros as the database stores them ("985.5") → 98550; exact, no floating point. */
export function toCents(price: string | null): number {
  if (!price) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(price.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/**
 * An amount in euros as the owners type it, in cents: "338", "338,00", "1.126,40", "1126.40";
 * with `signed`, a leading minus (a refund). Null for anything else (three decimals, text,
 * a grouping that is not in threes).
 */
export function parseEuroAmount(text: string | undefined, options: { signed?: boolean } = {}) {
  const trimmed = (text ?? "").trim().replace(/\s*€$/, "").replace(/^[−–]/, "-");
  const negative = trimmed.startsWith("-");
  if (negative && !options.signed) return null;
  const unsigned = negative ? trimmed.slice(1).trim() : trimmed;
  const grouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(unsigned);
  const plain = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(unsigned);
  const match = grouped ?? plain;
  if (!match) return null;
  const euros = Number(match[1].replaceAll(".", ""));
  const cents = euros * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Cents as the owners' forms show them: "338", "1126,40", "-100". */
export function euroField(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const euros = String(Math.floor(abs / 100));
  return rest === 0 ? `${sign}${euros}` : `${sign}${euros},${String(rest).padStart(2, "0")}`;
}
