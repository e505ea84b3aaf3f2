import type { Locator } from "@playwright/test";

/**
 * Scrolls to an element inside a page section that is drawn only once it nears the screen
 * (content-visibility: auto, app/app.css). Until its section is drawn, Playwright may count
 * the element as not visible and never scroll to it; the section itself always has a box.
 */
export async function scrollIntoDeferredView(element: Locator): Promise<void> {
  await element.locator("xpath=ancestor::section[1]").scrollIntoViewIfNeeded();
  await element.scrollIntoViewIfNeeded();
}
