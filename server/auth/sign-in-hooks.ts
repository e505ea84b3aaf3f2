import { createHash } from "node:crypto";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "../db/client";
import { matchBackupCode } from "./backup-codes";
import { claimCodeOnce } from "./one-time-codes";
import { accountKey, accountWait, clearFailures, recordFailure } from "./sign-in-failures";

/** The answer code of a sign-in refused because the account must still wait. */
export const accountWaitCode = "ACCOUNT_MUST_WAIT";

/**
 * A browser where this account's password was once entered correctly keeps a signed mark of it;
 * sign-ins from there skip the account's wait (the per-address limit still applies). So guessing
 * from elsewhere can never keep the owner out of their own browsers.
 */
const knownDeviceCookie = "known_device";
const knownDeviceSeconds = 400 * 24 * 60 * 60;
function knownDeviceMark(email: string): string {
  return createHash("sha256").update(accountKey(email)).digest("base64url");
}

/** Deeper than any body better-auth's endpoints take (theirs are flat, a few fields). */
const maxNesting = 8;

/**
 * True when a parsed body or query cannot be meant: a string in it holds a NUL (PostgreSQL
 * refuses those), or it nests deeper than any endpoint takes. Walked without recursion, so JSON
 * nested thousands deep is refused, not a stack overflow.
 */
function isUnacceptable(input: unknown): boolean {
  const pending: Array<[value: unknown, depth: number]> = [[input, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string" && value.includes("\0")) return true;
    if (!value || typeof value !== "object") continue;
    if (depth >= maxNesting) return true;
    for (const inner of Object.values(value)) pending.push([inner, depth + 1]);
  }
  return false;
}

/**
 * better-auth's before and after hooks: input with NUL or deep nesting refused outright; a password change
 * always ends the user's other sessions (whatever the request asked); a TOTP code works once; a
 * backup code counts in any case, with or without spaces and dash; a password sign-in waits
 * while its account must (unless from a known browser), a failed one is counted, a successful
 * one clears the count and marks the browser as known.
 */
export function signInHooks(db: Database, now: () => Date) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if ([ctx.body, ctx.query, ctx.params].some(isUnacceptable)) {
        throw new APIError("BAD_REQUEST", { message: "Invalid input", code: "INVALID_INPUT" });
      }
      if (ctx.path === "/change-password") {
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }
      if (ctx.path === "/two-factor/verify-totp") return claimCodeOnce(db, ctx);
      if (ctx.path === "/two-factor/verify-backup-code") return matchBackupCode(db, ctx);
      if (ctx.path !== "/sign-in/email" || typeof ctx.body?.email !== "string") return;
      const { name } = ctx.context.createAuthCookie(knownDeviceCookie);
      const mark = await ctx.getSignedCookie(name, ctx.context.secret);
      if (mark === knownDeviceMark(ctx.body.email)) return;
      const wait = await accountWait(db, ctx.body.email, now());
      if (wait > 0) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: "Too many failed sign-ins for this account", code: accountWaitCode },
          { "Retry-After": String(wait) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== "/sign-in/email" || typeof ctx.body?.email !== "string") return;
      const returned = ctx.context.returned;
      if (ctx.context.newSession) {
        await clearFailures(db, ctx.body.email);
        const cookie = ctx.context.createAuthCookie(knownDeviceCookie, {
          maxAge: knownDeviceSeconds,
        });
        await ctx.setSignedCookie(
          cookie.name,
          knownDeviceMark(ctx.body.email),
          ctx.context.secret,
          cookie.attributes,
        );
      } else if (returned instanceof APIError && returned.statusCode === 401) {
        await recordFailure(db, ctx.body.email, now());
      }
    }),
  };
}
