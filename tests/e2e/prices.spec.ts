import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day, pickRange, showMonth, summer } from "./support/booking";

// The owners change next summer's rules on /admin/preise; every public page and check follows.
// Both tests put the defaults back at the end, so the other tests see a fresh installation.

/** Letters only, new each run: this test's guests are found by it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);

/** The first Saturday of August of the bookable summer, and the days around it. */
const firstSaturday = [1, 2, 3, 4, 5, 6, 7].find(
  (date) => new Date(summer, 7, date).getDay() === 6,
) as number;
const saturday = day(8, firstSaturday);
const nextSaturday = day(8, firstSaturday + 7);
const fiveNightsLater = day(8, firstSaturday + 5);
const tuesday = day(8, firstSaturday + 3);

async function postInquiry(
  request: APIRequestContext,
  origin: string,
  fields: { last: string; start: string; end: string },
) {
  return request.post("/buchung?lng=de", {
    headers: { Origin: origin },
    form: {
      first_name: "Greta",
      last_name: fields.last,
      contact_email: `${fields.last}@example.com`,
      country_code: "+43",
      phone: "",
      adults: "2",
      children: "1",
      message: "",
      preferred_start_date: fields.start,
      preferred_end_date: fields.end,
      company_website: "",
    },
  });
}

/** Back to a fresh installation's settings, as a newly signed-in owner, whatever happened. */
async function restoreDefaults(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const forms: Record<string, string>[] = [
    { intent: "reset-year", year: String(summer) },
    { intent: "save-general", "horizon-years": "2", "max-guests": "20" },
  ];
  for (const form of forms) {
    const response = await page.request.post("/admin/preise", {
      headers: { Origin: baseURL },
      form,
    });
    expect(response.status()).toBeLessThan(400);
  }
  await context.close();
}

