import type { Page } from "@playwright/test";
import { supportedLanguages } from "../../content/property";
import { expect, test } from "./fixtures";
import { interceptAnalytics } from "./support/analytics";

const texts = {
  de: {
    acceptAll: "Alle akzeptieren",
    essentialOnly: "Nur notwendige akzeptieren",
    showDetails: "Details anzeigen",
    hideDetails: "Details ausblenden",
    essential: "Notwendige Cookies",
    analytics: "Statistik-Cookies",
    cookieSettings: "Cookie-Einstellungen",
    save: "Speichern",
    cancel: "Abbrechen",
  },
  en: {
    acceptAll: "Accept all",
    essentialOnly: "Accept essential only",
    showDetails: "Show details",
    hideDetails: "Hide details",
    essential: "Essential cookies",
    analytics: "Analytics cookies",
    cookieSettings: "Cookie settings",
    save: "Save",
    cancel: "Cancel",
  },
  it: {
    acceptAll: "Accetta tutti",
    essentialOnly: "Accetta solo i necessari",
    showDetails: "Mostra dettagli",
    hideDetails: "Nascondi dettagli",
    essential: "Cookie necessari",
    analytics: "Cookie statistici",
    cookieSettings: "Impostazioni cookie",
    save: "Salva",
    cancel: "Annulla",
  },
} as const;

async function storedConsent(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem("cookie-consent"));
  return raw === null ? null : JSON.parse(raw);
}

async function storedRaw(page: Page) {
  return page.evaluate(() => localStorage.getItem("cookie-consent"));
}

/** The gtag commands queued by the page, as plain arrays. */
async function gtagCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((value) => (value instanceof Date ? "date" : value)),
    ),
  );
}

function expectDocumentedJson(raw: string | null, analytics: boolean, before: number) {
  expect(raw).not.toBeNull();
  expect(raw).toMatch(
    new RegExp(`^\\{"essential":true,"analytics":${analytics},"timestamp":\\d+\\}$`),
  );
  const value = JSON.parse(raw!);
  expect(Object.keys(value)).toEqual(["essential", "analytics", "timestamp"]);
  expect(value.timestamp).toBeGreaterThanOrEqual(before);
  expect(value.timestamp).toBeLessThanOrEqual(Date.now());
}

