import type { Page } from "@playwright/test";
import { supportedLanguages } from "../../content/property";
import { expect, test } from "./fixtures";
import { scrollIntoDeferredView } from "./support/deferred-sections";

/** Texts the tests look for, per language (the same wording the visitor reads). */
const texts = {
  de: {
    lng: "de",
    galleryOpen: "Das Haus – groß anzeigen",
    houseTitle: "Das Haus",
    stoveTitle: "Gemütliche Ofenbank",
    terraceTitle: "Terrasse",
    stars: "5 von 5 Sternen",
    feedback: "29 Gäste haben ihr Feedback geteilt",
    close: "Schließen",
    booking: "Buchungsanfrage senden",
    prices: ["130\u00a0€ pro Nacht", "110\u00a0€ pro Nacht", "75\u00a0€ einmalig", "4 Nächte"],
    seasons: ["1. Juli – 15. September", "1. Mai – 30. Juni", "1. November – 30. April"],
    rules: ["Check-in: 15:00 – 20:00 Uhr", "bis 14 Tage vor der Anreise kostenlos"],
    cookieSettings: "Cookie-Einstellungen",
    dialogTitle: "Cookie-Einstellungen",
    mapTitle: "Karte: Lage der Ferienwohnung Almblick",
  },
  en: {
    lng: "en",
    galleryOpen: "The house – view full size",
    houseTitle: "The house",
    stoveTitle: "Cosy bench by the tiled stove",
    terraceTitle: "Terrace",
    stars: "5 of 5 stars",
    feedback: "29 guests have shared feedback",
    close: "Close",
    booking: "Send booking inquiry",
    prices: ["€130 per night", "€110 per night", "€75 one-time fee", "4 nights"],
    seasons: ["1 July – 15 September", "16 September – 31 October", "1 November – 30 April"],
    rules: ["Check-in: 3:00 PM – 8:00 PM", "up to 14 days before arrival"],
    cookieSettings: "Cookie settings",
    dialogTitle: "Cookie settings",
    mapTitle: "Map: location of Ferienwohnung Almblick",
  },
  it: {
    lng: "it",
    galleryOpen: "La casa – ingrandisci",
    houseTitle: "La casa",
    stoveTitle: "Panca accogliente accanto alla stufa",
    terraceTitle: "Terrazza",
    stars: "5 stelle su 5",
    feedback: "29 ospiti hanno condiviso la loro opinione",
    close: "Chiudi",
    booking: "Invia richiesta di prenotazione",
    prices: ["130\u00a0€ a notte", "110\u00a0€ a notte", "75\u00a0€ una tantum", "4 notti"],
    seasons: ["1 luglio – 15 settembre", "1 maggio – 30 giugno", "1 novembre – 30 aprile"],
    rules: ["Check-in: dalle 15:00 alle 20:00", "fino a 14 giorni prima dell'arrivo"],
    cookieSettings: "Impostazioni cookie",
    dialogTitle: "Impostazioni cookie",
    mapTitle: "Mappa: posizione della Ferienwohnung Almblick",
  },
} as const;

const sectionIds = [
  "hero",
  "details",
  "gallery",
  "reviews",
  "social",
  "attractions",
  "contact",
  "availability",
  "imprint",
  "privacy",
];

/** Every request that leaves for a host other than the site itself. */
function collectThirdPartyRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== own) requests.push(request.url());
  });
  return requests;
}

/** A visitor who already decided (no banner in the way). */
async function withEssentialConsent(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return; // embedded frames (the map) have no storage access
    if (!localStorage.getItem("cookie-consent"))
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, timestamp: 1 }),
      );
  });
}

