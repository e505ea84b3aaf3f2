import { APIError, type createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's TOTP settings (its defaults): 6 digits, 30-second steps, one step either side. */
const period = 30;
const window = 1;
/** better-auth keeps some secrets base32-encoded behind this prefix, others as UTF-8 text. */
const base32Prefix = "base32:";

/** The time step a code belongs to, within the window around `at`; null when it matches none. */
function stepOfCode(secret: string, code: string, at: number): number | null {
  const key = secret.startsWith(base32Prefix)
    ? Secret.fromBase32(secret.slice(base32Prefix.length).toUpperCase())
    : new Secret({ buffer: new TextEncoder().encode(secret).buffer });
  const totp = new TOTP({ secret: key, digits: 6, period });
  const delta = totp.validate({ token: code, timestamp: at, window });
  return delta === null ? null : Math.floor(at / 1000 / period) + delta;
}

/**
 * Whose code a verify-totp or verify-backup-code request checks, as better-auth decides it: the
 * signed-in user (confirming the enrolment), else the user of the sign-in's two-factor cookie.
 */
export async function userOf(ctx: HookContext): Promise<string | null> {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  const signedIn = token ? await ctx.context.internalAdapter.findSession(token) : null;
  if (signedIn && signedIn.session.expiresAt > new Date()) return signedIn.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

/**
 * A TOTP code works once (RFC 6238, 5.2): before better-auth checks a code, the step it belongs
 * to is claimed for its user in the database, only if later than the last one claimed. So the
 * same code, or an older one, is refused on any instance, and of two requests racing with one
 * code only one wins (the row's update is atomic). A code that matches no step is left to
 * better-auth, which refuses and counts it.
 */
export async function claimCodeOnce(db: Database, ctx: HookContext) {
  const code = ctx.body?.code;
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return;
  const userId = await userOf(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = stepOfCode(secret, code, Date.now());
  if (step === null) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) {
    throw new APIError("UNAUTHORIZED", { message: "Invalid code", code: "INVALID_CODE" });
  }
}
