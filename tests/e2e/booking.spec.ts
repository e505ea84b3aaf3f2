import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { day, pickRange, showMonth, summer } from "./support/booking";
import { mailsTo } from "./support/mails";

/** yyyy-MM-dd in local time. */
function iso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const now = new Date();

async function fillGuest(page: Page, email = "familie@example.com") {
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Muster");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Ländervorwahl").selectOption("+43");
  await page.getByLabel("Telefon (optional)").fill("664 1234567");
  await page.getByRole("button", { name: "Kinder: eins mehr" }).click();
  await page.getByLabel("Nachricht (optional)").fill("Wir freuen uns auf die Berge.");
}

test.describe("booking page", () => {
  test("at 375 px: one month, pick a range, see the quote, send, see the toast and the mails", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/buchung");
    await expect(page.getByRole("heading", { level: 1, name: "Buchungsanfrage" })).toBeVisible();
    await expect(page.getByText("Endreinigung", { exact: true }).first()).toBeVisible();
    await expect(page.locator(".rdp-month")).toHaveCount(1);

    await pickRange(page, day(7, 10), day(7, 14));
    const quote = page.getByTestId("quote");
    await expect(quote).toContainText("4 Nächte");
    await expect(quote).toContainText("Hauptsaison: 4 × 130 €");
    await expect(page.getByTestId("quote-total")).toHaveText(/^595\s€$/);

    const email = `mobile-${Date.now()}@example.com`;
    await fillGuest(page, email);
    // The island sends the form without leaving the page.
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/api/inquiry"),
    );
    const navigated = page.waitForEvent("framenavigated", { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await posted;
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Anfrage erfolgreich gesendet");
    await expect(toast).toContainText(`Eine Bestätigung ist per E-Mail an ${email} unterwegs.`);
    // A fresh form after success.
    await expect(page.getByLabel("Vorname")).toHaveValue("");
    await expect(page.getByTestId("selected-range")).toHaveText("Noch kein Zeitraum gewählt");

    await expect(page.getByTestId("inquiry-result")).toContainText("Anfrage erfolgreich gesendet");
    expect(await navigated).toBe(false);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailsTo("owner@example.com").some((m) => m.includes(email))).toBe(true);
  });

  test("when the post finds no server, the visitor is told so and keeps what was typed", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/buchung");
    await pickRange(page, day(7, 10), day(7, 14));
    await fillGuest(page);
    await page.route("**/api/inquiry*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    const result = page.getByTestId("inquiry-result");
    await expect(result).toHaveAttribute("role", "alert");
    await expect(result).toContainText("Ein unerwarteter Fehler ist aufgetreten.");
    await expect(page.getByLabel("Vorname")).toHaveValue("Anna");
    await expect(page.getByTestId("selected-range")).toContainText("10. Juli");
    await expect(page.getByRole("button", { name: "Unverbindlich anfragen" })).toBeEnabled();
  });

  test("at 1280 px: two months, a range across the season border is priced night by night", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    await expect(page.locator(".rdp-month")).toHaveCount(2);
    await pickRange(page, day(6, 28), day(7, 3));
    await expect(page.locator(".rdp-month")).toHaveCount(2);
    const quote = page.getByTestId("quote");
    await expect(quote).toContainText("5 Nächte");
    await expect(quote).toContainText("Hauptsaison: 2 × 130 €");
    await expect(quote).toContainText("Nebensaison: 3 × 110 €");
    await expect(page.getByTestId("quote-total")).toHaveText(/^665\s€$/);
    await fillGuest(page);
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Anfrage erfolgreich gesendet");
  });

  test("past days and the winter season cannot be picked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const dates = [iso(yesterday), `${now.getFullYear()}-12-10`, `${now.getFullYear() + 1}-02-15`];
    for (const date of dates) {
      if (date.slice(0, 7) < iso(now).slice(0, 7)) continue;
      await showMonth(page, date);
      const button = page.locator(`[data-day="${date}"] button`);
      await expect(button, date).toBeDisabled();
      await button.click({ force: true });
      await expect(page.getByTestId("selected-range")).toHaveText("Noch kein Zeitraum gewählt");
    }
    // Keyboard: the picker's days are reachable and selectable with the keyboard.
    await showMonth(page, day(7, 10));
    await page.locator(`[data-day="${day(7, 10)}"] button`).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("quote-total")).toHaveText(/^595\s€$/);
  });

  test("a held arrow key walks the picker's days, faster than a frame, and the page keeps up", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    await showMonth(page, day(7, 10));
    await page.locator(`[data-day="${day(7, 10)}"] button`).focus();
    await page.keyboard.press("Enter");
    // A held key: its repeats come without a key up, each faster than the page paints.
    for (let i = 0; i < 8; i++) await page.keyboard.down("ArrowRight");
    await page.keyboard.up("ArrowRight");
    await expect(page.locator(`[data-day="${day(7, 18)}"] button`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("selected-range")).toContainText("18. Juli");
  });

  test("the keyboard walks the picker after a tab into it and after a click on a day", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    await showMonth(page, day(7, 10));
    // A tab from the month buttons lands on a day, and the arrows move on from it.
    await page.locator(".rdp-button_next").focus();
    await page.keyboard.press("Tab");
    const focusedDay = page.locator("[data-day]:has(button:focus)");
    await expect(focusedDay).toHaveCount(1);
    const first = await focusedDay.getAttribute("data-day");
    await page.keyboard.press("ArrowDown");
    await expect(focusedDay).not.toHaveAttribute("data-day", first ?? "");
    // A click on a day, then the arrows and Enter choose the departure.
    await page.locator(`[data-day="${day(7, 10)}"] button`).click();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(page.locator(`[data-day="${day(7, 14)}"] button`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("quote-total")).toHaveText(/^595\s€$/);
  });

  test("each validation message appears for its bad input", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/buchung");
    // Checked in the browser once React runs (the picker replaces the date fields then).
    await page.locator(".rdp-month").first().waitFor();
    const submit = page.getByRole("button", { name: "Unverbindlich anfragen" });
    await submit.click();
    await expect(page.getByText("Bitte wählen Sie einen Zeitraum", { exact: true })).toBeVisible();
    await expect(page.getByText("Vorname ist erforderlich")).toBeVisible();
    await expect(page.getByText("Nachname ist erforderlich")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie eine gültige E-Mail ein.")).toBeVisible();
    await expect(page.getByLabel("Vorname")).toHaveAttribute("aria-invalid", "true");
    const describedBy = await page.getByLabel("Vorname").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Vorname ist erforderlich");

    await page.getByLabel("Vorname").fill("x".repeat(51));
    await page.getByLabel("Nachname").fill("y".repeat(51));
    await page.getByLabel("E-Mail").fill(`${"a".repeat(95)}@example.com`);
    await page.getByLabel("Nachricht (optional)").fill("z".repeat(1001));
    await page.getByLabel("Erwachsene", { exact: true }).fill("0");
    await page.getByLabel("Kinder", { exact: true }).fill("-1");
    await submit.click();
    await expect(page.getByText("Vorname ist zu lang")).toBeVisible();
    await expect(page.getByText("Nachname ist zu lang")).toBeVisible();
    await expect(page.getByText("E-Mail ist zu lang")).toBeVisible();
    await expect(page.getByText("Nachricht ist zu lang")).toBeVisible();
    await expect(page.getByText("Mindestens 1 Erwachsener")).toBeVisible();
    await expect(page.getByText("Kinder mindestens 0")).toBeVisible();

    await page.getByLabel("Erwachsene", { exact: true }).fill("15");
    await page.getByLabel("Kinder", { exact: true }).fill("6");
    await submit.click();
    await expect(page.getByText("Maximal 20 Gäste gesamt")).toBeVisible();

    await pickRange(page, day(7, 10), day(7, 12));
    await expect(
      page.getByText("Mindestaufenthalt 4 Nächte – Sie haben 2 Nächte gewählt"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Auswahl zurücksetzen" }).click();
    await pickRange(page, day(7, 10), day(7, 11));
    await expect(
      page.getByText("Mindestaufenthalt 4 Nächte – Sie haben 1 Nacht gewählt"),
    ).toBeVisible();

    // The closed season is never an arrival (the months beyond the horizon are not even shown:
    // booking-picker.spec.ts).
    await page.getByRole("button", { name: "Auswahl zurücksetzen" }).click();
    const closed = day(11, 10, summer);
    await showMonth(page, closed);
    await expect(page.locator(`[data-day="${closed}"] button`)).toBeDisabled();
  });

  test("shows the messages in English and Italian too", async ({ page }) => {
    await page.goto("/buchung?lng=en");
    await page.locator(".rdp-month").first().waitFor();
    await page.getByRole("button", { name: "Send non-binding inquiry" }).click();
    await expect(page.getByText("Please select a date range", { exact: true })).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await page.goto("/buchung?lng=it");
    await page.locator(".rdp-month").first().waitFor();
    await page.getByRole("button", { name: "Invia richiesta non vincolante" }).click();
    await expect(page.getByText("Il nome è obbligatorio")).toBeVisible();
    await page.goto("/buchung?lng=de");
  });

  test("the home page loads neither the date picker nor the toasts", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (/\.(js|css)(\?|$)/.test(response.url())) scripts.push(response.text());
    });
    await page.goto("/");
    await expect(page.locator("#availability")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const code = (await Promise.all(scripts)).join("\n");
    expect(code.length).toBeGreaterThan(1000);
    expect(code).not.toContain("day_button");
    expect(code).not.toContain("data-sonner-toaster");
  });

  test("the API tells dates and status only", async ({ request }) => {
    const response = await request.get("/api/availability");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const records = (await response.json()) as Array<Record<string, unknown>>;
    expect(Array.isArray(records)).toBe(true);
    for (const record of records)
      expect(Object.keys(record).sort()).toEqual(["end_date", "start_date", "status"]);
  });
});

