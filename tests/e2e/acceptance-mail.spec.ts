import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { hydrated, signInAsAdmin } from "./support/admin";
import { day, pickRange, summer } from "./support/booking";
import { mailsTo } from "./support/mails";

// The owners accept inquiries on a phone, with the tourist tax off and on, in German, English
// and Italian: the acceptance mail states the total as the guest's price box did (tax included
// or added on top), and a template that writes the price itself is refused.

/** Letters only, new each run: this test's guests are found by it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);

// Seven off-season nights for two adults: 7 × 110 € + 75 € cleaning = 845 €; with the tax on,
// 2 × 7 × 2.60 € = 36.40 € more. Pre-reserved stays do not block, so all six share the dates.
const start = day(10, 12);
const end = day(10, 19);

type Language = "de" | "en" | "it";

/** What the price box and the acceptance mail say, by language and tax. */
const expected: Record<
  Language,
  {
    subject: string;
    box: { off: string; on: string };
    off: RegExp;
    on: RegExp;
    /** Words the other case uses: they must not appear. */
    notOff: RegExp;
    notOn: RegExp;
  }
> = {
  de: {
    subject: "Ihr Aufenthalt vom",
    box: { off: "Zuzüglich Ortstaxe.", on: "Inklusive Ortstaxe." },
    off: /Der Gesamtpreis beträgt 845\s€ zuzüglich Ortstaxe\./,
    on: /Der Gesamtpreis beträgt 881,40\s€ inklusive 36,40\s€ Ortstaxe\./,
    notOff: /inklusive/i,
    notOn: /zuzüglich/i,
  },
  en: {
    subject: "your stay from",
    box: { off: "Plus the local tourist tax.", on: "Including the local tourist tax." },
    off: /The total price is €845, plus the local tourist tax\./,
    on: /The total price is €881\.40, including €36\.40 tourist tax\./,
    notOff: /including/i,
    notOn: /plus the/i,
  },
  it: {
    subject: "il vostro soggiorno dal",
    box: { off: "Imposta di soggiorno esclusa.", on: "Imposta di soggiorno inclusa." },
    off: /Il prezzo totale è di 845\s€, imposta di soggiorno esclusa\./,
    on: /Il prezzo totale è di 881,40\s€, inclusi 36,40\s€ di imposta di soggiorno\./,
    notOff: /inclus/i,
    notOn: /esclus/i,
  },
};

const guestOf = (language: Language, tax: boolean) => ({
  language,
  tax,
  last: `Steuer${tax ? "an" : "aus"}${language}${tag}`,
  email: `tax-${tax ? "on" : "off"}-${language}-${tag}@example.com`,
});
type Guest = ReturnType<typeof guestOf>;

/** What the guest saw: the price box of the booking page for the stay, in their language. */
async function expectPriceBox(page: Page, guest: Guest) {
  await page.goto(`/buchung?lng=${guest.language}`);
  await pickRange(page, start, end);
  const box = page.getByTestId("quote");
  await expect(page.getByTestId("quote-total")).toHaveText(
    guest.tax ? /881,40\s€|€881\.40/ : /845\s€|€845/,
  );
  await expect(box).toContainText(expected[guest.language].box[guest.tax ? "on" : "off"]);
}

async function sendInquiry(request: APIRequestContext, baseURL: string, guest: Guest) {
  const response = await request.post(`/buchung?lng=${guest.language}`, {
    headers: { Origin: baseURL },
    form: {
      ...inquiryFields({
        first_name: "Maria",
        last_name: guest.last,
        contact_email: guest.email,
        adults: "2",
        children: "0",
        message: "",
        preferred_start_date: start,
        preferred_end_date: end,
      }),
      company_website: "",
    },
  });
  expect(response.status(), guest.email).toBe(200);
}

/** Back to a fresh installation's year, as a newly signed-in owner, whatever happened. */
async function restoreDefaults(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const response = await page.request.post("/admin/preise", {
    headers: { Origin: baseURL },
    form: { intent: "reset-year", year: String(summer) },
  });
  expect(response.status()).toBeLessThan(400);
  await context.close();
}

