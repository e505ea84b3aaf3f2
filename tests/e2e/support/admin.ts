import { expect, type Page } from "@playwright/test";

/** The admin created from ADMIN_EMAIL / ADMIN_PASSWORD by scripts/e2e-server.mjs. */
export const admin = { email: "admin@example.com", password: "admin-password-1" };

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").first().fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Einloggen" }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
}
