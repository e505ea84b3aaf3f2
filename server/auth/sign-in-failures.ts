import { eq, sql } from "drizzle-orm";
import { failureMemorySeconds, secondsToWait } from "../../domain/admin/sign-in-delay";
import type { Database } from "../db/client";
import { signInFailures } from "../db/schema";

/**
 * The per-account slow-down of sign-ins, counted in the database so every instance sees the
 * same count. Keyed by the e-mail as typed (trimmed, lower-cased), known or not.
 */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** Seconds this account must still wait before a password is checked again (0: go ahead). */
export async function accountWait(db: Database, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, accountKey(email)));
  return row ? secondsToWait(row.failures, row.lastFailureAt, now) : 0;
}

/** One more failure (atomic, so parallel attempts all count); forgotten failures start over. */
export async function recordFailure(db: Database, email: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - failureMemorySeconds * 1000);
  await db
    .insert(signInFailures)
    .values({ email: accountKey(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
  // Old rows of addresses nobody tries any more.
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()}`);
}

/** The right password was given: the account starts with a clean slate. */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, accountKey(email)));
}
