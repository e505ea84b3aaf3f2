/** The new-password form: both fields equal, at least 6 characters. */
export const passwordMessages = {
  mismatch: "Passwörter stimmen nicht überein",
  tooShort: "Passwort zu kurz",
} as const;

export const minPasswordLength = 6;

export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return passwordMessages.mismatch;
  if (password.length < minPasswordLength) return passwordMessages.tooShort;
  return null;
}
