import { z } from "zod";
import { texts } from "../../content/admin-texts";

/** The longest address mail allows; also all a re-shown form gives back of what was typed. */
export const maxEmailLength = 254;
/** Longest code we pass on (backup codes are 11 characters, TOTP codes 6). */
export const maxCodeLength = 32;

const text = z.string({ error: texts.login.reasons.missing });

/** The login page's three forms, checked on the server (plain HTML posts work too). */
export const signInForm = z.object({
  email: text.trim().min(1, texts.login.reasons.missing),
  password: text.min(1, texts.login.reasons.missing),
});

export const forgotForm = z.object({
  email: z.string({ error: texts.login.emailRequired }).trim().min(1, texts.login.emailRequired),
});

/** A 6-digit code from the app or a backup code; white space typed in between is dropped. */
export const twoFactorForm = z.object({
  code: z
    .string({ error: texts.login.twoFactor.invalid })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, texts.login.twoFactor.invalid)
        .max(maxCodeLength, texts.login.twoFactor.invalid),
    ),
});

/** What the login page's action answers: which form to show, and how the last post went. */
export type SignInResult =
  | { form: "sign-in"; ok: true; message: string }
  | { form: "sign-in"; ok: false; message: string; reason: string; email: string }
  | { form: "two-factor"; message: string | null }
  | { form: "forgot"; ok: boolean; message: string };
