import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { minPasswordLength } from "../../domain/admin/password-reset";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import { authLogger } from "../log";
import { resolveAuthSecret } from "./auth-secret";
import { newBackupCodes } from "./backup-codes";
import { clientAddressHeader } from "./client-address";
import {
  resetPrefix,
  resetTokenSeconds,
  sendResetLink,
  storedResetIdentifier,
} from "./reset-links";
import { sessionHardEnd, sessionIdleSeconds } from "./session-lifetime";
import { signInHooks } from "./sign-in-hooks";

/**
 * Accounts and sessions (better-auth): e-mail and password, optionally a TOTP second factor, no
 * public sign-up, sessions in an httpOnly SameSite cookie (Secure under https) that expire and
 * refresh while in use up to an absolute end, sign-in attempts limited per client address and
 * slowed down per account, both counted in the database (shared by all instances).
 */
export interface AuthOptions {
  db: Database;
  env: Pick<Env, "SITE_URL" | "AUTH_SECRET" | "DATA_DIR">;
  /** Asks the mail worker to deliver queued mail now. */
  deliverMail: () => void;
  /** Sign-in attempts per client address and minute (tests lower or raise it). */
  signInLimit?: number;
  /** The clock of the per-account slow-down. */
  now?: () => Date;
}

/** Where better-auth's endpoints live. */
export const authBasePath = "/api/auth";

export function createAuth(options: AuthOptions) {
  const { db, env } = options;
  const now = options.now ?? (() => new Date());
  const site = new URL(env.SITE_URL);
  return betterAuth({
    appName: "Ferienwohnung Almblick",
    baseURL: site.origin,
    basePath: authBasePath,
    trustedOrigins: [site.origin],
    secret: resolveAuthSecret(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    verification: {
      storeIdentifier: {
        default: "plain",
        overrides: { [resetPrefix]: { hash: async (id) => storedResetIdentifier(id) } },
      },
    },
    user: {
      additionalFields: {
        // Never settable through the API: only server code (npm run admin, start-up) sets it.
        role: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: (reset) =>
        sendResetLink({ db, siteUrl: env.SITE_URL, deliverMail: options.deliverMail }, reset),
    },
    session: {
      expiresIn: sessionIdleSeconds,
      // A session used at least once a day is extended (and its cookie renewed).
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        update: {
          // The second factor turned on or off ends every session of the user; better-auth
          // then creates the one that stays (the current browser's) right after this update.
          async before(data, ctx) {
            const userId = ctx?.context.session?.user.id;
            if (!("twoFactorEnabled" in data) || !userId) return;
            await ctx.context.internalAdapter.deleteUserSessions(userId);
          },
        },
      },
      session: {
        update: {
          // Extending never goes past the absolute end (better-auth then refuses it by itself).
          async before(data, ctx) {
            const current = ctx?.context.session?.session;
            if (!data.expiresAt || !current?.createdAt) return;
            const hardEnd = sessionHardEnd(new Date(current.createdAt));
            if (new Date(data.expiresAt) <= hardEnd) return;
            return { data: { ...data, expiresAt: hardEnd } };
          },
        },
      },
    },
    hooks: signInHooks(db, now),
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: options.signInLimit ?? 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        // Entering a code (sign-in step two, enrolment, backup codes): a few typos allowed.
        "/two-factor/*": { window: 60, max: 10 },
      },
    },
    plugins: [
      twoFactor({
        issuer: "Ferienwohnung Almblick",
        // Ten codes like "K7QX2-MNP4H", without look-alike characters (domain/admin/backup-codes).
        backupCodeOptions: { customBackupCodesGenerate: newBackupCodes },
        // Wrong codes in a row, across sign-ins, app and backup codes, before the code step
        // pauses (README, Admin users); each sign-in allows 5 of them, then starts over.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    advanced: {
      useSecureCookies: site.protocol === "https:",
      cookiePrefix: "almblick",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    telemetry: { enabled: false },
    logger: authLogger(),
  });
}

export type Auth = ReturnType<typeof createAuth>;