for (const language of supportedLanguages) {
  const t = texts[language];

  test.describe(`home page (${language})`, () => {
    test("has every section in order, facts from the constants and the right mail subjects", async ({
      page,
    }) => {
      await withEssentialConsent(page);
      await page.goto(`/?lng=${t.lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);

      const order = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? null),
        sectionIds,
      );
      expect(
        order.every((top) => top !== null),
        "every section exists",
      ).toBe(true);
      const tops = order as number[];
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);

      await expect(page.locator("#hero h1")).toBeVisible();
      await expect(page.locator("#hero").getByRole("link", { name: t.booking })).toHaveAttribute(
        "href",
        "/buchung",
      );
      await expect(page.locator('#hero a[href^="mailto:"]')).toHaveAttribute(
        "href",
        "mailto:info@almblick-kaernten.at?subject=Apartment%20Inquiry",
      );
      await expect(page.locator('#contact a[href*="subject="]')).toHaveAttribute(
        "href",
        "mailto:info@almblick-kaernten.at?subject=Apartment%20Booking%20Inquiry",
      );
      await expect(page.locator('#contact a[href^="tel:"]')).toHaveAttribute(
        "href",
        "tel:+436641234567",
      );
      await expect(page.locator('#attractions a[href^="mailto:"]')).toBeVisible();

      await expect(page.locator("#details li").filter({ has: page.locator("h3") })).toHaveCount(6);
      const pricing = page.getByTestId("pricing");
      for (const text of [...t.prices, ...t.seasons]) await expect(pricing).toContainText(text);

      await expect(page.locator("#gallery button")).toHaveCount(6);
      await expect(page.locator("#reviews")).toContainText(t.feedback);
      await expect(page.locator("#reviews").getByRole("img", { name: t.stars })).toHaveCount(2);
      await expect(page.locator("#attractions li")).toHaveCount(6);
      await expect(page.locator("#social a")).toHaveAttribute(
        "href",
        "https://social.example.com/almblick",
      );
      for (const text of t.rules) await expect(page.locator("#imprint")).toContainText(text);
      await expect(
        page.locator("#privacy").getByRole("button", { name: t.cookieSettings }),
      ).toBeVisible();
    });

    test("gallery titles show on hover and focus; the lightbox works with the keyboard", async ({
      page,
    }) => {
      await withEssentialConsent(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/?lng=${t.lng}`);
      const first = page.getByRole("button", { name: t.galleryOpen });
      const firstTitle = first.getByTestId("gallery-title");
      const second = page.locator("#gallery button").nth(1);
      const secondTitle = second.getByTestId("gallery-title");

      await scrollIntoDeferredView(first);
      await page.mouse.move(0, 0);
      await expect(firstTitle).toBeHidden();
      await first.hover();
      await expect(firstTitle).toBeVisible();
      await expect(firstTitle).toHaveText(t.houseTitle);
      await page.mouse.move(0, 0);
      await expect(firstTitle).toBeHidden();

      // Keyboard: Tab from the first photo reaches the second; its title appears.
      await first.focus();
      await expect(firstTitle).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(second).toBeFocused();
      await expect(secondTitle).toBeVisible();
      await expect(firstTitle).toBeHidden();

      // Open with Enter, step with the arrow keys, close with Escape: focus returns.
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(t.stoveTitle);
      await expect(dialog.getByRole("button", { name: t.close })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(dialog).toContainText("3");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toHaveAccessibleName(t.houseTitle);
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toHaveAccessibleName(t.terraceTitle);
      await expect(dialog.locator("img")).toHaveAttribute("src", /terrace-1600\.webp$/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();

      // Space opens it too; the close button closes it.
      await page.keyboard.press(" ");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
    });
  });
}

test.describe("images", () => {
  // Once, in a full run on a busy machine, the first gallery photo had no box after its
  // fallback and the scroll to it waited out the test's timeout; 300 runs of this file did not
  // show it again. Should it fail again, the photo's markup and state are in the failure's output.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const state = await page
      .locator("#gallery button img")
      .first()
      .evaluate((img: HTMLImageElement) => ({
        html: img.outerHTML,
        display: getComputedStyle(img).display,
        visible: img.checkVisibility(),
        box: img.getBoundingClientRect().toJSON(),
        complete: img.complete,
        naturalWidth: img.naturalWidth,
      }))
      .catch((error: Error) => ({ error: error.message }));
    console.log("first gallery photo:", JSON.stringify(state));
  });

  test("a broken hero or gallery photo falls back to the local image", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource/);
    await withEssentialConsent(page);
    await page.route(/\/images\/hero-\d+\.webp$/, (route) => route.abort());
    await page.route(/\/images\/gallery\/house-\d+\.webp$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.locator('#hero img[src="/images/fallback/hero.webp"]')).toBeVisible();
    const house = page.locator("#gallery button").first().locator("img");
    await scrollIntoDeferredView(house);
    await expect(house).toHaveAttribute("src", "/images/fallback/photo.webp");
    await expect(house).toHaveAttribute("alt", /Almhaus/);
    await expect
      .poll(() => house.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The other photos are untouched.
    await expect(page.locator("#gallery button").nth(1).locator("img")).toHaveAttribute(
      "src",
      /stove-800\.webp$/,
    );
  });

  test("the hero photo is eager and responsive, every other photo lazy with its size set", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("#hero img[srcset]");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("srcset", /hero-1600\.webp 1600w/);
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    for (const img of await page.locator("#gallery img").all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
  });
});

