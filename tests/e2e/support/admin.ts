import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../../../scripts/e2e-sites.mjs";
import { siteOfWorker } from "../fixtures";

/** The session cookie's name on plain http (no __Secure- prefix). */
export const sessionCookie = "almblick.session_token";

/** The sites' admin (scripts/e2e-sites.mjs). */
export const admin = e2eAdmin;

/** Every tab of the admin area in the order of its navigation, each with the pages under it. */
export const adminTabs = [
  "/admin",
  "/admin/anfragen",
  "/admin/anfragen/vorlagen",
  "/admin/reservierungen",
  "/admin/bewertungen",
  "/admin/nachrichten",
  "/admin/ortstaxe",
  "/admin/kalender",
  "/admin/preise",
  "/admin/zahlungen",
  "/admin/bilder",
  "/admin/website",
  "/admin/texte",
  "/admin/profil",
];

/** Waits until React has taken over the page (app/root.tsx marks it), before typing into it. */
export function hydrated(page: Page) {
  return expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Signs in on the worker's site, or on the instance at `siteUrl` that a test started. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  siteUrl = "",
) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel("E-Mail").first().fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Einloggen" }).click();
}

/** Signs in as the admin on the sign-in page and waits for the admin area it leads to. */
export async function signInOnThePage(page: Page) {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
}

/**
 * Gives the page's browser the admin's session without opening a page: the sign-in form's
 * plain post, from the browser's own cookie jar. The sign-in page itself is tested in
 * admin.spec.ts; every other test is spared its two page loads. `siteUrl`: an instance the test
 * started, else the worker's site; `account`: an admin of that instance other than the sites'.
 */
export async function signInAsAdmin(
  page: Page,
  siteUrl = siteOfWorker(test.info()),
  account: { email: string; password: string } = admin,
) {
  const answer = await page.request.post(`${siteUrl}/admin/login`, {
    headers: { Origin: siteUrl },
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(answer.status(), "the sign-in post").toBe(200);
  const cookies = await page.context().cookies(siteUrl);
  expect(cookies.map((cookie) => cookie.name)).toContain(sessionCookie);
}

/**
 * Signs in as the admin and creates `stays`, runs `check`, then deletes the stays again (also
 * when `check` fails), so that no other test meets them.
 */
export async function withReservations(page: Page, stays: Stay[], check: () => Promise<void>) {
  await signInAsAdmin(page);
  await page.goto("/admin/reservierungen");
  for (const stay of stays) await createReservation(page, stay);
  try {
    await check();
  } finally {
    await page.goto("/admin/reservierungen");
    for (const { first, last } of stays) {
      const remove = page.getByRole("button", { name: `Löschen: ${first} ${last}` });
      await remove.click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
      await expect(page.getByText("Reservierung gelöscht").first()).toBeVisible();
      await expect(remove).toHaveCount(0);
    }
  }
}

/** Posts a file through the upload form of the Bilder tab (which must be open). */
export async function uploadImage(
  page: Page,
  category: string,
  file: { name: string; buffer: Buffer; mimeType?: string },
) {
  await page.getByLabel("Datei").setInputFiles({ mimeType: "image/png", ...file });
  await page.getByLabel("Kategorie").selectOption(category);
  await page.getByRole("button", { name: "Hochladen" }).click();
}

export interface Stay {
  first: string;
  last: string;
  start: string;
  end: string;
  status: "Vorreserviert" | "Gebucht" | "Bezahlt" | "Storniert";
  price?: string;
}

/** Creates a reservation through the dialog of the Reservierungen tab (which must be open). */
export async function createReservation(page: Page, stay: Stay) {
  await page.getByRole("button", { name: "Neue Reservierung" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Reservierung" });
  await dialog.getByLabel("Anreise").fill(stay.start);
  await dialog.getByLabel("Abreise").fill(stay.end);
  await dialog.getByLabel("Vorname").fill(stay.first);
  await dialog.getByLabel("Nachname").fill(stay.last);
  await dialog.getByLabel("E-Mail").fill(`${stay.first.toLowerCase()}@example.com`);
  await dialog.getByLabel("Status").selectOption({ label: stay.status });
  if (stay.price) await dialog.getByLabel("Angebotspreis (EUR)").fill(stay.price);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Reservierung erstellt").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}
