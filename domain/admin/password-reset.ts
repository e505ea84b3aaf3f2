import { texts } from "../../content/admin-texts";

/** The new-password form: both fields equal, at least 6 characters. */
export const minPasswordLength = 6;

export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return texts.reset.mismatch;
  if (password.length < minPasswordLength) return texts.reset.tooShort;
  return null;
}
