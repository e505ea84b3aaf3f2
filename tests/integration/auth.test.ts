import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import * as login from "../../app/routes/admin-login";
import * as reset from "../../app/routes/password-reset";
import { createAuth } from "../../server/auth/create-auth";
import { resetTokenIsValid } from "../../server/auth/reset-token-check";
import { mountAuthRoutes } from "../../server/auth/routes";
import { adminRole } from "../../server/auth/sessions";
import { upsertUser } from "../../server/auth/users";
import { emailOutbox, rateLimit, session, signInFailures, user } from "../../server/db/schema";
import { createHttpApp } from "../../server/http";
import { postToAction, routerContext, signIn, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

describeWithDatabase("accounts and sessions", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  const email = "owner@example.com";

  beforeAll(async () => {
    setup = testServices(getDb().db, { signInLimit: 3 });
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, rateLimit, signInFailures, user);
    await upsertUser(setup.auth, { email, password: "first-password" });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const callLogin = async (fields: Record<string, string>, address = "198.51.100.1") =>
    postToAction(login.action, setup.services, "/admin/login", fields, { clientAddress: address });

  async function requestResetToken(address = "198.51.100.2") {
    const answer = await callLogin({ intent: "forgot", email }, address);
    expect((answer.value as { data: { message: string } }).data.message).toBe("E-Mail gesendet");
    const [mail] = await getDb()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "password_reset"))
      .orderBy(emailOutbox.createdAt);
    const link = /http:\/\/localhost:3000\/password-reset\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    await getDb().db.delete(emailOutbox);
    return link![1];
  }

  const setPassword = (token: string, password: string, confirm = password) =>
    postToAction(reset.action, setup.services, "/password-reset", { token, password, confirm });

  it("signs in with the right password only, answering 'Eingeloggt' or 'Login fehlgeschlagen' with a reason", async () => {
    const ok = await callLogin({ email, password: "first-password" });
    expect((ok.value as { data: { message: string } }).data.message).toBe("Eingeloggt");
    const cookie = (ok.value as { init: { headers: Headers } }).init.headers.get("set-cookie");
    expect(cookie).toMatch(/almblick\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);

    const wrong = await callLogin({ email, password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect((wrong.value as { data: unknown }).data).toMatchObject({
      message: "Login fehlgeschlagen",
      reason: "E-Mail oder Passwort ist falsch.",
    });
  });

  it("sets Secure cookies when the site runs under https", async () => {
    const auth = createAuth({
      db: getDb().db,
      env: { ...setup.env, SITE_URL: "https://almblick.example" },
      deliverMail: () => {},
    });
    const response = await auth.handler(
      new Request("https://almblick.example/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://almblick.example" },
        body: JSON.stringify({ email, password: "first-password" }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/; Secure/i);
  });

  it("rate-limits sign-in per client address; forged forwarding headers do not dodge it", async () => {
    const app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
      mount: (hono) => mountAuthRoutes(hono, setup.services),
    });
    // Another account each time, so only the per-address limit can refuse.
    const attempt = (forged: string) =>
      app.request(`${siteUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: siteUrl,
          "x-forwarded-for": forged,
          "x-almblick-client-address": forged,
        },
        body: JSON.stringify({ email: `guess-${forged}@example.com`, password: "wrong-password" }),
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await attempt(`10.0.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // The login form goes through the same limit (its own client address here).
    for (let i = 0; i < 3; i++) await callLogin({ email, password: "wrong" }, "192.0.2.99");
    const limited = await callLogin({ email, password: "first-password" }, "192.0.2.99");
    expect(limited.status).toBe(429);
    expect((limited.value as { data: { reason: string } }).data.reason).toMatch(/Zu viele/);
    // Another address is not affected.
    expect((await callLogin({ email, password: "first-password" }, "192.0.2.100")).status).toBe(
      200,
    );
  });

  it("has no public sign-up, and nobody can give themselves a role", async () => {
    const app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
      mount: (hono) => mountAuthRoutes(hono, setup.services),
    });
    const signUp = await app.request(`${siteUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl },
      body: JSON.stringify({ email: "eve@example.com", password: "eve-password", name: "Eve" }),
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(await getDb().db.select().from(user).where(eq(user.email, "eve@example.com"))).toEqual(
      [],
    );

    await upsertUser(setup.auth, {
      email: "guest@example.com",
      password: "guest-pass",
      role: null,
    });
    const cookie = await signIn(setup.auth, "guest@example.com", "guest-pass");
    await app.request(`${siteUrl}/api/auth/update-user`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl, cookie },
      body: JSON.stringify({ role: adminRole, name: "Guest" }),
    });
    const [guest] = await getDb().db.select().from(user).where(eq(user.email, "guest@example.com"));
    expect(guest.role).toBeNull();
  });

  it("answers 'E-Mail gesendet' whether or not the address exists, 'E-Mail erforderlich' when empty", async () => {
    const unknown = await callLogin({ intent: "forgot", email: "nobody@example.com" });
    expect((unknown.value as { data: { message: string } }).data.message).toBe("E-Mail gesendet");
    expect(await getDb().db.select().from(emailOutbox)).toHaveLength(0);
    const empty = await callLogin({ intent: "forgot", email: "" });
    expect((empty.value as { data: { message: string } }).data.message).toBe("E-Mail erforderlich");
    await requestResetToken();
  });

  it("a reset link works once, ends the other sessions, and the new password signs in", async () => {
    const before = await signIn(setup.auth, email, "first-password");
    const token = await requestResetToken();
    expect(await resetTokenIsValid(setup.auth, token)).toBe(true);

    const mismatch = await setPassword(token, "second-password", "other-password");
    expect((mismatch.value as { data: { message: string } }).data.message).toBe(
      "Passwörter stimmen nicht überein",
    );
    const short = await setPassword(token, "12345");
    expect((short.value as { data: { message: string } }).data.message).toBe("Passwort zu kurz");

    const done = await setPassword(token, "second-password");
    expect((done.value as { data: { ok: boolean } }).data.ok).toBe(true);
    expect(
      await setup.auth.api.getSession({ headers: new Headers({ cookie: before }) }),
    ).toBeNull();
    await expect(signIn(setup.auth, email, "first-password")).rejects.toThrow();
    await signIn(setup.auth, email, "second-password");

    // Used once: gone.
    expect(await resetTokenIsValid(setup.auth, token)).toBe(false);
    const again = await setPassword(token, "third-password");
    expect((again.value as { data: { invalid?: boolean } }).data.invalid).toBe(true);
    await expect(signIn(setup.auth, email, "third-password")).rejects.toThrow();
  });

  it("a reset link no longer works after one hour", async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const token = await requestResetToken();
    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000));
    expect(await resetTokenIsValid(setup.auth, token)).toBe(true);
    vi.setSystemTime(new Date(start.getTime() + 61 * 60_000));
    expect(await resetTokenIsValid(setup.auth, token)).toBe(false);
    const late = await setPassword(token, "late-password");
    expect((late.value as { data: { invalid?: boolean } }).data.invalid).toBe(true);
    // Also refused by better-auth itself (not only by our page).
    const direct = await setup.auth.handler(
      new Request(`${siteUrl}/api/auth/reset-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl },
        body: JSON.stringify({ token, newPassword: "late-password" }),
      }),
    );
    expect(direct.status).toBe(400);
    vi.useRealTimers();
    await expect(signIn(setup.auth, email, "late-password")).rejects.toThrow();
  });

  it("an unknown or malformed token shows the invalid link", async () => {
    for (const token of ["", "abc", "../../etc", "x".repeat(24)]) {
      const result = await reset.loader({
        request: new Request(`${siteUrl}/password-reset?token=${encodeURIComponent(token)}`),
        context: routerContext(setup.services),
        params: {},
      } as never);
      expect(result).toEqual({ valid: false, token: null });
    }
  });

  it("a session in use is extended and its cookie renewed; an unused one expires", async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const cookie = await signIn(setup.auth, email, "first-password");
    const app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
      mount: (hono) => mountAuthRoutes(hono, setup.services),
    });
    const [before] = await getDb().db.select().from(session);
    vi.setSystemTime(new Date(start.getTime() + 2 * 24 * 3600_000));
    const response = await app.request(`${siteUrl}/admin`, { headers: { cookie } });
    expect(response.headers.get("set-cookie")).toMatch(/almblick\.session_token=.*Max-Age=604800/);
    const [after] = await getDb().db.select().from(session);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime() + 24 * 3600_000);
    // Eight days without use: gone.
    vi.setSystemTime(new Date(start.getTime() + (2 + 8) * 24 * 3600_000));
    expect(await setup.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("sign-out ends the session", async () => {
    const cookie = await signIn(setup.auth, email, "first-password");
    const result = await postToAction(
      login.action,
      setup.services,
      "/admin/login",
      { intent: "sign-out" },
      { cookie },
    );
    expect(result.status).toBe(302);
    expect(await setup.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await getDb().db.select().from(session)).toHaveLength(0);
  });
});
