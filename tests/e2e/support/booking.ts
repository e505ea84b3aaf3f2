import type { Page } from "@playwright/test";

const now = new Date();
/** The first summer that is at least two weeks away: its July is bookable. */
export const summer = now.getMonth() < 5 ? now.getFullYear() : now.getFullYear() + 1;
export const day = (month: number, dayOfMonth: number, year = summer) =>
  `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;

/** Moves the picker until the given day is shown (days of other months are hidden). */
/** Posts the booking inquiry form to the site at `siteUrl`, as a browser without scripts does. */
export function postInquiryForm(siteUrl: string, fields: Record<string, string>) {
  return fetch(`${siteUrl}/buchung`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
    body: new URLSearchParams(fields),
  });
}

export async function showMonth(page: Page, target: string) {
  // The picker replaces the plain date fields once the page is hydrated.
  await page.locator(".rdp-month").first().waitFor();
  for (let i = 0; i < 60; i++) {
    if ((await page.locator(`[data-day="${target}"] button`).count()) > 0) return;
    // It opens on the first open month: earlier days are behind it.
    const shown = await page.locator("[data-day]").first().getAttribute("data-day");
    await page
      .locator(target < (shown ?? "") ? ".rdp-button_previous" : ".rdp-button_next")
      .click();
  }
  throw new Error(`${target} not reached`);
}

/** Picks arrival and departure in the range picker (navigating forward as needed). */
export async function pickRange(page: Page, from: string, to: string) {
  await showMonth(page, from);
  await page.locator(`[data-day="${from}"] button`).click();
  await showMonth(page, to);
  await page.locator(`[data-day="${to}"] button`).click();
}
