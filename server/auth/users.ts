import { minPasswordLength } from "../../domain/admin/password-reset";
import type { Auth } from "./create-auth";
import { adminRole } from "./sessions";

/**
 * Creates the user or sets a new password, and gives the role (admin unless told otherwise).
 * Used by `npm run admin`, the start-up bootstrap and tests. Ends the user's other sessions
 * when the password changes.
 */
export async function upsertUser(
  auth: Auth,
  input: {
    email: string;
    password: string;
    role?: string | null;
    name?: string;
    /** Also turn off the second factor (the owner lost the app and the backup codes). */
    resetTwoFactor?: boolean;
  },
): Promise<{ id: string; created: boolean }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  if (input.password.length < minPasswordLength) {
    throw new Error(`The password needs at least ${minPasswordLength} characters.`);
  }
  const role = input.role === undefined ? adminRole : input.role;
  const hash = await ctx.password.hash(input.password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const userId = existing.user.id;
    await ctx.internalAdapter.updateUser(userId, { role });
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
    else {
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    if (input.resetTwoFactor) {
      await ctx.adapter.deleteMany({
        model: "twoFactor",
        where: [{ field: "userId", value: userId }],
      });
      await ctx.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
    }
    await ctx.internalAdapter.deleteUserSessions(userId);
    return { id: userId, created: false };
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? email.split("@")[0],
      emailVerified: true,
      role,
    },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, created: true };
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start: create that admin when no user has that e-mail. */
export async function ensureAdmin(auth: Auth, email: string, password: string) {
  const ctx = await auth.$context;
  const exists = async () =>
    Boolean(await ctx.internalAdapter.findUserByEmail(email.trim().toLowerCase()));
  if (await exists()) return false;
  // Instances started together may all get here; only the one whose insert made the user
  // created it, and one whose insert lost the race finds it there afterwards.
  try {
    return (await upsertUser(auth, { email, password })).created;
  } catch (error) {
    if (await exists()) return false;
    throw error;
  }
}
