import type { Auth } from "../auth";

/** Whether a reset token is known, unused and unexpired (better-auth deletes it once used). */
export async function resetTokenIsValid(auth: Auth, token: string | null): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}
