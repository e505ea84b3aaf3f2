import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import * as layout from "../../app/routes/admin";
import * as login from "../../app/routes/admin-login";
import * as reset from "../../app/routes/password-reset";
import { freeFailures, maxWaitSeconds } from "../../domain/admin/sign-in-delay";
import { resetTokenIsValid } from "../../server/auth/reset-token-check";
import { mountAuthRoutes } from "../../server/auth/routes";
import { sessionMaxAgeSeconds } from "../../server/auth/session-lifetime";
import { adminRole } from "../../server/auth/sessions";
import { upsertUser } from "../../server/auth/users";
import {
  emailOutbox,
  rateLimit,
  session,
  signInFailures,
  twoFactor,
  user,
  verification,
} from "../../server/db/schema";
import { createHttpApp } from "../../server/http";
import {
  outcome,
  postToAction,
  routerContext,
  signIn,
  siteUrl,
  testServices,
} from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

const day = 24 * 3600_000;

describeWithDatabase("sign-in security", (getDb) => {
  const email = "owner@example.com";
  const password = "right-password";
  let setup: ReturnType<typeof testServices>;
  /** The injected clock: the (possibly faked) system time, or a time a test moves by hand. */
  let clock: Date | null = null;
  let app: ReturnType<typeof createHttpApp>;

  beforeAll(() => {
    setup = testServices(getDb().db, { now: () => clock ?? new Date() });
    app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
      mount: (hono) => mountAuthRoutes(hono, setup.services),
    });
  });

  beforeEach(async () => {
    clock = null;
    await emptyTables(getDb().db, emailOutbox, rateLimit, signInFailures, verification, user);
    await upsertUser(setup.auth, { email, password });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The login form, from a new client address each time (the per-address limit stays out). */
  let address = 0;
  const callLogin = (fields: Record<string, string>, cookie?: string) =>
    postToAction(login.action, setup.services, "/admin/login", fields, {
      cookie,
      clientAddress: `198.51.100.${(address++ % 250) + 1}`,
    });
  const resultOf = (answer: Awaited<ReturnType<typeof callLogin>>) =>
    (answer.value as { data: { message: string; reason?: string } }).data;

  async function requestResetToken() {
    const answer = await callLogin({ intent: "forgot", email });
    expect(resultOf(answer).message).toBe("E-Mail gesendet");
    const mails = await getDb()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "password_reset"));
    expect(mails).toHaveLength(1);
    await getDb().db.delete(emailOutbox);
    return /password-reset\?token=([\w-]+)/.exec(mails[0].text)![1];
  }

  const setPassword = (token: string, newPassword: string) =>
    postToAction(reset.action, setup.services, "/password-reset", {
      token,
      password: newPassword,
      confirm: newPassword,
    });

  it("a new reset link voids every older unused one; the voided link shows the invalid-link message", async () => {
    const first = await requestResetToken();
    const second = await requestResetToken();
    const third = await requestResetToken();
    expect(await resetTokenIsValid(setup.auth, first)).toBe(false);
    expect(await resetTokenIsValid(setup.auth, second)).toBe(false);
    expect(await resetTokenIsValid(setup.auth, third)).toBe(true);

    const voided = await setPassword(second, "voided-password");
    expect(voided.status).toBe(400);
    expect((voided.value as { data: { invalid?: boolean } }).data.invalid).toBe(true);
    await expect(signIn(setup.auth, email, "voided-password")).rejects.toThrow();

    const done = await setPassword(third, "newest-password");
    expect((done.value as { data: { ok: boolean } }).data.ok).toBe(true);
    await signIn(setup.auth, email, "newest-password");
  });

  it("another user's reset link stays valid", async () => {
    await upsertUser(setup.auth, { email: "co-owner@example.com", password: "co-password" });
    await callLogin({ intent: "forgot", email: "co-owner@example.com" });
    const [mail] = await getDb().db.select().from(emailOutbox);
    const theirs = /password-reset\?token=([\w-]+)/.exec(mail.text)![1];
    await getDb().db.delete(emailOutbox);
    await requestResetToken();
    expect(await resetTokenIsValid(setup.auth, theirs)).toBe(true);
  });

  it("stores reset tokens only as their SHA-256 hash", async () => {
    const token = await requestResetToken();
    const rows = await getDb().db.select().from(verification);
    expect(rows).toHaveLength(1);
    const hash = createHash("sha256").update(token).digest("hex");
    expect(rows[0].identifier).toBe(`reset-password:${hash}`);
    const dump = JSON.stringify(await getDb().db.execute(sql`select * from ${verification}`));
    expect(dump).not.toContain(token);
    expect(await resetTokenIsValid(setup.auth, token)).toBe(true);
  });

  it("a NUL byte in a reset token is a clear refusal, never a 500", async () => {
    const token = await requestResetToken();
    const loaded = await reset.loader({
      request: new Request(`${siteUrl}/password-reset?token=${encodeURIComponent(`${token}\0`)}`),
      context: routerContext(setup.services),
      params: {},
    } as never);
    expect(loaded).toEqual({ valid: false, token: null });
    // A form holding a NUL byte is refused as a whole before the token is looked at.
    const posted = await setPassword(`${token}\0`, "nul-password");
    expect(posted.status).toBe(400);
    expect((posted.value as { data: { ok: boolean } }).data.ok).toBe(false);
    await expect(signIn(setup.auth, email, "nul-password")).rejects.toThrow();

    const direct = await app.request(`${siteUrl}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl },
      body: JSON.stringify({ token: `a\0b`, newPassword: "nul-password" }),
    });
    expect(direct.status).toBe(400);
    const callback = await app.request(
      `${siteUrl}/api/auth/reset-password/a%00b?callbackURL=${encodeURIComponent("/password-reset")}`,
    );
    expect(callback.status).toBeLessThan(500);
    const signInNul = await app.request(`${siteUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl },
      body: JSON.stringify({ email: "a\0@example.com", password: "x\0y" }),
    });
    expect(signInNul.status).toBe(400);
    // The real link still works.
    expect(await resetTokenIsValid(setup.auth, token)).toBe(true);
  });

  /** The wait a refusal names, in seconds ("in einer Sekunde", "in 4 Sekunden"). */
  const waitOf = (reason: string) =>
    /in einer Sekunde/.test(reason) ? 1 : Number(/in (\d+) Sekunden/.exec(reason)![1]);

  it("failed sign-ins slow one account down with growing waits, from any address, up to the cap", async () => {
    let now = new Date();
    clock = now;
    const tryPassword = (value: string) => callLogin({ email, password: value });
    for (let i = 0; i < freeFailures; i++) {
      expect((await tryPassword(`wrong-${i}`)).status).toBe(401);
    }
    // From here on every failure doubles the wait before the next password is even checked.
    const waits: number[] = [];
    for (let round = 0; round < 12; round++) {
      const refused = await tryPassword(password);
      expect(refused.status).toBe(429);
      const reason = resultOf(refused).reason ?? "";
      expect(reason).toMatch(
        /^Zu viele Fehlversuche für dieses Konto\. .* in (einer Sekunde|\d+ Sekunden) erneut\.$/,
      );
      const wait = waitOf(reason);
      waits.push(wait);
      // Refused attempts are not counted: the wait does not grow while it runs.
      expect(waitOf(resultOf(await tryPassword("x")).reason!)).toBe(wait);
      now = new Date(now.getTime() + wait * 1000);
      clock = now;
      expect((await tryPassword(`wrong-round-${round}`)).status).toBe(401);
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(maxWaitSeconds);
    expect(waits.at(-1)).toBe(maxWaitSeconds);

    // Counted in the database: another instance (its own better-auth) sees the same wait.
    const other = testServices(getDb().db, { now: () => now });
    const elsewhere = await postToAction(
      login.action,
      other.services,
      "/admin/login",
      { email, password },
      { clientAddress: "192.0.2.200" },
    );
    expect(elsewhere.status).toBe(429);

    // Never a lockout: after at most the cap, the right password signs in and clears the count.
    now = new Date(now.getTime() + maxWaitSeconds * 1000);
    clock = now;
    expect(resultOf(await tryPassword(password)).message).toBe("Eingeloggt");
    expect(await getDb().db.select().from(signInFailures)).toEqual([]);
    expect((await tryPassword("wrong-after")).status).toBe(401);
    expect((await tryPassword(password)).status).toBe(200);
  });

  it("guessing elsewhere never keeps the owner out of a browser they signed in from before", async () => {
    clock = new Date();
    const before = await callLogin({ email, password });
    const known = (before.value as { init: { headers: Headers } }).init.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .find((cookie) => cookie.startsWith("almblick.known_device="));
    // The signed mark: a SHA-256 in base64url, then the signature.
    expect(known).toMatch(/^almblick\.known_device=[\w-]{43}\.[A-Za-z0-9%]+$/);
    for (let i = 0; i < freeFailures + 10; i++) {
      clock = new Date(clock.getTime() + maxWaitSeconds * 1000);
      expect((await callLogin({ email, password: `guess-${i}` })).status).toBe(401);
    }
    expect((await callLogin({ email, password })).status).toBe(429);
    // From the owner's browser the password is checked at once, right or wrong.
    expect((await callLogin({ email, password: "typo" }, known)).status).toBe(401);
    expect(resultOf(await callLogin({ email, password }, known)).message).toBe("Eingeloggt");
    // The mark belongs to one account: it does not open another account's wait.
    for (let i = 0; i <= freeFailures; i++) {
      await callLogin({ email: "co-owner@example.com", password: `guess-${i}` });
    }
    expect((await callLogin({ email: "co-owner@example.com", password: "x" }, known)).status).toBe(
      429,
    );
  });

  it("with the second factor on, the password alone gives no session; the admin command can turn it off", async () => {
    const ctx = await setup.auth.$context;
    const [owner] = await getDb().db.select().from(user).where(eq(user.email, email));
    await ctx.adapter.create({
      model: "twoFactor",
      data: { userId: owner.id, secret: "unused", backupCodes: "unused", verified: true },
    });
    await getDb().db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, owner.id));
    const step = await callLogin({ email, password });
    expect((step.value as { data: { form: string } }).data.form).toBe("two-factor");
    const cookies = (step.value as { init: { headers: Headers } }).init.headers.getSetCookie();
    expect(cookies.some((cookie) => /two_factor=[^;]+/.test(cookie))).toBe(true);
    expect(await getDb().db.select().from(session)).toEqual([]);

    await upsertUser(setup.auth, { email, password, resetTwoFactor: true });
    expect(await getDb().db.select().from(twoFactor)).toEqual([]);
    expect(resultOf(await callLogin({ email, password })).message).toBe("Eingeloggt");
  });

  it("unknown addresses slow down alike (the answer tells nothing about which accounts exist)", async () => {
    for (let i = 0; i <= freeFailures; i++) {
      await callLogin({ email: "nobody@example.com", password: `guess-${i}` });
    }
    const refused = await callLogin({ email: "NoBody@example.com ", password: "guess" });
    expect(refused.status).toBe(429);
    // The owner's account is not affected by guesses at another one.
    expect((await callLogin({ email, password })).status).toBe(200);
  });

  /** Signs the owner in with the admin role; `admin()` loads the admin pages with that session. */
  async function signInAsAdmin() {
    const cookie = await signIn(setup.auth, email, password);
    await getDb().db.update(user).set({ role: adminRole }).where(eq(user.email, email));
    const admin = () =>
      outcome(() =>
        layout.loader({
          request: new Request(`${siteUrl}/admin`, { headers: { cookie } }),
          context: routerContext(setup.services),
          params: {},
        } as never),
      );
    return { cookie, admin };
  }

  it("ends a session 30 days after sign-in even when it is used every day", async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const { cookie, admin } = await signInAsAdmin();
    const betterAuthSees = () => setup.auth.api.getSession({ headers: new Headers({ cookie }) });
    const maxDays = sessionMaxAgeSeconds / 86_400;
    for (let daysIn = 1; daysIn < maxDays; daysIn++) {
      vi.setSystemTime(new Date(start.getTime() + daysIn * day));
      // Daily use through the admin pages (which extend the session) keeps it alive …
      await app.request(`${siteUrl}/admin`, { headers: { cookie } });
      expect((await admin()).status, `day ${daysIn}`).toBe(200);
    }
    const [row] = await getDb().db.select().from(session);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + maxDays * day);
    // … but not past the 30th day: refused by the admin pages and by better-auth itself.
    vi.setSystemTime(new Date(start.getTime() + maxDays * day + 60_000));
    expect(await betterAuthSees()).toBeNull();
    expect((await admin()).status).toBe(401);
  });

  it("refuses a session whose sign-in lies more than 30 days back, whatever its expiry says", async () => {
    const { admin } = await signInAsAdmin();
    expect((await admin()).status).toBe(200);
    await getDb()
      .db.update(session)
      .set({ createdAt: new Date(Date.now() - (sessionMaxAgeSeconds * 1000 + 60_000)) });
    expect((await admin()).status).toBe(401);
    // Ended for good: the row is gone.
    expect(await getDb().db.select().from(session)).toEqual([]);
  });
});
