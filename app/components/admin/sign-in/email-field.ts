import { texts } from "../../../../content/admin-texts";
import { maxEmailLength } from "../../../../domain/admin/sign-in-form";

/** The e-mail field of the password step and of "Passwort vergessen?". */
export const emailField = {
  label: texts.login.email,
  type: "email",
  name: "email",
  maxLength: maxEmailLength,
} as const;
