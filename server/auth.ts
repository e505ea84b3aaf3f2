import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, like, ne } from "drizzle-orm";
import { texts } from "../content/admin-texts";
import { minPasswordLength } from "../domain/admin/password-reset";
import { accountKey, accountWait, clearFailures, recordFailure } from "./admin/sign-in-failures";
import type { Database } from "./db/client";
import * as schema from "./db/schema";
import type { Env } from "./env";
import { authLogger } from "./log";
import { enqueueMail } from "./mail/outbox";

/**
 * Accounts and sessions (better-auth): e-mail and password, optionally a TOTP second factor, no
 * public sign-up, sessions in an httpOnly SameSite cookie (Secure under https) that expire and
 * refresh while in use up to an absolute end, sign-in attempts limited per client address and
 * slowed down per account, both counted in the database (shared by all instances).
 */

/** The header better-auth reads the client address from; set only by our own code. */
export const clientAddressHeader = "x-almblick-client-address";
/** Headers a client could use to pose as another address; removed before better-auth sees them. */
const spoofableHeaders = [
  "x-forwarded-for",
  "x-real-ip",
  "cf-connecting-ip",
  "x-client-ip",
  "forwarded",
  clientAddressHeader,
];

export const authBasePath = "/api/auth";
export const resetTokenSeconds = 60 * 60;
export const adminRole = "admin";
/** A session unused for this long ends; each use (at most daily) pushes the end forward. */
const sessionIdleSeconds = 60 * 60 * 24 * 7;
/** No session lives longer than this after its sign-in, however often it is used. */
export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;
/** The answer code of a sign-in refused because the account must still wait. */
export const accountWaitCode = "ACCOUNT_MUST_WAIT";

const resetPrefix = "reset-password:";
/**
 * Reset tokens are kept as `reset-password:<SHA-256 hex>`: a database leak reveals no usable link,
 * and the prefix still lets us find (and void) a user's older links.
 */
function storedResetIdentifier(identifier: string): string {
  const token = identifier.slice(resetPrefix.length);
  return `${resetPrefix}${createHash("sha256").update(token).digest("hex")}`;
}

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

/** The latest end of a session created at `createdAt`. */
function sessionHardEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + sessionMaxAgeSeconds * 1000);
}

/** True when some string in a parsed body or query holds a NUL (PostgreSQL refuses those). */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (value && typeof value === "object") return Object.values(value).some(holdsNul);
  return false;
}

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

/**
 * The secret that signs session cookies: AUTH_SECRET, or one generated at the first start and
 * kept in DATA_DIR/auth-secret (readable by the owner only).
 */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": if another process wrote it first, we read theirs instead.
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}

export function resetMail(to: string, link: string) {
  return {
    kind: "password_reset",
    to,
    subject: texts.reset.mail.subject,
    text: [...texts.reset.mail.intro, "", link, "", ...texts.reset.mail.outro].join("\n"),
  };
}

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
      // Our own link to /password-reset; better-auth's redirect endpoint is not needed.
      async sendResetPassword({ user, token }) {
        // Only the newest link works: every older unused one of this user is voided.
        await db
          .delete(schema.verification)
          .where(
            and(
              eq(schema.verification.value, user.id),
              like(schema.verification.identifier, `${resetPrefix}%`),
              ne(schema.verification.identifier, storedResetIdentifier(`${resetPrefix}${token}`)),
            ),
          );
        const link = `${env.SITE_URL}/password-reset?token=${encodeURIComponent(token)}`;
        await enqueueMail(db, resetMail(user.email, link));
        options.deliverMail();
      },
    },
    session: {
      expiresIn: sessionIdleSeconds,
      // A session used at least once a day is extended (and its cookie renewed).
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (holdsNul(ctx.body) || holdsNul(ctx.query) || holdsNul(ctx.params)) {
          throw new APIError("BAD_REQUEST", { message: "Invalid input", code: "INVALID_INPUT" });
        }
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
    },
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
        backupCodeOptions: { amount: 10, length: 10 },
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

/**
 * A request for better-auth: the client's forwarding headers removed and the address we decided
 * (socket, or the trusted proxy's) set, so nobody can dodge the sign-in limit.
 */
export function forAuth(request: Request, clientAddress: string, init?: RequestInit): Request {
  const headers = new Headers(init?.headers ?? request.headers);
  for (const name of spoofableHeaders) headers.delete(name);
  headers.set(clientAddressHeader, clientAddress);
  const method = init?.method ?? request.method;
  return new Request(request.url, {
    method,
    headers,
    body: init?.body ?? (method === "GET" || method === "HEAD" ? undefined : request.body),
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: "half",
  });
}

/** Calls one better-auth endpoint from our own server code, through its handler (rate limits apply). */
export async function callAuth(
  auth: Auth,
  options: {
    path: string;
    body?: unknown;
    /** The visitor's request: its cookie, user agent and origin are passed on. */
    request: Request;
    clientAddress: string;
    siteUrl: string;
  },
): Promise<Response> {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = options.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("origin", new URL(options.siteUrl).origin);
  const url = new URL(`${authBasePath}${options.path}`, options.siteUrl);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const request = forAuth(new Request(url, { method: "POST", headers }), options.clientAddress, {
    method: "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return auth.handler(request);
}

/** Every Set-Cookie of a better-auth answer, to pass on to the browser. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

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
