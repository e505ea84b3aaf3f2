import type { Page } from "@playwright/test";
import { supportedLanguages } from "../../content/property";
import { propertyDateOf } from "../../domain/booking/today";
import { expect, test } from "./fixtures";
import { type Stay, withReservations } from "./support/admin";
import { day, pickRange, showMonth } from "./support/booking";

/** Today as the site counts it: the date at the apartment, not the test runner's. */
const today = () => propertyDateOf(new Date());

/**
 * With the default settings (open 1 May to 31 October, 4 nights at least, 2 years ahead), the
 * first month with an open night: May while the house is closed, else the current month.
 */
function firstOpenMonth(): { year: number; month: number } {
  const [year, month] = today().split("-").map(Number);
  if (month >= 11) return { year: year + 1, month: 5 };
  if (month <= 4) return { year, month: 5 };
  return { year, month };
}

const captions = {
  de: (date: Date) => date.toLocaleDateString("de-AT", { month: "long", year: "numeric" }),
  en: (date: Date) => date.toLocaleDateString("en-GB", { month: "long", year: "numeric" }),
  it: (date: Date) => date.toLocaleDateString("it-IT", { month: "long", year: "numeric" }),
};

const firstCaption = (page: Page) => page.locator(".rdp-month_caption").first();

for (const language of supportedLanguages) {
  test(`the picker and the home calendar open on the first open month (${language})`, async ({
    page,
  }) => {
    const { year, month } = firstOpenMonth();
    const expected = captions[language](new Date(year, month - 1, 1));
    await page.goto(`/buchung?lng=${language}`);
    await expect(firstCaption(page)).toHaveText(new RegExp(`^${expected}$`, "i"));

    await page.goto(`/?lng=${language}`);
    await expect(page.locator("#availability")).toContainText(
      new RegExp(`${expected.split(" ")[0]}\\s+${year}`, "i"),
    );
  });
}

test("a stay shorter than the season's minimum is refused in the picker, with the reason", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/buchung");
  await expect(page.getByTestId("stay-rules")).toHaveText("Maximal 2 Jahre im Voraus buchbar");
  await pickRange(page, day(6, 10), day(6, 12));
  // The arrival stays chosen; the departure is refused, and the picker says why.
  await expect(page.getByTestId("selected-range")).toContainText("bitte Abreisetag wählen");
  await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue("");
  await expect(
    page.getByText("Mindestaufenthalt 4 Nächte – Sie haben 2 Nächte gewählt"),
  ).toBeVisible();
  await expect(page.getByTestId("stay-rules")).toHaveText(
    "Mindestaufenthalt 4 Nächte · Maximal 2 Jahre im Voraus buchbar",
  );
  await expect(page.getByTestId("quote-total")).toHaveCount(0);
  // A long enough stay is taken, and the reason goes.
  await page.locator(`[data-day="${day(6, 14)}"] button`).click();
  await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue(day(6, 14));
  await expect(page.getByText("Mindestaufenthalt 4 Nächte – Sie haben")).toHaveCount(0);
});

test("nothing beyond the horizon can be chosen: the picker ends with the horizon", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/buchung?lng=en");
  await expect(page.getByTestId("stay-rules")).toHaveText(/^[^·]*\b2 years\b[^·]*$/);
  const [year, month] = today().split("-").map(Number);
  // The last arrival is two years from today; the month after its month (for a departure) is
  // the last one shown.
  const lastMonth = new Date(year + 2, month, 1);
  const last = captions.en(lastMonth);
  for (let i = 0; i < 40 && (await firstCaption(page).textContent()) !== last; i++) {
    await page.locator(".rdp-button_next").click();
  }
  await expect(firstCaption(page)).toHaveText(last);
  await expect(page.locator(".rdp-button_next")).toBeDisabled();
});

test("taken nights are struck through, pre-reserved ones marked and still selectable; a legend explains them", async ({
  page,
}) => {
  const takenStay: Stay = {
    first: "Tamara",
    last: "Taken",
    start: day(8, 3),
    end: day(8, 8),
    status: "Gebucht",
  };
  const pendingStay: Stay = {
    first: "Paula",
    last: "Pending",
    start: day(8, 12),
    end: day(8, 16),
    status: "Vorreserviert",
  };
  await withReservations(page, [takenStay, pendingStay], async () => {
    await page.goto("/buchung");
    const legend = page.getByTestId("calendar-legend");
    // Each entry: a sample day drawn as the picker draws it (hidden from screen readers), then
    // its name.
    await expect(legend.getByRole("listitem")).toHaveText([
      /Frei$/,
      /Vorreserviert$/,
      /Gebucht$/,
      /Geschlossen$/,
      /Keine Anreise an diesem Tag$/,
      /Mindestaufenthalt nicht erreicht$/,
    ]);
    await showMonth(page, day(8, 4));
    const taken = page.locator(`[data-day="${day(8, 4)}"] button`);
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveAccessibleName(/, Gebucht$/);
    await expect(taken.locator("> span")).toHaveCSS("text-decoration-line", "line-through");
    const pending = page.locator(`[data-day="${day(8, 13)}"] button`);
    await expect(pending).toBeEnabled();
    await expect(pending).toHaveAccessibleName(/, Vorreserviert$/);
    await expect(pending.locator("> span")).toHaveCSS("text-decoration-line", "none");
    await expect(pending.locator("> span")).not.toHaveCSS("background-image", "none");
    await expect(page.locator(`[data-day="${day(8, 13)}"]`)).toHaveClass(
      /booking-picker-pre-reserved/,
    );
    await pickRange(page, day(8, 12), day(8, 16));
    await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue(day(8, 16));
  });
});

for (const language of supportedLanguages) {
  test(`on a phone the prices come before the form (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/buchung?lng=${language}`);
    await expect(page.getByTestId("calendar-legend").getByRole("listitem")).toHaveCount(6);
    const prices = await page.getByTestId("price-box").boundingBox();
    const form = await page.locator("form[method='post']").boundingBox();
    expect(prices!.y + prices!.height).toBeLessThanOrEqual(form!.y);
  });
}