test.describe("the owners' prices", () => {
  test.afterEach(async ({ browser, baseURL }) => restoreDefaults(browser, baseURL!));

  test("a new summer rate, minimum stay, arrival day and tourist tax reach every language", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // An inquiry before the change: 5 high-season nights at 130 € and the cleaning.
    const before = `vorher${tag}`;
    const sent = await postInquiry(page.request, baseURL!, {
      last: before,
      start: day(8, firstSaturday + 10),
      end: day(8, firstSaturday + 15),
    });
    expect(await sent.text()).toContain("Anfrage erfolgreich gesendet");

    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Preise" }).click();
    await page.getByRole("link", { name: String(summer), exact: true }).click();
    await expect(page.getByText("Für dieses Jahr gelten die Standardwerte.")).toBeVisible();
    const high = page
      .getByTestId("season")
      .filter({ has: page.locator('input[value="Hauptsaison"]') });
    const rate = high.getByLabel("Preis pro Nacht (EUR)");

    // Refused with the rule's message, nothing saved.
    await rate.fill("0");
    await page.getByRole("button", { name: "Speichern" }).last().click();
    await expect(page.getByText("Der Preis pro Nacht muss größer als 0 € sein.")).toBeVisible();
    await expect(rate).toHaveAttribute("aria-invalid", "true");

    await rate.fill("145");
    await high.getByLabel("Mindestaufenthalt (Nächte)").fill("7");
    await high.getByLabel("Sa", { exact: true }).check();
    await page.getByLabel("Ortstaxe im Preis ausweisen").check();
    await page.getByLabel("Betrag pro Gast und Nacht (EUR)").fill("2,60");
    await expect(page.getByLabel("Kinder sind befreit")).toBeChecked();
    await page.getByRole("button", { name: "Speichern" }).last().click();
    await expect(page.getByText("Einstellungen gespeichert").first()).toBeVisible();
    await expect(page.getByText("Für dieses Jahr gelten Ihre eigenen Werte.")).toBeVisible();
    const history = page.getByTestId("settings-history");
    await expect(history).toContainText("admin@example.com");
    await expect(history).toContainText(`Jahr ${summer}`);
    await expect(history).toContainText("Saison „Hauptsaison“");
    await expect(history).toContainText(/130\s€ pro Nacht, mind\. 4 Nächte, Anreise beliebig/);
    await expect(history).toContainText(/145\s€ pro Nacht, mind\. 7 Nächte, Anreise Sa/);

    const languages = [
      {
        lng: "de",
        oneMoreChild: "Kinder: eins mehr",
        box: [
          /145\s€ pro Nacht/,
          "mindestens 7 Nächte · Anreise nur am Samstag",
          /2,60\s€ pro Erwachsenem und Nacht/,
        ],
        line: /Hauptsaison: 7 × 145\s€/,
        tax: /Ortstaxe: 2 × 7 Nächte × 2,60\s€/,
        total: /^1\.?126,40\s€$/,
        tooShort: "Mindestaufenthalt 7 Nächte – Sie haben 5 Nächte gewählt",
        arrival: "Anreise in dieser Saison nur am Samstag",
      },
      {
        lng: "en",
        oneMoreChild: "Children: one more",
        box: [
          "€145 per night",
          "at least 7 nights · Arrival on Saturday only",
          "€2.60 per adult per night",
        ],
        line: /High season: 7 × €145/,
        tax: /Tourist tax: 2 × 7 nights × €2\.60/,
        total: /^€1,126\.40$/,
        tooShort: "Minimum stay is 7 nights – you selected 5 nights",
        arrival: "In this season, arrival on Saturday only",
      },
      {
        lng: "it",
        oneMoreChild: "Bambini: uno in più",
        box: [
          /145\s€ a notte/,
          "almeno 7 notti · Arrivo solo di sabato",
          /2,60\s€ per adulto a notte/,
        ],
        line: /Alta stagione: 7 × 145\s€/,
        tax: /Imposta di soggiorno: 2 × 7 notti × 2,60\s€/,
        total: /^1\.?126,40\s€$/,
        tooShort: "Il soggiorno minimo è di 7 notti – avete selezionato 5 notti",
        arrival: "In questa stagione arrivo solo di sabato",
      },
    ];
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const t of languages) {
      await page.goto(`/buchung?lng=${t.lng}`);
      const box = page.getByTestId("price-box");
      for (const text of t.box) await expect(box, t.lng).toContainText(text);
      // The next year keeps the defaults.
      await expect(box.locator(`[data-years="${summer + 1}-${summer + 1}"]`)).toContainText(/130/);

      // Saturday to Saturday, 2 adults and 1 child: 7 × 145 + 75 + 7 × 2 × 2.60.
      await page.getByRole("button", { name: t.oneMoreChild }).click();
      await pickRange(page, saturday, nextSaturday);
      const quote = page.getByTestId("quote");
      await expect(quote).toContainText(t.line);
      await expect(page.getByTestId("quote-tax")).toContainText(t.tax);
      await expect(page.getByTestId("quote-total")).toHaveText(t.total);

      // Five nights and a Tuesday arrival: shown unavailable, refused with the rule's message.
      await page.locator(`[data-day="${saturday}"] button`).click();
      const short = page.locator(`[data-day="${fiveNightsLater}"]`);
      await expect(short).toHaveClass(/booking-picker-unavailable/);
      await short.locator("button").click();
      await expect(page.getByText(t.tooShort)).toBeVisible();
      // The refused departure leaves the arrival chosen; choosing it again clears it.
      await page.locator(`[data-day="${saturday}"] button`).click();
      const arrival = page.locator(`[data-day="${tuesday}"]`);
      await expect(arrival).toHaveClass(/booking-picker-unavailable/);
      await arrival.locator("button").click();
      await expect(page.getByText(t.arrival)).toBeVisible();
    }

    // The server refuses them too, with the same messages.
    for (const [start, end, message] of [
      [saturday, fiveNightsLater, "Mindestaufenthalt 7 Nächte – Sie haben 5 Nächte gewählt"],
      [tuesday, day(8, firstSaturday + 10), "Anreise in dieser Saison nur am Samstag"],
    ]) {
      const refused = await postInquiry(page.request, baseURL!, {
        last: `abgelehnt${tag}`,
        start,
        end,
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(message);
    }

    // The home page's price box follows as well.
    await page.goto("/?lng=de");
    await expect(page.getByTestId("pricing")).toContainText(/145\s€ pro Nacht/);

    // The inquiry sent before the change keeps its quote.
    await page.goto(`/admin/anfragen?suche=${before}`);
    const stored = page.getByTestId("inquiry-quote");
    await expect(stored).toContainText(/5 × 130\s€ = 650\s€/);
    await expect(stored).toContainText(/725\s€/);
    await expect(stored).not.toContainText("Ortstaxe");
  });

  test("a guest limit and a closed period reach the picker, the calendars and the admin form", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const closedDay = day(6, 15);
    await signInAsAdmin(page);
    await page.goto(`/admin/preise?jahr=${summer}`);
    await page.getByLabel("Höchstens Gäste (Erwachsene und Kinder)").fill("8");
    await page.getByTestId("general-settings").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Einstellungen gespeichert").first()).toBeVisible();
    await page.getByRole("button", { name: "Zeitraum hinzufügen" }).click();
    const added = page.getByTestId("closed-period").last();
    await added.getByLabel("Erste Nacht").fill(day(6, 10));
    await added.getByLabel("Letzte Nacht").fill(day(6, 20));
    await page.getByTestId("year-plan").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Einstellungen gespeichert").first()).toBeVisible();
    // Leaving while React Router still revalidates after the save aborts that request, which
    // Chromium reports as a page error: let it finish first.
    await page.waitForLoadState("networkidle");

    // The admin calendar and the reservation form.
    await page.goto(`/admin/kalender?month=${summer}-06`);
    await expect(
      page.locator(`td[data-date="${closedDay}"]`).getByText("Geschlossen", { exact: true }),
    ).toBeVisible();
    await page.goto("/admin/reservierungen");
    await page.getByRole("button", { name: "Neue Reservierung" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Reservierung" });
    await expect(dialog.getByLabel("Erwachsene", { exact: true })).toHaveAttribute("max", "8");
    await dialog.getByLabel("Erwachsene", { exact: true }).fill("6");
    await dialog.getByLabel("Kinder", { exact: true }).fill("3");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Maximal 8 Gäste gesamt")).toBeVisible();
    await page.waitForLoadState("networkidle");

    // The home calendar, the picker and the guest steppers.
    await page.goto(`/?month=${summer}-06`);
    await expect(
      page.locator(`#availability td[data-date="${closedDay}"]`).getByText("Geschlossen"),
    ).toBeVisible();
    await page.goto("/buchung");
    await showMonth(page, closedDay);
    await expect(page.locator(`[data-day="${closedDay}"] button`)).toBeDisabled();
    await expect(page.locator(`[data-day="${day(6, 21)}"] button`)).toBeEnabled();
    await page.getByLabel("Erwachsene", { exact: true }).fill("8");
    await expect(page.getByRole("button", { name: "Kinder: eins mehr" })).toBeDisabled();
  });
});
