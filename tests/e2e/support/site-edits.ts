import { expect, type Page } from "@playwright/test";

/** The owners' phone before and after the edit of the tests; `dialled` is its tel: form. */
export const phones = {
  old: "+43 664 1234567",
  new: "+43 660 7654321",
  dialled: "tel:+436607654321",
};

/** The home page's second attraction, the castle, in each language as the repository has it. */
export const castleNames = {
  it: "Castello con spettacolo dei rapaci e collina delle scimmie",
  de: "Burg mit Adlerwarte und Affenberg",
  en: "Castle with birds-of-prey show and monkey hill",
};

/** The castle's heading on whichever language's home page `page` shows. */
export const castleHeading = (page: Page) =>
  page.locator("#attractions li").nth(1).getByRole("heading");

/**
 * The home page `page` shows states the new phone and never the old: a tap-to-call link in the
 * contact card, the imprint and the structured data.
 */
export async function expectNewPhoneOnHome(page: Page) {
  const call = page.locator("#contact").getByRole("link", { name: phones.new });
  await expect(call).toHaveAttribute("href", phones.dialled);
  await expect(page.locator("#imprint").getByRole("link", { name: phones.new })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(phones.old);
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(structured.telephone).toBe(phones.new);
}
