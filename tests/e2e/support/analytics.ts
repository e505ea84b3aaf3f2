import { expect, type Page } from "@playwright/test";

const analyticsHosts = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/**
 * Answers analytics requests locally (nothing leaves the machine) and counts them: the gtag
 * script loads and any other analytics hit.
 */
export async function interceptAnalytics(page: Page) {
  const calls = { scripts: [] as string[], other: [] as string[] };
  await page.route(analyticsHosts, (route) => {
    const url = route.request().url();
    if (url.includes("/gtag/js")) {
      calls.scripts.push(url);
      return route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
    }
    calls.other.push(url);
    return route.fulfill({ status: 204, body: "" });
  });
  return calls;
}

/** The page asks for no cookie decision and is set up for no analytics (the admin area). */
export async function expectNoConsentAsked(page: Page, where: string) {
  await expect(page.getByTestId("consent-banner"), where).toHaveCount(0);
  await expect(page.locator("dialog[data-consent-dialog]"), where).toHaveCount(0);
  await expect(page.locator("body"), where).not.toHaveAttribute("data-analytics-id");
}
