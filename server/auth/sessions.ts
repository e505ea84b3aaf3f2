import type { Auth } from "./create-auth";
import { sessionHardEnd } from "./session-lifetime";

export const adminRole = "admin";

/**
 * The visitor's session, or null: better-auth's own checks (signature, idle expiry), plus the
 * absolute end, so a session whose end was never lowered (edited, or older than this rule)
 * is ended too.
 */
export async function currentSession(
  auth: Auth,
  headers: Headers,
  options: { fresh?: boolean; now?: Date } = {},
) {
  const session = await auth.api.getSession({
    headers,
    query: options.fresh ? { disableCookieCache: true } : undefined,
  });
  if (!session) return null;
  if (sessionHardEnd(new Date(session.session.createdAt)) <= (options.now ?? new Date())) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(session.session.token);
    return null;
  }
  return session;
}

/** Whether a session (of `currentSession`) is an admin's; the role is read with the session. */
export function isAdminSession(session: { user: object } | null): boolean {
  return (session?.user as { role?: string | null } | undefined)?.role === adminRole;
}
