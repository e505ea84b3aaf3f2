import type { Page } from "@playwright/test";
import { browserUse } from "../support/playwright-shared";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day } from "./support/booking";
import { castleNames } from "./support/site-edits";

/**
 * The content pages are static HTML plus one small enhancement script (app/enhance/): no React,
 * no React Router in the browser. The booking page adds its island (Preact) at the visitor's
 * first interaction, and the admin hydrates at once; all use the same enhancement script for the
 * shared header and the cookie consent.
 */
const staticPages = ["/", "/familienurlaub", "/gaesteinformationen", "/does-not-exist"];
const enhancementScript = /^\/assets\/main-[\w-]+\.js$/;

/** Paths of every script the page requested from the site itself. */
function collectScripts(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.host === own && request.resourceType() === "script") scripts.push(url.pathname);
  });
  return scripts;
}

for (const path of staticPages) {
  test(`${path} loads no React: the enhancement script is its only script`, async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404/);
    const html = await (await request.get(path)).text();
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouter");
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    const external = tags.filter((tag) => / src="/.test(tag));
    expect(external).toHaveLength(1);
    expect(external[0]).toMatch(/ type="module"/);
    // From 'self', it runs with or without a nonce: a cached static page carries none, so that
    // its bytes are the same for every visitor (and gzipped once).
    // The only other script tags are data (structured data), never code.
    for (const tag of tags.filter((t) => !/ src="/.test(t))) {
      expect(tag).toContain('type="application/ld+json"');
    }

    const scripts = collectScripts(page, baseURL!);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(enhancementScript);
    expect(
      await page.evaluate(() => Object.keys(window).some((k) => k.startsWith("__react"))),
    ).toBe(false);
    // The script runs: the consent banner appears (no decision stored yet).
    await expect(page.getByTestId("consent-banner")).toBeVisible();
  });
}

test("/buchung is its server HTML until the first interaction, then its Preact island hydrates", async ({
  browser,
  request,
  baseURL,
}) => {
  const html = await (await request.get("/buchung")).text();
  // No React Router in the browser: its data, entry script and preloads are absent. The page
  // loads the enhancement script only; the island's script is named on the island's element.
  expect(html).not.toContain("modulepreload");
  expect(html).not.toContain("__reactRouter");
  const modules = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
  expect(modules).toEqual([expect.stringMatching(/ src="\/assets\/main-[\w-]+\.js"/)]);
  const islandScript = html.match(/ data-island-script="([^"]+)"/)?.[1];
  expect(islandScript).toMatch(/^\/assets\/booking-[\w-]+\.js$/);
  // What the island is rendered with, as data: no text in it can close its script element.
  const data = html.match(/<script type="application\/json" data-island-props="booking">([^<]*)</);
  expect(JSON.parse(data?.[1] ?? "null")).toMatchObject({ language: "de" });

  // A phone's page of its own: the shared fixture's visitor interacts at once (fixtures.ts).
  const context = await browser.newContext({
    baseURL,
    locale: browserUse.locale,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  // A phone has no resting mouse. Headless Chromium has one, at 0,0, and now and then sends the
  // page a pointer move from it after a layout change, which the page rightly takes for a
  // visitor's move: here that would load the island before any interaction of the test's.
  await page.addInitScript(() => {
    window.addEventListener(
      "pointermove",
      (event) => {
        if (event.pointerType === "mouse") event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
  const scripts = collectScripts(page, baseURL!);
  await page.goto("/buchung");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([expect.stringMatching(enhancementScript)]);
  // The plain form works meanwhile: its date fields take what a visitor enters.
  const arrival = page.getByLabel("Anreise", { exact: true });
  await expect(arrival).toBeVisible();
  await arrival.evaluate(
    (input: HTMLInputElement, value) => {
      input.value = value;
    },
    day(7, 6),
  );

  // The first key press loads the island, one module: the range picker replaces the plain date
  // fields, keeps the arrival entered before, and reacts to clicks.
  await page.keyboard.press("Shift");
  const month = page.locator(".rdp-month").first();
  await expect(month).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByTestId("selected-range")).toContainText("6. Juli");
  const caption = await page.locator(".rdp-month_caption").first().textContent();
  await page.locator(".rdp-button_next").click();
  await expect(page.locator(".rdp-month_caption").first()).not.toHaveText(caption!);
  expect(scripts).toEqual([expect.stringMatching(enhancementScript), islandScript]);
  // Preact, not React DOM: React's production errors point to react.dev, Preact's do not.
  const island = await (await request.get(islandScript!)).text();
  expect(island).not.toContain("react.dev/errors");
  expect(await page.evaluate(() => Object.keys(window).some((k) => k.startsWith("__react")))).toBe(
    false,
  );
  // The page's texts come with its data, in its language: the island carries none of the site's
  // texts (a call at the top of content/texts.ts once brought every language's into the browser).
  expect(island).not.toContain(castleNames.it);

  // The shared header menu works here through the same script.
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  await context.close();
});

test("the island hydrates in the page's language; a language link loads the document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/buchung");
  await page.locator(".rdp-month").first().waitFor();
  const banner = page.getByTestId("consent-banner");
  await banner.getByRole("button", { name: "Nur notwendige akzeptieren" }).click();
  await expect(banner).toBeHidden();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
  // The English page's island: its picker and checks speak English.
  await expect(page.getByTestId("stay-rules")).toContainText("in advance");
  await page.getByRole("button", { name: "Send non-binding inquiry" }).click();
  await expect(page.getByTestId("dates-message")).not.toBeEmpty();
  await expect(page.getByTestId("dates-message")).not.toContainText(/Anreise|Abreise/);
});

test("an admin page carries only the shared texts and agrees with the server on the enhancement script", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const html = await (await page.request.get("/admin/anfragen")).text();
  expect(html).toContain("Buchungsanfrage senden"); // the header's shared texts
  expect(html).not.toContain("Die Anfrage ist unverbindlich"); // /buchung's own
  const src = html.match(/<script nonce="[^"]+" type="module" src="([^"]+)"/)?.[1];
  expect(src).toMatch(enhancementScript);
  // The client bundle (the root route's module) names the same enhancement script URL, or
  // hydration of the root would disagree with the server's HTML.
  const scripts = collectScripts(page, baseURL!);
  await page.goto("/admin/anfragen");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const chunks = await Promise.all(
    scripts.map(async (path) => (await page.request.get(path)).text()),
  );
  expect(chunks.some((code) => code.includes(src!))).toBe(true);
  // Its link to /buchung loads that page as a document, with the booking texts and island.
  await page.getByRole("link", { name: "Buchungsanfrage senden" }).first().click();
  await expect(page).toHaveURL(/\/buchung$/);
  await expect(page.getByText("Die Anfrage ist unverbindlich", { exact: false })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Kalender zur Auswahl von An- und Abreise" }),
  ).toBeVisible();
});
