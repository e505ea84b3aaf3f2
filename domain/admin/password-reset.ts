import { z } from "zod";
import { texts } from "../../content/admin-texts";

/** The one password minimum: the reset form, `npm run admin` and better-auth (create-auth.ts). */
export const minPasswordLength = 6;

/** The new-password form: both fields equal (checked first), at least minPasswordLength characters. */
export const newPasswordForm = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (password !== confirm) {
      ctx.addIssue({ code: "custom", path: ["confirm"], message: texts.reset.mismatch });
    } else if (password.length < minPasswordLength) {
      ctx.addIssue({ code: "custom", path: ["password"], message: texts.reset.tooShort });
    }
  });