for (const language of supportedLanguages) {
  const t = texts[language];

  test.describe(`cookie consent (${language})`, () => {
    test("accept all stores analytics true and loads analytics exactly once", async ({ page }) => {
      const calls = await interceptAnalytics(page);
      await page.goto(`/?lng=${language}`);
      const banner = page.getByTestId("consent-banner");
      await expect(banner).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(calls.scripts, "no analytics before consent").toEqual([]);
      expect(calls.other).toEqual([]);

      const before = Date.now();
      await banner.getByRole("button", { name: t.acceptAll }).click();
      await expect(banner).toBeHidden();
      expectDocumentedJson(await storedRaw(page), true, before);
      await expect.poll(() => calls.scripts.length).toBe(1);
      expect(calls.scripts[0]).toContain("https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
      const commands = await gtagCommands(page);
      expect(commands).toContainEqual(["config", "G-TEST12345", { anonymize_ip: true }]);
      expect(commands).toContainEqual(["js", "date"]);

      // Saving the same choice again in the dialog does not load it a second time. The click
      // handler stores the choice, starts analytics (adding its script tag) and only then closes
      // the dialog, so once the dialog is hidden a second script tag would already be there.
      await page.locator("#privacy").getByRole("button", { name: t.cookieSettings }).click();
      const dialog = page.getByRole("dialog", { name: t.cookieSettings });
      const stored = await storedRaw(page);
      await dialog.getByRole("button", { name: t.save }).click();
      await expect(dialog).toBeHidden();
      expect(await storedRaw(page)).not.toBe(stored);
      expect(await page.locator('script[src*="/gtag/js"]').count()).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(calls.scripts).toHaveLength(1);

      // With stored consent, the next page load starts analytics at once (one load, page view).
      // The banner is in the server's HTML, hidden; the script shows it only without a decision.
      await page.reload();
      await expect.poll(() => calls.scripts.length).toBe(2);
      await expect(page.getByTestId("consent-banner")).toBeHidden();
      expect(await gtagCommands(page)).toContainEqual([
        "config",
        "G-TEST12345",
        { anonymize_ip: true },
      ]);
    });

    test("essential only stores analytics false and never loads analytics", async ({ page }) => {
      const calls = await interceptAnalytics(page);
      await page.goto(`/?lng=${language}`);
      const banner = page.getByTestId("consent-banner");
      const before = Date.now();
      await banner.getByRole("button", { name: t.essentialOnly }).click();
      await expect(banner).toBeHidden();
      expectDocumentedJson(await storedRaw(page), false, before);
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("consent-banner")).toBeHidden();
      expect(calls.scripts).toEqual([]);
      expect(calls.other).toEqual([]);
      expect(await gtagCommands(page)).toEqual([]);
    });

    test("the details toggle describes both kinds of cookies; the banner works by keyboard", async ({
      page,
    }) => {
      await interceptAnalytics(page);
      await page.goto(`/?lng=${language}`);
      const banner = page.getByTestId("consent-banner");
      const toggle = banner.getByRole("button", { name: t.showDetails });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(banner.getByRole("heading", { name: t.analytics })).toBeHidden();
      // Keyboard users reach the banner right after the header, before the page content.
      let reached = false;
      for (let i = 0; i < 20 && !reached; i++) {
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (active?.closest('[data-testid="consent-banner"]')) return "banner";
          return active?.closest("main") ? "main" : "other";
        });
        expect(where, "no page content before the banner").not.toBe("main");
        reached = where === "banner";
      }
      await expect(banner.getByRole("button", { name: t.acceptAll })).toBeFocused();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(banner.getByRole("button", { name: t.hideDetails })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(banner.getByRole("heading", { name: t.essential })).toBeVisible();
      await expect(banner.getByRole("heading", { name: t.analytics })).toBeVisible();
      await banner.getByRole("button", { name: t.essentialOnly }).focus();
      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      expect(JSON.parse((await storedRaw(page))!).analytics).toBe(false);
    });

    test("the settings dialog saves the analytics choice; cancel and Escape change nothing", async ({
      page,
    }) => {
      const calls = await interceptAnalytics(page);
      await page.goto(`/?lng=${language}`);
      await page
        .getByTestId("consent-banner")
        .getByRole("button", { name: t.essentialOnly })
        .click();
      const first = await storedRaw(page);

      const openButton = page.locator("#privacy").getByRole("button", { name: t.cookieSettings });
      await openButton.click();
      const dialog = page.getByRole("dialog", { name: t.cookieSettings });
      await expect(dialog).toBeVisible();
      const essential = dialog.getByRole("switch", { name: t.essential });
      const analytics = dialog.getByRole("switch", { name: t.analytics });
      await expect(essential).toBeChecked();
      await expect(essential).toBeDisabled();
      await expect(analytics).not.toBeChecked();

      // Cancel: nothing changes.
      await analytics.click();
      await expect(analytics).toBeChecked();
      await dialog.getByRole("button", { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      expect(await storedRaw(page)).toBe(first);

      // Escape: nothing changes, focus returns to the button.
      await openButton.click();
      await expect(analytics).not.toBeChecked();
      await analytics.click();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(openButton).toBeFocused();
      expect(await storedRaw(page)).toBe(first);
      expect(calls.scripts).toEqual([]);

      // Save with analytics on: stored, and analytics loads once.
      await openButton.click();
      await analytics.focus();
      await page.keyboard.press("Space");
      await expect(analytics).toBeChecked();
      const before = Date.now();
      await dialog.getByRole("button", { name: t.save }).click();
      await expect(dialog).toBeHidden();
      expectDocumentedJson(await storedRaw(page), true, before);
      await expect.poll(() => calls.scripts.length).toBe(1);

      // Save with analytics off again.
      await openButton.click();
      await expect(analytics).toBeChecked();
      await analytics.click();
      await dialog.getByRole("button", { name: t.save }).click();
      expectDocumentedJson(await storedRaw(page), false, before);
      expect(
        await page.evaluate(
          () => (window as unknown as Record<string, unknown>)["ga-disable-G-TEST12345"],
        ),
      ).toBe(true);
      expect(calls.scripts).toHaveLength(1);
    });

    test("a corrupt stored value is logged and the banner shows again", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/^Error parsing stored consent:/);
      const calls = await interceptAnalytics(page);
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      await page.addInitScript(() => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("cookie-consent", "{not json");
          sessionStorage.setItem("seeded", "1");
        }
      });
      await page.goto(`/?lng=${language}`);
      const banner = page.getByTestId("consent-banner");
      await expect(banner).toBeVisible();
      await expect
        .poll(() => logged.some((m) => m.startsWith("Error parsing stored consent:")))
        .toBe(true);
      expect(calls.scripts).toEqual([]);
      const before = Date.now();
      await banner.getByRole("button", { name: t.acceptAll }).click();
      expectDocumentedJson(await storedRaw(page), true, before);
      expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: true });
    });
  });
}

test("the banner is a fixed overlay: showing it shifts nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  const position = await page
    .getByTestId("consent-banner")
    .evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe("fixed");
  // Every shift so far (images and fonts loaded), read two frames after observing, by when the
  // buffered entries have been handed over.
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number };
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
  expect(shift).toBe(0);
});