test.describe("with the owners' tax setting", () => {
  test.afterEach(async ({ browser, baseURL }) => restoreDefaults(browser, baseURL!));

  test("the acceptance mail states the quote's total, tax included or added, in German, English and Italian", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const languages: Language[] = ["de", "en", "it"];
    const guests = [
      ...languages.map((language) => guestOf(language, false)),
      ...languages.map((language) => guestOf(language, true)),
    ];
    await signInAsAdmin(page);

    // Tax off: the guests see "plus tourist tax" and ask.
    for (const guest of guests.filter((g) => !g.tax)) {
      await expectPriceBox(page, guest);
      await sendInquiry(page.request, baseURL!, guest);
    }

    // The owners turn the tourist tax on for the summer: 2.60 € per adult and night.
    await page.goto(`/admin/preise?jahr=${summer}`);
    await page.getByLabel("Ortstaxe im Preis ausweisen").check();
    await page.getByLabel("Betrag pro Gast und Nacht (EUR)").fill("2,60");
    await page.getByTestId("year-plan").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Einstellungen gespeichert").first()).toBeVisible();
    for (const guest of guests.filter((g) => g.tax)) {
      await expectPriceBox(page, guest);
      await sendInquiry(page.request, baseURL!, guest);
    }

    // Each is accepted with the built-in template of its language.
    for (const guest of guests) {
      const words = expected[guest.language];
      const sentence = guest.tax ? words.on : words.off;
      await page.goto(`/admin/anfragen?suche=${encodeURIComponent(guest.email)}`);
      const card = page.getByTestId("inquiry");
      await expect(card).toHaveCount(1);
      await card.getByRole("button", { name: "Annehmen" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog.getByLabel("Text"), guest.email).toHaveValue(sentence);
      await dialog.getByRole("button", { name: "Annehmen" }).click();
      await expect(page.getByText("Anfrage angenommen").first()).toBeVisible();

      await expect
        .poll(() => mailsTo(guest.email).find((mail) => mail.includes(words.subject)), {
          timeout: 15_000,
        })
        .toBeTruthy();
      const mail = mailsTo(guest.email).find((m) => m.includes(words.subject))!;
      expect(mail, guest.email).toMatch(sentence);
      // The other case's words are nowhere: the total is said once, the way the box said it.
      expect(mail, guest.email).not.toMatch(guest.tax ? words.notOn : words.notOff);
    }
  });
});

test("a template that writes the price itself is refused, naming what to change", async ({
  page,
  allowConsoleErrors,
}) => {
  // Each refused save is answered 400.
  allowConsoleErrors(/status of 400/);
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto("/admin/anfragen/vorlagen");
  await hydrated(page);
  for (const [language, name, body] of [
    ["de", "Deutsch", "Der Preis beträgt {preis} (zuzüglich Ortstaxe)."],
    ["en", "Englisch", "The price is {preisangabe} (plus the local tourist tax)."],
    ["it", "Italienisch", "Il prezzo è di 985 €."],
  ]) {
    const template = page.getByTestId(`template-accept-${language}`);
    await expect(template).toContainText("(Standardvorlage)");
    await template.getByLabel(`Text (${name})`).fill(`Hallo {vorname},\n\n${body}`);
    await template.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Nicht gespeichert").first()).toBeVisible();
    const refusal = template.getByText(/^Den Preis und die Ortstaxe schreibt nur/);
    await expect(refusal).toContainText(`Bitte ändern: „${body}“`);
    await expect(template.getByLabel(`Text (${name})`)).toHaveAccessibleDescription(/Bitte ändern/);
  }
  // Nothing was saved.
  await page.reload();
  for (const language of ["de", "en", "it"]) {
    await expect(page.getByTestId(`template-accept-${language}`)).toContainText(
      "(Standardvorlage)",
    );
    await expect(page.getByTestId(`template-accept-${language}`)).not.toContainText("{preis}");
  }
  // A guest's mail previews as it goes out (an example stay, in its language); without the
  // guest's link it is refused in words.
  await page.getByRole("link", { name: "Buchungsbestätigung (Anzahlung eingegangen)" }).click();
  const confirmed = page.getByTestId("template-confirmed-it");
  const preview = confirmed.getByTestId("template-preview");
  await expect(preview).toContainText("Gentile Anna,");
  await expect(preview).toContainText("/aufenthalt?code=BEISPIEL");
  await expect(preview).not.toContainText("{");
  const text = confirmed.getByLabel("Text (Italienisch)");
  await text.fill((await text.inputValue()).replace("{gastseite}", "la vostra pagina"));
  await expect(preview).not.toContainText("/aufenthalt?code=BEISPIEL");
  await confirmed.getByRole("button", { name: "Speichern" }).click();
  await expect(confirmed.getByText("Diese Nachricht braucht noch: {gastseite}.")).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});
