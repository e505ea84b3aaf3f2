import { formatDate } from "../../domain/booking/format";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day, pickRange } from "./support/booking";

// The smaller slips of issue #25, each checked where the owners and the guests see it. Counts in
// the admin's texts and the price history's wording are pure and checked by unit tests
// (content/admin-plurals.test.ts, domain/admin/price-settings-changes.test.ts).

/** Letters only, new each run: this test's guest is found by it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);

const selection = { de: "Gewählt:", en: "Selected:", it: "Selezionato:" } as const;

test("the chosen stay names both dates in one style, in every language", async ({ page }) => {
  // Three pages to hydrate and two months to page through, each.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  // July has no short form in German, August has ("Aug."): both are written out.
  const from = day(7, 28);
  const to = day(8, 4);
  for (const language of ["de", "en", "it"] as const) {
    await page.goto(`/buchung?lng=${language}`);
    await pickRange(page, from, to);
    await expect(page.getByTestId("selected-range")).toHaveText(
      `${selection[language]} ${formatDate(language, from)} – ${formatDate(language, to)}`,
    );
  }
});

test("prices are written in one currency style per language", async ({ page }) => {
  for (const language of ["de", "en", "it"] as const) {
    await page.goto(`/buchung?lng=${language}`);
    const prices = (await page.getByTestId("price-box").textContent()) ?? "";
    const amounts = prices.match(/€\s?[\d.,]+|[\d.,]+\s?€/g) ?? [];
    expect(amounts.length, language).toBeGreaterThan(2);
    for (const amount of amounts) {
      // English puts the sign first ("€2.60"), German and Italian after ("2,60 €").
      expect(amount, language).toMatch(language === "en" ? /^€\d/ : /^\d[\d.,]*\s€$/);
    }
  }
});

test("an inquiry's card: received first in its history, the offer written as its quote's total", async ({
  page,
  request,
  baseURL,
}) => {
  const last = `Reihenfolge${tag}`;
  const sent = await request.post("/buchung?lng=de", {
    headers: { Origin: baseURL! },
    form: {
      ...inquiryFields({
        last_name: last,
        contact_email: `${tag}@example.com`,
        preferred_start_date: day(7, 3),
        preferred_end_date: day(7, 10),
      }),
      company_website: "",
    },
  });
  expect(sent.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto(`/admin/anfragen?suche=${tag}`);
  await page.getByRole("link", { name: `Anna ${last}` }).click();
  const card = page.getByTestId("inquiry");
  await expect(card).toHaveCount(1);

  // The inquiry caused the mails: it comes first, then the two mails queued with it, always in
  // the same order.
  const steps = card.locator("details ol > li");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Eingegangen");
  await expect(steps.nth(1)).toContainText("Eingangsbestätigung an den Gast");
  await expect(steps.nth(2)).toContainText("Benachrichtigung an Sie");

  // "Angebot" and the quote's "Gesamt" say the same amount the same way.
  const offer = card.locator("dt", { hasText: "Angebot" }).locator("xpath=following-sibling::dd");
  const total = card
    .getByTestId("inquiry-quote")
    .locator("dt", { hasText: "Gesamt" })
    .locator("xpath=following-sibling::dd");
  await expect(total).toHaveText(/^\d[\d.]*(,\d\d)?\s€$/);
  await expect(offer).toHaveText((await total.textContent()) ?? "");
});

test("the channel hint says how often the calendars are fetched, in the right number", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/kalender");
  // The e2e sites run with the default of 30 minutes; one minute is checked by the unit test.
  await expect(page.getByText("Abgleich alle 30 Minuten;")).toBeVisible();
});
