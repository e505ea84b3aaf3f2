import { readFileSync } from "node:fs";
import sharp from "sharp";
import { plainPng } from "../support/images";
import { seededAccounts } from "./admin-seed";
import { expect, test } from "./fixtures";
import {
  admin,
  createReservation,
  type Stay,
  signIn,
  signInAsAdmin,
  signInOnThePage,
  uploadImage,
} from "./support/admin";
import { mailsTo } from "./support/mails";

/** Beyond the public booking horizon (2 years), so these stays never meet other tests' dates. */
const year = new Date().getFullYear() + 3;
const d = (month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The reset link of the newest mail to this address (the local SMTP server received it). */
function resetLinkFor(address: string): string | null {
  for (const mail of mailsTo(address).reverse()) {
    const match = /https?:\/\/[^\s]+\/password-reset\?token=[\w-]+/.exec(mail);
    if (match) return match[0];
  }
  return null;
}

test.describe("admin gate", () => {
  test("signed out: 'Bitte einloggen' with a way to the login, on every tab", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/401/);
    for (const path of ["/admin", "/admin/anfragen", "/admin/reservierungen", "/admin/bilder"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(401);
      await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Zum Login" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText("Rollen werden im Backend verwaltet")).toBeVisible();
  });

  test("a wrong password: 'Login fehlgeschlagen' with the reason", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/401/);
    await signIn(page, { email: admin.email, password: "wrong-password" });
    await expect(page.getByText("Login fehlgeschlagen")).toBeVisible();
    await expect(page.getByText("E-Mail oder Passwort ist falsch.")).toBeVisible();
  });

  test("signed in without the admin role: 'Keine Berechtigung.'", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/403/);
    await signIn(page, seededAccounts.user);
    await expect(page.getByRole("heading", { name: "Keine Berechtigung." })).toBeVisible();
    const response = await page.goto("/admin/reservierungen");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Keine Berechtigung." })).toBeVisible();
    await expect(page.getByText("Max Muster")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form works as a plain HTML post", async ({ page }) => {
    await signIn(page, admin);
    await expect(page.getByText("Eingeloggt")).toBeVisible();
    await page.getByRole("link", { name: "Weiter zum Admin-Bereich" }).click();
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
    // A signed-in admin opening the login page is sent on to the dashboard.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe("admin area", () => {
  test("sign in, reservations: create, edit, delete; KPIs equal a hand count; the calendar shows them", async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The refused clash is answered 409.
    allowConsoleErrors(/status of 409/);
    await signInOnThePage(page);
    await expect(page.getByText("Eingeloggt")).toBeVisible();

    await page.getByRole("link", { name: "Reservierungen" }).click();
    await expect(page).toHaveURL(/\/admin\/reservierungen$/);
    const cancelled: Stay = {
      first: "Carla",
      last: "Cancelled",
      start: d(9, 1),
      end: d(9, 3),
      status: "Storniert",
      price: "99",
    };
    const stays: Stay[] = [
      {
        first: "Berta",
        last: "Booked",
        start: d(7, 1),
        end: d(7, 8),
        status: "Gebucht",
        price: "700",
      },
      {
        first: "Paul",
        last: "Paid",
        start: d(8, 1),
        end: d(8, 5),
        status: "Bezahlt",
        price: "400,50",
      },
      cancelled,
      { first: "Pia", last: "Pre", start: d(6, 10), end: d(6, 14), status: "Vorreserviert" },
    ];
    for (const stay of stays) await createReservation(page, stay);

    // A booked clash is refused with the clashing reservation named.
    await page.getByRole("button", { name: "Neue Reservierung" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Reservierung" });
    await dialog.getByLabel("Anreise").fill(d(7, 5));
    await dialog.getByLabel("Abreise").fill(d(7, 10));
    await dialog.getByLabel("Vorname").fill("Xaver");
    await dialog.getByLabel("Nachname").fill("Clash");
    await dialog.getByLabel("E-Mail").fill("xaver@example.com");
    await dialog.getByLabel("Status").selectOption({ label: "Bezahlt" });
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Erstellung fehlgeschlagen").first()).toBeVisible();
    await expect(dialog.getByText(/Überschneidung mit Berta Booked/)).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();

    // Client-side rules of the form.
    await page.getByRole("button", { name: "Neue Reservierung" }).click();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Bitte Zeitraum wählen")).toBeVisible();
    await expect(dialog.getByText("Vorname ist erforderlich")).toBeVisible();
    await dialog.getByLabel("Anreise").fill(d(7, 5));
    await dialog.getByLabel("Abreise").fill(d(7, 5));
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Abreisedatum muss nach Anreisedatum liegen")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Ordered by start date ascending.
    const table = page.getByTestId("reservations-table");
    const names = await table.locator("tbody tr td:first-child .font-medium").allTextContents();
    const ours = names.filter((name) => stays.some((s) => name === `${s.first} ${s.last}`));
    expect(ours).toEqual(["Pia Pre", "Berta Booked", "Paul Paid", "Carla Cancelled"]);

    // Edit: Pia's stay becomes paid with a price.
    await page.getByRole("button", { name: "Bearbeiten: Pia Pre" }).click();
    const edit = page.getByRole("dialog", { name: "Reservierung bearbeiten" });
    await edit.getByLabel("Status").selectOption({ label: "Bezahlt" });
    await edit.getByLabel("Angebotspreis (EUR)").fill("520");
    await edit.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Reservierung aktualisiert").first()).toBeVisible();
    await expect(table.locator("tr", { hasText: "Pia Pre" })).toContainText("Bezahlt");

    // Delete with confirmation: Escape first keeps it, then confirm.
    await page.getByRole("button", { name: "Löschen: Carla Cancelled" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(table.getByText("Carla Cancelled")).toBeVisible();
    await page.getByRole("button", { name: "Löschen: Carla Cancelled" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Reservierung gelöscht").first()).toBeVisible();
    await expect(table.getByText("Carla Cancelled")).toHaveCount(0);
    // Re-add a cancelled one so the KPIs have every status.
    await createReservation(page, cancelled);

    // CSV export.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV exportieren" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv).toContain("Berta Booked");
    expect(csv.split("\r\n")[0]).toContain('"start_date","end_date","status","offer_price"');

    // KPIs by hand for the year: booked 7 nights (Jul 1–8) 700.00; paid Aug 1–5 = 4 nights 400.50
    // plus Pia Jun 10–14 = 4 nights 520.00 → paid 8 nights 920.50; cancelled Sep 1–3 = 2 nights
    // 99.00; pre_reserved 0. Total without cancelled: 700.00 + 920.50 = 1620.50.
    // Occupancy (booked + paid nights per month): Jun 4, Jul 7, Aug 4.
    await page.getByRole("link", { name: "KPIs" }).click();
    await page.getByLabel("Jahr").selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`jahr=${year}`));
    const row = (status: string) =>
      page.getByTestId("kpi-table").locator(`tr[data-status="${status}"]`);
    await expect(row("booked").locator('[data-kpi="nights"]')).toHaveText("7");
    await expect(row("booked").locator('[data-kpi="revenue"]')).toHaveText("700,00 €");
    await expect(row("paid").locator('[data-kpi="nights"]')).toHaveText("8");
    await expect(row("paid").locator('[data-kpi="revenue"]')).toHaveText("920,50 €");
    await expect(row("cancelled").locator('[data-kpi="nights"]')).toHaveText("2");
    await expect(row("cancelled").locator('[data-kpi="revenue"]')).toHaveText("99,00 €");
    await expect(row("pre_reserved").locator('[data-kpi="nights"]')).toHaveText("0");
    await expect(page.locator('[data-kpi="total"]')).toHaveText(/^1[\s.]620,50\s€$/);
    const month = (m: number) => page.getByTestId("occupancy").locator(`[data-month="${m}"]`);
    await expect(month(6)).toHaveAttribute("data-nights", "4");
    await expect(month(7)).toHaveAttribute("data-nights", "7");
    await expect(month(8)).toHaveAttribute("data-nights", "4");
    await expect(month(9)).toHaveAttribute("data-nights", "0");
    // The tab survives a reload.
    await page.reload();
    await expect(page.locator('[data-kpi="total"]')).toHaveText(/^1[\s.]620,50\s€$/);

    // Calendar: the stay is there in its month; clicking it opens the reservation.
    await page.getByRole("link", { name: "Kalender" }).click();
    await expect(page).toHaveURL(/\/admin\/kalender$/);
    await page.goto(`/admin/kalender?month=${year}-07`);
    const cell = page.locator(`td[data-date="${d(7, 3)}"]`);
    await expect(cell.getByRole("button", { name: "Berta Booked (Gebucht)" })).toBeVisible();
    await expect(page.locator(`td[data-date="${d(7, 8)}"]`).getByText("Berta Booked")).toHaveCount(
      0,
    );
    await page.goto(`/admin/kalender?month=${year}-11`);
    await expect(
      page.locator(`td[data-date="${d(11, 15)}"]`).getByText("Geschlossen", { exact: true }),
    ).toBeVisible();
    await page.goto(`/admin/kalender?month=${year}-07`);
    await cell.getByRole("button", { name: "Berta Booked (Gebucht)" }).click();
    await expect(page.getByRole("dialog", { name: "Reservierung bearbeiten" })).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Vorname")).toHaveValue("Berta");
  });

  test("inquiries: accept and reject through the dialogs; the reservation appears", async ({
    page,
  }) => {
    // Two inquiries, two dialogs, the reservations tab and the clean-up: a long story.
    test.setTimeout(60_000);
    // Two inquiries sent through the public booking form's action.
    const now = new Date();
    const summer = now.getMonth() < 5 ? now.getFullYear() : now.getFullYear() + 1;
    const sent = async (first: string, start: string, end: string) => {
      const response = await page.request.post("/buchung", {
        headers: {
          origin: new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin,
        },
        form: {
          first_name: first,
          last_name: "Anfrage",
          contact_email: `${first.toLowerCase()}@example.com`,
          country_code: "+43",
          phone: "664 1234567",
          adults: "2",
          children: "1",
          message: "Wir freuen uns.",
          preferred_start_date: start,
          preferred_end_date: end,
          company_website: "",
        },
      });
      expect(response.status(), await response.text().then((t) => t.slice(0, 300))).toBe(200);
    };
    await page.goto("/");
    await sent("Ida", `${summer}-09-20`, `${summer}-09-25`);
    await sent("Rolf", `${summer}-09-26`, `${summer}-10-01`);

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Anfragen" }).click();
    const ida = page.getByTestId("inquiry").filter({ hasText: "Ida Anfrage" });
    const rolf = page.getByTestId("inquiry").filter({ hasText: "Rolf Anfrage" });
    await expect(ida).toContainText("Neu");
    await expect(ida).toContainText(/2 Erwachsene, 1 Kind(?!er)/);
    await expect(ida).toContainText("20.09.");

    // Accept: cancel first (nothing happens), then confirm.
    await ida.getByRole("button", { name: "Annehmen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Abbrechen" }).click();
    await expect(ida).toContainText("Neu");
    await ida.getByRole("button", { name: "Annehmen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Annehmen" }).click();
    await expect(page.getByText("Anfrage angenommen").first()).toBeVisible();
    await expect(ida).toContainText("Bearbeitet");
    await expect(ida.getByRole("button", { name: "Annehmen" })).toHaveCount(0);

    await rolf.getByRole("button", { name: "Ablehnen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ablehnen" }).click();
    await expect(page.getByText("Anfrage abgelehnt").first()).toBeVisible();
    await expect(rolf).toContainText("Bearbeitet");

    await ida.getByRole("link", { name: "Reservierung angelegt" }).click();
    const table = page.getByTestId("reservations-table");
    const idaRow = table.locator("tr", { hasText: "Ida Anfrage" });
    await expect(idaRow).toContainText("Vorreserviert");
    await expect(idaRow).toContainText("3 (2+1)");
    await expect(table.getByText("Rolf Anfrage")).toHaveCount(0);
    // Clean up the pre-reservation (it is in the bookable range other tests use).
    await page.getByRole("button", { name: "Löschen: Ida Anfrage" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Reservierung gelöscht").first()).toBeVisible();
  });

  test("images: upload, see it at its public URL, delete; refuse a non-image", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/400/);
    await signInAsAdmin(page);
    await page.goto("/admin/bilder");
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByText("Please select a file and category").first()).toBeVisible();

    await uploadImage(page, "logos", {
      name: "Neues Logo.png",
      buffer: await plainPng(40, 20, "#1f4d3a"),
    });
    await expect(page.getByText("Image uploaded successfully!").first()).toBeVisible();
    const link = page.getByTestId("public-url").filter({ hasText: "neues-logo.webp" });
    const url = await link.getAttribute("href");
    expect(url).toMatch(/^\/storage\/website-images\/logos\/\d{13}-neues-logo\.webp$/);
    const response = await page.request.get(url!);
    expect(response.status()).toBe(200);
    // Re-encoded: WebP at its own size.
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    const served = await sharp(Buffer.from(await response.body())).metadata();
    expect([served.format, served.width, served.height]).toEqual(["webp", 40, 20]);

    await uploadImage(page, "gallery", {
      name: "virus.png",
      buffer: Buffer.from("MZ not an image"),
    });
    await expect(page.getByText("Failed to upload image").first()).toBeVisible();

    const card = page.getByTestId("stored-image").filter({ hasText: "neues-logo.webp" });
    await card.getByRole("button", { name: "Löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Bild gelöscht").first()).toBeVisible();
    await expect(card).toHaveCount(0);
    allowConsoleErrors(/404/);
    expect((await page.request.get(url!)).status()).toBe(404);
  });

  test("sign out ends the session", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/401/);
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Bitte einloggen" })).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("forgot password → mail at the SMTP server → new password → sign in with it; the link works once", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The empty e-mail and the invalid passwords are answered 400.
    allowConsoleErrors(/status of 400/);
    const account = seededAccounts.resetAdmin;
    await page.goto("/admin/login");
    await page.getByText("Passwort vergessen?").click();
    const forgot = page.locator("details form");
    await forgot.getByRole("button", { name: "Link senden" }).click();
    await expect(forgot.getByText("E-Mail erforderlich")).toBeVisible();
    await forgot.getByLabel("E-Mail").fill(account.email);
    await forgot.getByRole("button", { name: "Link senden" }).click();
    await expect(forgot.getByText("E-Mail gesendet")).toBeVisible();

    await expect.poll(() => resetLinkFor(account.email), { timeout: 15_000 }).not.toBeNull();
    const link = new URL(resetLinkFor(account.email)!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("Neues Passwort").fill("abc");
    await page.getByLabel("Passwort wiederholen").fill("abd");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await page.getByLabel("Passwort wiederholen").fill("abc");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Passwort zu kurz")).toBeVisible();
    await page.getByLabel("Neues Passwort").fill("brand-new-password");
    await page.getByLabel("Passwort wiederholen").fill("brand-new-password");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Passwort erfolgreich geändert")).toBeVisible();

    await signIn(page, { email: account.email, password: "brand-new-password" });
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();

    // Used once: the same link is now invalid.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByText("Ungültiger Link - Der Passwort-Reset-Link ist ungültig oder abgelaufen."),
    ).toBeVisible();
  });

  test("an invalid link shows 'Ungültiger Link' and leads back to the login", async ({ page }) => {
    await page.goto("/password-reset?token=not-a-real-token-123");
    await expect(
      page.getByText("Ungültiger Link - Der Passwort-Reset-Link ist ungültig oder abgelaufen."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Zurück zum Login" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
