import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, checkedTest as test } from "../e2e/fixtures";
import { day, pickRange } from "../e2e/support/booking";
import { currentStack, mailDir, owner, resetAccount, siteUrl } from "./stack";

/** Every mail the SMTP server received for `address`, quoted-printable decoded. */
function mailsTo(address: string): string[] {
  return (
    readdirSync(mailDir)
      .sort()
      .map((file) => readFileSync(`${mailDir}/${file}`, "utf8"))
      // The To header only: the owners' notification names the guest in its Reply-To.
      .filter((raw) => raw.split(/\r?\n/).some((line) => line === `To: ${address}`))
      .map((raw) =>
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      )
  );
}

async function fillGuest(page: Page, first: string, email: string) {
  await page.getByLabel("Vorname").fill(first);
  await page.getByLabel("Nachname").fill("Proxy");
  await page.getByLabel("E-Mail").fill(email);
}

async function signInAsOwner(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").first().fill(owner.email);
  await page.getByLabel("Passwort", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Einloggen" }).click();
  await expect(page).toHaveURL(`${siteUrl}/admin`);
  await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
}

test("nginx serves the site over https, redirects http, and caches the build's assets", async ({
  page,
  request,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["strict-transport-security"]).toContain("max-age=31536000");
  const asset = await page
    .locator('link[rel="stylesheet"][href^="/assets/"]')
    .first()
    .getAttribute("href");
  const cached = await request.get(asset!);
  expect(cached.status()).toBe(200);
  expect(cached.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const redirect = await request.get(`${currentStack().httpUrl}/buchung`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("https://localhost/buchung");
});

test("a visitor sends an inquiry with JavaScript", async ({ page }) => {
  await page.goto("/buchung");
  await pickRange(page, day(7, 10), day(7, 14));
  await fillGuest(page, "Jana", "jana@example.com");
  await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Anfrage erfolgreich gesendet");
  await expect.poll(() => mailsTo("jana@example.com").length, { timeout: 15_000 }).toBe(1);
  // The owners' notification links to the admin area at the public address.
  await expect
    .poll(() => mailsTo("owner-inbox@example.com").find((m) => m.includes("jana@example.com")))
    .toContain(`${siteUrl}/admin`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sends an inquiry as a plain form post", async ({ page }) => {
    await page.goto("/buchung");
    await page.getByLabel("Anreise").fill(day(8, 2));
    await page.getByLabel("Abreise").fill(day(8, 6));
    await fillGuest(page, "Nils", "nils@example.com");
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await expect(page.getByTestId("inquiry-result")).toContainText("Anfrage erfolgreich gesendet");
    await expect.poll(() => mailsTo("nils@example.com").length, { timeout: 15_000 }).toBe(1);
  });
});

test("the owner signs in and accepts the inquiry sent with JavaScript", async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole("link", { name: "Anfragen" }).click();
  const inquiry = page.getByTestId("inquiry").filter({ hasText: "Jana Proxy" });
  await inquiry.getByRole("button", { name: "Annehmen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Annehmen" }).click();
  await expect(page.getByText("Anfrage angenommen").first()).toBeVisible();
  await expect(inquiry).toContainText("Bearbeitet");
  await inquiry.getByRole("link", { name: "Reservierung angelegt" }).click();
  await expect(
    page.getByTestId("reservations-table").locator("tr", { hasText: "Jana Proxy" }),
  ).toContainText("Vorreserviert");
});

test("signing in through the proxy: no answer of either instance fails", async ({ browser }) => {
  const failures: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: siteUrl });
    const page = await context.newPage();
    page.on("response", (response) => {
      if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
    });
    await signInAsOwner(page);
    await context.close();
  }
  expect(failures).toEqual([]);
});

test("a session started on one instance is valid on the other", async ({ page, context }) => {
  await signInAsOwner(page);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("session_token"));
  expect(session?.secure).toBe(true);
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  for (const instance of currentStack().instances) {
    const response = await fetch(`${instance}/admin`, { headers: { cookie: cookieHeader } });
    expect(response.status, instance).toBe(200);
    expect(await response.text()).toContain("Admin-Bereich");
  }
});

test("a password reset works through the proxy", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 40[01]/);
  await page.goto("/admin/login");
  await page.getByText("Passwort vergessen?").click();
  const forgot = page.locator("details form");
  await forgot.getByLabel("E-Mail").fill(resetAccount.email);
  await forgot.getByRole("button", { name: "Link senden" }).click();
  await expect(forgot.getByText("E-Mail gesendet")).toBeVisible();

  const linkPattern = new RegExp(`${siteUrl}/password-reset\\?token=[\\w-]+`);
  await expect
    .poll(() => mailsTo(resetAccount.email).some((mail) => linkPattern.test(mail)), {
      timeout: 15_000,
    })
    .toBe(true);
  const link = linkPattern.exec(mailsTo(resetAccount.email).at(-1)!)![0];
  await page.goto(link);
  await page.getByLabel("Neues Passwort").fill("a-new-password-9");
  await page.getByLabel("Passwort wiederholen").fill("a-new-password-9");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByText("Passwort erfolgreich geändert")).toBeVisible();

  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").first().fill(resetAccount.email);
  await page.getByLabel("Passwort", { exact: true }).fill("a-new-password-9");
  await page.getByRole("button", { name: "Einloggen" }).click();
  await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
});

test("the owner uploads an image; it is listed and served by every instance", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/bilder");
  const png = await sharp({
    create: { width: 64, height: 32, channels: 3, background: "#2d5a27" },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Datei")
    .setInputFiles({ name: "Logo Proxy.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Kategorie").selectOption("logos");
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Image uploaded successfully!").first()).toBeVisible();
  // The list after the upload may come from the other instance.
  const link = page.getByTestId("public-url").filter({ hasText: "logo-proxy.webp" });
  await expect(link).toBeVisible();
  const path = await link.getAttribute("href");
  expect(path).toMatch(/^\/storage\/website-images\/logos\//);

  // Through nginx (either instance) and from each instance directly: the same image.
  const viaProxy = await page.request.get(path!);
  expect(viaProxy.status()).toBe(200);
  const served = Buffer.from(await viaProxy.body());
  expect((await sharp(served).metadata()).width).toBe(64);
  for (const instance of currentStack().instances) {
    const direct = await fetch(`${instance}${path}`);
    expect(direct.status, `${instance}${path}`).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(served)).toBe(true);
  }
});