test.describe("booking page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("falls back to two date fields, shows server errors and sends the inquiry", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused post answers 400, which the browser logs.
    allowConsoleErrors(/status of 400/);
    await page.goto("/buchung");
    const arrival = page.getByLabel("Anreise");
    const departure = page.getByLabel("Abreise");
    await expect(arrival).toHaveAttribute("type", "date");
    await expect(arrival).toHaveAttribute("name", "preferred_start_date");
    await expect(departure).toHaveAttribute("name", "preferred_end_date");

    await arrival.fill(day(7, 20));
    await departure.fill(day(7, 18));
    await page.getByLabel("Vorname").fill("Nojs");
    await page.getByLabel("Nachname").fill("Muster");
    await page.getByLabel("E-Mail").fill("nojs@example.com");
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await expect(page.getByTestId("inquiry-result")).toContainText("Fehler bei der Anfrage");
    await expect(
      page.getByText("Das Abreisedatum muss nach dem Anreisedatum liegen"),
    ).toBeVisible();
    // The values are kept.
    await expect(page.getByLabel("Vorname")).toHaveValue("Nojs");

    await page.getByLabel("Anreise").fill(day(7, 18));
    await page.getByLabel("Abreise").fill(day(7, 25));
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await expect(page.getByTestId("inquiry-result")).toContainText("Anfrage erfolgreich gesendet");
    await expect(page.getByTestId("inquiry-result")).toContainText("nojs@example.com");
  });

  test("on a phone the answer to a post opens at the form, below the prices", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/buchung");
    await page.getByRole("button", { name: "Unverbindlich anfragen" }).click();
    await expect(page).toHaveURL(/\/buchung#inquiry$/);
    // Opened there, not at the top of the page. The browser scrolls to the form once the page is
    // laid out, which on a busy machine comes after the answer's top edge already shows at the
    // bottom of the unscrolled page: so first the scroll, then the whole answer on the screen.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByTestId("inquiry-result")).toBeInViewport({ ratio: 1 });
  });

  test("the home page calendar moves between months with plain links", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#availability");
    await expect(section.getByText("Vorreserviert", { exact: true })).toBeVisible();
    await expect(section.getByText("Gebucht", { exact: true })).toBeVisible();
    await expect(section.getByText("Geschlossen", { exact: true }).first()).toBeVisible();
    const heading = section.locator("h3").first();
    const before = await heading.textContent();
    await section.getByRole("link", { name: "Nächster Monat" }).click();
    await expect(page).toHaveURL(/\?month=\d{4}-\d{2}#availability$/);
    await expect(page.locator("#availability h3").first()).not.toHaveText(before ?? "");
  });
});
