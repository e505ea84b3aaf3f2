import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { mountAuthRoutes } from "../../server/auth/routes";
import { upsertUser } from "../../server/auth/users";
import { rateLimit, session, twoFactor, user, verification } from "../../server/db/schema";
import { createHttpApp } from "../../server/http";
import { siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

/** Sessions end on a password change and when the second factor is turned on or off; a TOTP code works once. */
describeWithDatabase("sessions and one-time codes", (getDb) => {
  const email = "owner@example.com";
  const password = "session-test-password-1";
  /** Two instances on one database, as in production behind the proxy. */
  let apps: Array<ReturnType<typeof createHttpApp>>;

  beforeAll(() => {
    apps = [0, 1].map(() => {
      const { services } = testServices(getDb().db);
      return createHttpApp({
        services,
        getBuild: () => Promise.reject(new Error("no build")),
        mount: (hono) => mountAuthRoutes(hono, services),
      });
    });
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, rateLimit, verification, user);
    await upsertUser(testServices(getDb().db).auth, { email, password });
  });

  let address = 0;
  /** One better-auth endpoint through the whole HTTP app of instance `on`. */
  async function post(path: string, body: object, cookie = "", on = 0) {
    const response = await apps[on].request(`${siteUrl}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: siteUrl,
        cookie,
        "x-forwarded-for": `198.51.100.${(address++ % 250) + 1}`,
      },
      body: JSON.stringify(body),
    });
    const set = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .filter((value) => !value.endsWith("="));
    return { status: response.status, json: await response.json(), cookie: set.join("; ") };
  }

  const signInWithPassword = async (on = 0) => {
    const answer = await post("/sign-in/email", { email, password }, "", on);
    expect(answer.status).toBe(200);
    return answer;
  };
  const isSignedIn = async (cookie: string) => {
    const response = await apps[0].request(`${siteUrl}/api/auth/get-session`, {
      headers: { cookie },
    });
    return (await response.json()) !== null;
  };
  const sessionCount = async () => (await getDb().db.select().from(session)).length;

  /** Turns the second factor on in the browser of `cookie`; the app and that browser's new cookie. */
  async function enrol(cookie: string) {
    const enable = await post("/two-factor/enable", { password }, cookie);
    expect(enable.status).toBe(200);
    const secret = new URL(enable.json.totpURI).searchParams.get("secret")!;
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const confirm = await post("/two-factor/verify-totp", { code: app.generate() }, cookie);
    expect(confirm.status).toBe(200);
    return { app, cookie: confirm.cookie };
  }
  /** The app's code one step ahead (a phone whose clock runs a little fast): still accepted. */
  const nextCode = (app: TOTP, steps = 1) =>
    app.generate({ timestamp: Date.now() + steps * 30_000 });
  const signInWithCode = async (code: string, on = 0) => {
    const first = await signInWithPassword(on);
    expect(first.json.twoFactorRedirect).toBe(true);
    return post("/two-factor/verify-totp", { code }, first.cookie, on);
  };

  it("a password change ends every other session, even when the request does not ask for it", async () => {
    const here = await signInWithPassword();
    const elsewhere = await signInWithPassword(1);
    const changed = await post(
      "/change-password",
      { currentPassword: password, newPassword: "session-test-password-2" },
      here.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await isSignedIn(elsewhere.cookie)).toBe(false);
    // The browser that changed it stays signed in, with the cookie it was given.
    expect(await isSignedIn(changed.cookie)).toBe(true);
    expect(await sessionCount()).toBe(1);

    // Asking explicitly to keep the others changes nothing.
    const third = await post("/sign-in/email", { email, password: "session-test-password-2" });
    const kept = await post(
      "/change-password",
      {
        currentPassword: "session-test-password-2",
        newPassword: "session-test-password-3",
        revokeOtherSessions: false,
      },
      changed.cookie,
    );
    expect(kept.status).toBe(200);
    expect(await isSignedIn(third.cookie)).toBe(false);
    expect(await sessionCount()).toBe(1);
  });

  it("turning the second factor on, then off, ends every other session each time", async () => {
    const here = await signInWithPassword();
    const elsewhere = await signInWithPassword(1);
    const { app, cookie } = await enrol(here.cookie);
    expect(await isSignedIn(elsewhere.cookie)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await sessionCount()).toBe(1);

    const other = await signInWithCode(nextCode(app), 1);
    expect(other.status).toBe(200);
    expect(await sessionCount()).toBe(2);
    const off = await post("/two-factor/disable", { password }, cookie);
    expect(off.status).toBe(200);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(off.cookie)).toBe(true);
    expect(await sessionCount()).toBe(1);
  });

  it("a TOTP code signs in once, on any instance; the enrolment's code and older ones are refused too", async () => {
    const { app } = await enrol((await signInWithPassword()).cookie);
    // The code that confirmed the enrolment cannot sign in.
    const enrolmentCode = await signInWithCode(app.generate());
    expect(enrolmentCode.status).toBe(401);
    expect(enrolmentCode.json.code).toBe("INVALID_CODE");

    // Two at once with a fresh code, on both instances: one wins.
    const code = nextCode(app);
    const racing = await Promise.all([signInWithPassword(0), signInWithPassword(1)]);
    const verdicts = await Promise.all(
      racing.map((step, on) => post("/two-factor/verify-totp", { code }, step.cookie, on)),
    );
    expect(verdicts.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(verdicts.map((answer) => answer.json.code ?? "ok").sort()).toEqual([
      "INVALID_CODE",
      "ok",
    ]);
    // Later, the same code is refused on either instance.
    for (const on of [0, 1]) {
      const again = await signInWithCode(code, on);
      expect(again.status).toBe(401);
      expect(await isSignedIn(again.cookie)).toBe(false);
    }
    expect(await sessionCount()).toBe(2);
  });

  it("after 10 wrong codes in a row the code step pauses for 15 minutes, even for the right code", async () => {
    const { app } = await enrol((await signInWithPassword()).cookie);
    const now = Date.now();
    const valid = [-1, 0, 1, 2].map((step) => app.generate({ timestamp: now + step * 30_000 }));
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].find(
      (code) => !valid.includes(code),
    )!;
    // Each sign-in allows 5 codes, so 10 in a row take two sign-ins; every one is still checked.
    // The account's count holds whatever the address: the per-address limit is emptied each time.
    for (let challenge = 0; challenge < 2; challenge++) {
      await emptyTables(getDb().db, rateLimit);
      const step = await signInWithPassword();
      for (let i = 0; i < 5; i++) {
        const refused = await post("/two-factor/verify-totp", { code: wrong }, step.cookie);
        expect([challenge, i, refused.status, refused.json.code]).toEqual([
          challenge,
          i,
          401,
          "INVALID_CODE",
        ]);
      }
    }
    await emptyTables(getDb().db, rateLimit);
    const before = Date.now();
    const step = await signInWithPassword();
    const locked = await post("/two-factor/verify-totp", { code: nextCode(app) }, step.cookie);
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    expect(await isSignedIn(locked.cookie)).toBe(false);
    const [row] = await getDb().db.select().from(twoFactor);
    const pause = row.lockedUntil!.getTime() - before;
    expect(pause).toBeGreaterThan(15 * 60_000 - 60_000);
    expect(pause).toBeLessThanOrEqual(15 * 60_000);
  });
});
