import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import * as login from "../../app/routes/admin-login";
import { backupCodeAlphabet } from "../../domain/admin/backup-codes";
import { newBackupCodes } from "../../server/auth/backup-codes";
import { upsertUser } from "../../server/auth/users";
import { rateLimit, session, twoFactor, user, verification } from "../../server/db/schema";
import { postToAction, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";

describeWithDatabase("backup codes", (getDb) => {
  const email = "owner@example.com";
  const password = "right-password";
  let setup: ReturnType<typeof testServices>;

  beforeAll(() => {
    setup = testServices(getDb().db);
  });

  beforeEach(async () => {
    await emptyTables(getDb().db, rateLimit, verification, session, twoFactor, user);
    await upsertUser(setup.auth, { email, password });
  });

  /** The owner's second factor on, with these backup codes stored as better-auth stores them. */
  async function storeCodes(codes: string[]) {
    const ctx = await setup.auth.$context;
    const [owner] = await getDb().db.select().from(user).where(eq(user.email, email));
    const backupCodes = await symmetricEncrypt({
      key: ctx.secretConfig,
      data: JSON.stringify(codes),
    });
    await ctx.adapter.create({
      model: "twoFactor",
      data: { userId: owner.id, secret: "unused", backupCodes, verified: true },
    });
    await getDb().db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, owner.id));
  }

  let address = 0;
  const callLogin = (fields: Record<string, string>, cookie?: string) =>
    postToAction(login.action, setup.services, "/admin/login", fields, {
      cookie,
      clientAddress: `198.51.100.${(address++ % 250) + 1}`,
    });

  /** Password, then the code as typed: the login page's message. */
  async function signInWith(code: string): Promise<string> {
    const step = await callLogin({ email, password });
    expect((step.value as { data: { form: string } }).data.form).toBe("two-factor");
    const cookie = (step.value as { init: { headers: Headers } }).init.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const answer = await callLogin({ intent: "two-factor", code }, cookie);
    return (answer.value as { data: { message: string } }).data.message;
  }

  it("accepts a code in any case, without its dash or with spaces, once", async () => {
    await storeCodes(["K7QX2-MNP4H", "R2D2C-3PQXY"]);
    expect(await signInWith("k7qx2 mnp4h")).toBe("Eingeloggt");
    expect(await signInWith("K7QX2-MNP4H")).toBe("Der Code ist ungültig. Bitte erneut versuchen.");
    expect(await signInWith("r2d2c3pqxy")).toBe("Eingeloggt");
  });

  it("still accepts the codes issued before, mixed case and look-alikes, in any case", async () => {
    await storeCodes(["aB3dE-fGh1J", "Ol0I1-lxYzQ"]);
    expect(await signInWith("AB3DE-FGH1J")).toBe("Eingeloggt");
    expect(await signInWith("ol0i1 lxyzq")).toBe("Eingeloggt");
    // A near miss is no code: a look-alike is not taken for another character.
    await getDb().db.delete(twoFactor);
    await storeCodes(["Zz9zZ-9zZ9z"]);
    expect(await signInWith("ZZ9ZZ-9ZZ92")).toBe("Der Code ist ungültig. Bitte erneut versuchen.");
  });

  it("issues ten codes from the alphabet without look-alikes, stored for better-auth to check", async () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const letter = `[${backupCodeAlphabet}]`;
    for (const code of codes) expect(code).toMatch(new RegExp(`^${letter}{5}-${letter}{5}$`));
    expect(backupCodeAlphabet).not.toMatch(/[01ILO]|[a-z]/);

    // Turning the factor on through better-auth stores these codes.
    const ctx = await setup.auth.$context;
    const [owner] = await getDb().db.select().from(user).where(eq(user.email, email));
    const cookie = (
      await setup.auth.api.signInEmail({ body: { email, password }, asResponse: true })
    ).headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const enabled = (await setup.auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie }),
    })) as { backupCodes: string[] };
    for (const code of enabled.backupCodes) {
      expect(code).toMatch(new RegExp(`^${letter}{5}-${letter}{5}$`));
    }
    const [row] = await getDb().db.select().from(twoFactor).where(eq(twoFactor.userId, owner.id));
    expect(
      JSON.parse(await symmetricDecrypt({ key: ctx.secretConfig, data: row.backupCodes })),
    ).toEqual(enabled.backupCodes);
  });
});
