/**
 * A phone number as a `tel:` link a phone can dial: only digits and a leading +, whatever
 * spaces, dashes, dots or brackets it was written with.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