test("a phone lays out only the home page's sections near the screen, the rest as it scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto("/");
  /** Whether the browser has laid out and drawn the section's heading (content-visibility). */
  const drawn = (id: string) =>
    page
      .locator(`#${id} h2`)
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  await expect(page.locator("#hero")).toBeVisible();
  expect(await drawn("details"), "the section below the hero").toBe(true);
  expect(await drawn("imprint"), "the last section").toBe(false);
  await page.locator("#imprint").scrollIntoViewIfNeeded();
  await expect.poll(() => drawn("imprint")).toBe(true);
});

test.describe("third parties", () => {
  for (const path of ["/", "/familienurlaub", "/gaesteinformationen", "/buchung"]) {
    test(`no request leaves for another host on first load of ${path}`, async ({
      page,
      baseURL,
    }) => {
      const thirdParty = collectThirdPartyRequests(page, baseURL!);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      expect(thirdParty).toEqual([]);
    });
  }

  test("the map loads only when the contact section comes into view, 320 px high", async ({
    page,
    baseURL,
  }) => {
    await withEssentialConsent(page);
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
    );
    const thirdParty = collectThirdPartyRequests(page, baseURL!);
    await page.goto("/?lng=en");
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await expect(page.locator("#contact iframe")).toHaveCount(0);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    const map = page.locator("#contact iframe");
    await expect(map).toHaveAttribute("title", texts.en.mapTitle);
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    expect((await map.boundingBox())?.height).toBe(320);
  });
});

const pageTexts = {
  de: {
    family: [
      "Familienurlaub in den Bergen",
      "Abenteuer vor der Haustür",
      "Kulinarik",
      "Ihre Familienunterkunft",
    ],
    familyHome: "Zur Startseite",
    guest: [
      "Gästeinformationen",
      "Herzlich willkommen!",
      "Ausstattung",
      "Umgebung",
      "Hausregeln",
      "An- und Abreise",
    ],
    download: "Gästemappe herunterladen (PDF)",
    facts: [
      "Check-in: 15:00 – 20:00 Uhr",
      "Nachtruhe von 22:00 bis 08:00 Uhr",
      "Herzliche Grüße, Familie Gruber",
    ],
  },
  en: {
    family: [
      "Family holidays in the mountains",
      "Adventure on your doorstep",
      "Food and drink",
      "Your family home from home",
    ],
    familyHome: "Back to the home page",
    guest: [
      "Guest information",
      "A warm welcome!",
      "Facilities",
      "Surroundings",
      "House rules",
      "Arrival and departure",
    ],
    download: "Download the guest folder (PDF)",
    facts: [
      "Check-in: 3:00 PM – 8:00 PM",
      "Quiet hours from 10:00 PM to 8:00 AM",
      "Warm regards, Familie Gruber",
    ],
  },
  it: {
    family: [
      "Vacanze in famiglia in montagna",
      "L&#x27;avventura inizia davanti alla porta",
      "Gastronomia",
      "Il vostro alloggio per la famiglia",
    ],
    familyHome: "Torna alla pagina iniziale",
    guest: [
      "Informazioni per gli ospiti",
      "Benvenuti!",
      "Dotazioni",
      "Dintorni",
      "Regole della casa",
      "Arrivo e partenza",
    ],
    download: "Scarica la guida per gli ospiti (PDF)",
    facts: [
      "Check-in: dalle 15:00 alle 20:00",
      "Silenzio notturno dalle 22:00 alle 08:00",
      "Un caro saluto, Familie Gruber",
    ],
  },
} as const;

