import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { day } from "./support/booking";
import { castleNames } from "./support/site-edits";

/**
 * The content pages are static HTML plus one small enhancement script (app/enhance/): no React,
 * no React Router in the browser. The booking page hydrates at the visitor's first interaction
 * and the admin at once; both use the same enhancement script for the shared header and the
 * cookie consent.
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

test("/buchung is its server HTML until the first interaction, then hydrates; client and server builds agree on the enhancement script", async ({
  context,
  request,
  baseURL,
}) => {
  const html = await (await request.get("/buchung")).text();
  const src = html.match(/<script nonce="[^"]+" type="module" src="([^"]+)"/)?.[1];
  expect(src).toMatch(enhancementScript);
  // Nothing of React is preloaded; its entry script waits, inert. This is React Router's own
  // output rewritten (app/defer-hydration.ts): if a new version renders its scripts otherwise,
  // the rewrite finds nothing and these fail.
  expect(html).not.toContain("modulepreload");
  const inert = html.match(/<script[^>]*data-hydrate-on-interaction[^>]*>([^<]*)<\/script>/g);
  expect(inert).toEqual([expect.stringContaining('type="text/plain"')]);
  expect(inert?.[0]).toContain("window.__reactRouterRouteModules");
  expect(inert?.[0]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
  // React Router's preloads wait on it, to be fetched side by side when it runs.
  const preloads = inert?.[0].match(/ data-preloads="([^"]+)"/)?.[1].split(" ") ?? [];
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/booking-[\w-]+\.js$/));
  const modules = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
  expect(modules).toEqual([expect.stringMatching(/ src="\/assets\/main-[\w-]+\.js"/)]);

  // A page of its own: the shared fixture's visitor interacts at once (fixtures.ts).
  const page = await context.newPage();
  const scripts = collectScripts(page, baseURL!);
  // The booking route's module is held until every preload has been asked for: what it imports
  // can be asked for before it has arrived only through the preloads.
  await page.route(/\/assets\/booking-[\w-]+\.js$/, async (route) => {
    await expect.poll(() => preloads.filter((path) => !scripts.includes(path))).toEqual([]);
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 740 });
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

  // The first key press starts React: the range picker replaces the plain date fields, keeps
  // the arrival entered before, and reacts to clicks.
  await page.keyboard.press("Shift");
  const month = page.locator(".rdp-month").first();
  await expect(month).toBeVisible();
  await expect(page.getByTestId("selected-range")).toContainText("6. Juli");
  const caption = await page.locator(".rdp-month_caption").first().textContent();
  await page.locator(".rdp-button_next").click();
  await expect(page.locator(".rdp-month_caption").first()).not.toHaveText(caption!);
  expect(scripts.filter((path) => enhancementScript.test(path))).toHaveLength(1);
  // The client bundle (the root route's module) names the same enhancement script URL, or
  // hydration of the root would disagree with the server's HTML.
  const chunks = await Promise.all(scripts.map(async (path) => (await request.get(path)).text()));
  expect(chunks.some((code) => code.includes(src!))).toBe(true);
  // The page's texts come with its data, in its language: no bundle carries the site's texts (a
  // call at the top of content/texts.ts once brought every language's into the browser).
  expect(chunks.some((code) => code.includes(castleNames.it))).toBe(false);

  // The shared header menu works here through the same script.
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  await page.close();
});

test("a client-side language switch on /buchung keeps the script working; links home load the document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/buchung");
  await page.locator(".rdp-month").first().waitFor();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  // The consent banner works on a hydrated page too (same script).
  const banner = page.getByTestId("consent-banner");
  await banner.getByRole("button", { name: "Nur notwendige akzeptieren" }).click();
  await expect(banner).toBeHidden();
  // The language switch is a client-side navigation here: React re-renders the header.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#site-menu");
  await expect(menu).toBeVisible();
  // A home link from a hydrated page is a full document load (the home page is not hydrated).
  await menu.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#hero")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
    undefined,
  );
  expect(await page.evaluate(() => Object.keys(window).some((k) => k.startsWith("__react")))).toBe(
    false,
  );
});

test("an admin page carries only the shared texts; its link to /buchung still shows that page in full", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const html = await (await page.request.get("/admin/anfragen")).text();
  expect(html).toContain("Buchungsanfrage senden"); // the header's shared texts
  expect(html).not.toContain("Die Anfrage ist unverbindlich"); // /buchung's own
  await page.goto("/admin/anfragen");
  // A client-side navigation: React Router loads the root's data again, with the booking texts.
  await page.getByRole("link", { name: "Buchungsanfrage senden" }).first().click();
  await expect(page).toHaveURL(/\/buchung$/);
  await expect(page.getByText("Die Anfrage ist unverbindlich", { exact: false })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Kalender zur Auswahl von An- und Abreise" }),
  ).toBeVisible();
});
