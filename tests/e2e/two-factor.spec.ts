import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { seededAccounts } from "./admin-seed";
import { expect, test } from "./fixtures";
import { signIn } from "./support/admin";

const account = seededAccounts.totpAdmin;

/** The authenticator app of the test: codes computed from the secret the page shows. */
function authenticator(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Bestätigen" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("an owner turns on TOTP, then needs a code (or a backup code, once) to sign in", async ({
  page,
  allowConsoleErrors,
}) => {
  // Wrong codes and passwords are answered 400/401 on purpose.
  allowConsoleErrors(/40[01]/);
  // One long story (enrol, four sign-ins, turn off): more than the default half minute.
  test.setTimeout(120_000);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin$/);

  // Enrol on the profile page, reached from the admin navigation.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Profil" })
    .click();
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet")).toBeVisible();
  await page.getByLabel("Aktuelles Passwort").fill(account.password);
  await page.getByRole("button", { name: "Einrichten" }).click();
  const qr = page.getByRole("img", { name: "QR-Code für die Authenticator-App" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  // The key in groups of four; the copy button copies it without the spaces.
  const grouped = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(grouped).toMatch(/^([A-Z2-7]{4} ){7,}[A-Z2-7]{1,4}$/);
  const secret = grouped.replaceAll(" ", "");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Schlüssel kopieren" }).click();
  await expect(page.getByText("Schlüssel kopiert")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // On a phone the grouped key wraps: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  const app = authenticator(secret);

  // A wrong first code does not switch it on; the right one does.
  const wrongCode = () => (app.generate() === "000000" ? "111111" : "000000");
  await page.getByLabel(/ersten Code/).fill(wrongCode());
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Der Code ist ungültig")).toBeVisible();
  await page.getByLabel(/ersten Code/).fill(app.generate());
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Zwei-Faktor-Anmeldung eingeschaltet")).toBeVisible();
  const backupCodes = (await page.getByTestId("backup-codes").locator("li").allTextContents()).map(
    (code) => code.trim(),
  );
  expect(backupCodes).toHaveLength(10);
  // No look-alikes (0/O, 1/I/l) and no lower case in a code.
  for (const code of backupCodes) {
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  }
  // Saved as a text file, or printed.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Als Textdatei speichern" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("almblick-backup-codes.txt");
  const saved = readFileSync(await file.path(), "utf8");
  expect(saved).toContain(account.email);
  for (const code of backupCodes) expect(saved).toContain(`\n${code}\n`);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Drucken" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  await signOut(page);

  // The password alone no longer signs in: a wrong code is refused, no session exists.
  await signIn(page, account);
  await enterCode(page, wrongCode());
  await expect(page.getByRole("alert")).toContainText("Der Code ist ungültig");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();

  // With a code from the app it does: the next one (the enrolment used the current one, and a
  // code works once; a phone whose clock runs a little ahead shows it).
  const nextCode = app.generate({ timestamp: Date.now() + 30_000 });
  await signIn(page, account);
  await enterCode(page, nextCode);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Angemeldet als ${account.email}`)).toBeVisible();
  await signOut(page);

  // The same code a second time is refused.
  await signIn(page, account);
  await enterCode(page, nextCode);
  await expect(page.getByRole("alert")).toContainText("Der Code ist ungültig");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();

  // A backup code works once, typed in any case, with a space for the dash …
  await signIn(page, account);
  await enterCode(page, backupCodes[0].toLowerCase().replace("-", " "));
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // … and is refused the second time.
  await signIn(page, account);
  await enterCode(page, backupCodes[0]);
  await expect(page.getByRole("alert")).toContainText("Der Code ist ungültig");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();

  // Another backup code still works; with the password the owner turns the factor off again.
  await signIn(page, account);
  await enterCode(page, backupCodes[1]);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/profil");
  await page.getByLabel("Aktuelles Passwort").fill("not-the-password");
  await page.getByRole("button", { name: "Ausschalten" }).click();
  await expect(page.getByText("Das Passwort ist falsch.")).toBeVisible();
  await page.getByLabel("Aktuelles Passwort").fill(account.password);
  await page.getByRole("button", { name: "Ausschalten" }).click();
  await expect(page.getByText("Zwei-Faktor-Anmeldung ausgeschaltet")).toBeVisible();
  await signOut(page);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin$/);
});
