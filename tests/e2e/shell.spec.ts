import { supportedLanguages } from "../../content/property";
import { expect, test } from "./fixtures";
import { day, pickRange } from "./support/booking";

test.describe("site shell", () => {
  test("server HTML carries language, canonical, alternates and structured data", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"\/>/);
    for (const language of supportedLanguages) expect(html).toContain(`hrefLang="${language}"`);
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain('"@type":"VacationRental"');
    const italian = await (await request.get("/?lng=it")).text();
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain("Invia richiesta di prenotazione");
  });

  test("each language version names itself as canonical, on every public page", async ({
    request,
  }) => {
    const canonicalOf = (html: string) =>
      /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1].replace(/^http:\/\/[^/]+/, "");
    for (const path of ["/", "/familienurlaub", "/gaesteinformationen", "/buchung"]) {
      for (const language of supportedLanguages) {
        const url = `${path}?lng=${language}`;
        const html = await (await request.get(url)).text();
        // German is the default language: its URL carries no parameter.
        expect(canonicalOf(html), url).toBe(language === "de" ? path : url);
        expect(html, url).toContain(`hrefLang="x-default" href="http://localhost`);
      }
    }
  });

  test("the notification region is labelled in the page's language", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The region comes with the booking form's first answer: a post that finds no server gives
    // one at once, without storing an inquiry.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await page.route("**/api/inquiry*", (route) => route.abort("internetdisconnected"));
    for (const [language, label] of [
      ["de", "Benachrichtigungen"],
      ["en", "Notifications"],
      ["it", "Notifiche"],
    ]) {
      await page.goto(`/buchung?lng=${language}`);
      await pickRange(page, day(7, 10), day(7, 14));
      await page.locator('[name="first_name"]').fill("Anna");
      await page.locator('[name="last_name"]').fill("Muster");
      await page.locator('[name="contact_email"]').fill("anna@example.com");
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole("region", { name: label, exact: true })).toBeAttached();
    }
  });

  test("navigation links scroll to the home sections, also from another page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Galerie" }).click();
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect(page.locator("#gallery")).toBeInViewport();

    await page.goto("/familienurlaub");
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Kontakt" })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();

    await nav.getByRole("link", { name: "Buchungsanfrage senden" }).click();
    await expect(page).toHaveURL(/\/buchung$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("link", { name: /zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the mobile menu toggles, closes after a choice and on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menü öffnen" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Galerie" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Menü schließen" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Galerie" }).click();
    await expect(page).toHaveURL(/#gallery$/);
    await expect(page.getByRole("link", { name: "Galerie" })).toBeHidden();

    await page.getByRole("button", { name: "Menü öffnen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Aktivitäten" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Aktivitäten" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  });

  test("switching the language updates texts and html lang at once and is remembered", async ({
    page,
  }) => {
    await page.goto("/familienurlaub");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("link", { name: "Italiano" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(
      page.getByRole("link", { name: "Invia richiesta di prenotazione" }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("it");

    await page.goto("/familienurlaub");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");

    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Send booking inquiry" }).first()).toBeVisible();
  });

  test("the browser language is used, an unsupported one falls back to English", async ({
    browser,
  }) => {
    for (const [locale, lang] of [
      ["it-IT", "it"],
      ["fr-FR", "en"],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await context.close();
    }
  });

  test("the footer has links, follow-us, language selector and the current year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Familienurlaub" })).toHaveAttribute(
      "href",
      "/familienurlaub",
    );
    await expect(footer.getByRole("link", { name: "Gästeinformationen" })).toHaveAttribute(
      "href",
      "/gaesteinformationen",
    );
    await expect(footer.getByRole("link", { name: /Profil/ })).toHaveAttribute(
      "href",
      "https://social.example.com/almblick",
    );
    for (const name of ["English", "Deutsch", "Italiano"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("an unknown path shows the not-found page with status 404 and logs the path", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404/);
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes("/does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/familienurlaub<\/loc>/);
    expect(xml).toContain('hreflang="it" href="http://localhost');
    for (const language of ["en", "it"]) {
      expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+/\\?lng=${language}</loc>`));
      expect(xml).toMatch(
        new RegExp(`<loc>http://localhost:\\d+/familienurlaub\\?lng=${language}</loc>`),
      );
    }
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const text = await robots.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /password-reset");
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
  });
});
