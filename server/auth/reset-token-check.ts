import type { Auth } from "./create-auth";
import { resetPrefix } from "./reset-links";

/** Whether a reset token is known, unused and unexpired (better-auth deletes it once used). */
export async function resetTokenIsValid(auth: Auth, token: string | null): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findVerificationValue(`${resetPrefix}${token}`);
  return Boolean(found && found.expiresAt > new Date());
}
