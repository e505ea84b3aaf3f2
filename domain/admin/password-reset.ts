import { z } from "zod";
import { texts } from "../../content/admin-texts";

export const minPasswordLength = 6;

/** The new-password form: both fields equal (checked first), at least 6 characters. */
export const newPasswordForm = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (password !== confirm) {
      ctx.addIssue({ code: "custom", path: ["confirm"], message: texts.reset.mismatch });
    } else if (password.length < minPasswordLength) {
      ctx.addIssue({ code: "custom", path: ["password"], message: texts.reset.tooShort });
    }
  });