for (const language of supportedLanguages) {
  const t = pageTexts[language];
  test.describe(`family and guest pages (${language})`, () => {
    test("/familienurlaub is complete in the server HTML", async ({ request }) => {
      const response = await request.get(`/familienurlaub?lng=${language}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      for (const text of t.family) expect(html).toContain(text);
      expect(html).toContain('src="/images/logo.svg"');
      expect(html).toContain("/images/family/experience-800.webp");
      expect(html).toContain("/images/family/accommodation-800.webp");
      expect(html).toContain(
        'href="mailto:info@almblick-kaernten.at?subject=Apartment%20Booking%20Inquiry"',
      );
      expect(html).toContain(t.familyHome);
    });

    test("/gaesteinformationen is complete in the server HTML; the PDF link shows twice without its path", async ({
      request,
      page,
    }) => {
      const response = await request.get(`/gaesteinformationen?lng=${language}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      for (const text of [...t.guest, ...t.facts]) expect(html).toContain(text);

      await page.goto(`/gaesteinformationen?lng=${language}`);
      const links = page.locator(
        'main a[href="https://files.example.com/gaesteinformationen.pdf"]',
      );
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        await expect(link).toContainText(t.download);
        await expect(link).toHaveAttribute("target", "_blank");
      }
      await expect(page.locator("main")).not.toContainText("files.example.com");
      await expect(page.locator("main")).not.toContainText(".pdf");
      // The owners' phone and e-mail in the text can be tapped.
      await expect(page.locator('main a[href="tel:+436641234567"]')).toHaveText("+43 664 1234567");
      await expect(page.locator('main a[href="mailto:info@almblick-kaernten.at"]')).toHaveText(
        "info@almblick-kaernten.at",
      );
    });
  });
}

test("the family page's back-to-home button leads home", async ({ page }) => {
  await page.goto("/familienurlaub");
  await page.getByRole("link", { name: "Zur Startseite", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#hero")).toBeVisible();
});

test("the social feed loads only after the visitor clicks to show it", async ({
  page,
  baseURL,
}) => {
  await withEssentialConsent(page);
  await page.route("https://social.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>posts</p>" }),
  );
  const thirdParty = collectThirdPartyRequests(page, baseURL!);
  await page.goto("/?lng=en");
  const social = page.locator("#social");
  await social.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(social.locator("iframe")).toHaveCount(0);
  await expect(social.getByRole("link", { name: /Visit our profile/ })).toHaveAttribute(
    "href",
    "https://social.example.com/almblick",
  );
  expect(thirdParty).toEqual([]);
  await social.getByRole("button", { name: "Show posts" }).click();
  const frame = social.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://social.example.com/almblick/embed");
  await expect(frame).toHaveAttribute("title", "Recent posts from our profile");
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith("https://social.example.com/")))
    .toBe(true);
});

test.describe("accessibility", () => {
  for (const path of ["/", "/familienurlaub", "/gaesteinformationen"]) {
    test(`${path} has no axe violations in its content, banner included`, async ({ page }) => {
      const { default: AxeBuilder } = await import("@axe-core/playwright");
      await page.goto(path);
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("main")
        .include('[data-testid="consent-banner"]')
        // The availability calendar belongs to another issue and is checked there.
        .exclude("#availability")
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
