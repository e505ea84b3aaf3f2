import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin, withReservations } from "./support/admin";
import { day, showMonth, summer } from "./support/booking";

// A family books next summer on a phone (375 px): Saturday arrivals and 7 nights at least in the
// high season, the owners' own closure in June, a booked week in August and the default winter
// closure. Each state of the picker looks different and is named in the legend; a tap on a day
// that cannot be chosen, or a range across one, says why in one sentence, in every language.

/** The Saturdays of the bookable summer's July and the days around them (July 2027: 3, 10, …). */
const firstSaturday = [1, 2, 3, 4, 5, 6, 7].find(
  (date) => new Date(summer, 6, date).getDay() === 6,
) as number;
const saturday = day(7, firstSaturday + 7);
const sunday = day(7, firstSaturday + 8);
const fiveNightsLater = day(7, firstSaturday + 12);
const weekLater = day(7, firstSaturday + 14);
/** The booked stay: its nights run to the day before its departure. */
const booked = { start: day(8, 3), end: day(8, 8) };
const ownClosure = { first: day(6, 10), last: day(6, 20) };

/** The plan the owners save for the summer: the defaults, stricter in July to mid-September. */
function summerPlan(year: number): Record<string, string> {
  const season = (index: number, name: string, first: string, last: string, minimum: string) => ({
    [`season-${index}-name-de`]: name,
    [`season-${index}-first`]: `${year}-${first}`,
    [`season-${index}-last`]: `${year}-${last}`,
    [`season-${index}-rate`]: index === 1 ? "130" : "110",
    [`season-${index}-minimum`]: minimum,
  });
  return {
    intent: "save-year",
    year: String(year),
    ...season(0, "Nebensaison", "05-01", "06-30", "4"),
    ...season(1, "Hauptsaison", "07-01", "09-15", "7"),
    "season-1-arrival-6": "on",
    ...season(2, "Nebensaison", "09-16", "10-31", "4"),
    "closed-0-first": `${year}-01-01`,
    "closed-0-last": `${year}-04-30`,
    "closed-1-first": ownClosure.first,
    "closed-1-last": ownClosure.last,
    "closed-2-first": `${year}-11-01`,
    "closed-2-last": `${year}-12-31`,
    "cleaning-fee": "75",
  };
}

/** Posts the Preise tab's form as the signed-in owner. */
async function postPrices(page: Page, baseURL: string, form: Record<string, string>) {
  const response = await page.request.post("/admin/preise", { headers: { Origin: baseURL }, form });
  expect(response.status()).toBeLessThan(400);
}

/** Back to a fresh installation's settings, whatever happened. */
async function restoreDefaults(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await postPrices(page, baseURL, { intent: "reset-year", year: String(summer) });
  await context.close();
}

const dayButton = (page: Page, date: string) => page.locator(`[data-day="${date}"] button`);
/** The drawn state inside a day's button. */
const drawn = (page: Page, date: string) => dayButton(page, date).locator("> span");

/**
 * Taps a day like a finger does. Taken and closed days are marked aria-disabled, which
 * Playwright's click waits out; a tap on them still reaches the page, and must say why (the
 * consent banner is answered first, so that nothing covers the day).
 */
async function tap(page: Page, date: string) {
  await showMonth(page, date);
  await dayButton(page, date).click({ force: true });
}

/** The sentence of the last tap, in the live region screen readers announce. */
const message = (page: Page) => page.getByTestId("dates-message");

const texts = {
  de: {
    legend: [
      "Frei",
      "Vorreserviert",
      "Gebucht",
      "Geschlossen",
      "Keine Anreise an diesem Tag",
      "Mindestaufenthalt nicht erreicht",
    ],
    essentialOnly: "Nur notwendige akzeptieren",
    noSelection: "Noch kein Zeitraum gewählt",
    waiting: "bitte Abreisetag wählen",
    noArrival: "Anreise in dieser Saison nur am Samstag",
    taken: `Dieser Zeitraum ist bereits gebucht – Die Wohnung ist vom 3. August ${summer} bis 7. August ${summer} belegt`,
    closed: `Dieser Zeitraum ist nicht buchbar – Die Wohnung ist vom 10. Juni ${summer} bis 20. Juni ${summer} geschlossen`,
    winter: `Wintersaison nicht verfügbar – Die Wohnung ist vom 1. November ${summer} bis 30. April ${summer + 1} geschlossen`,
    tooShort: "Mindestaufenthalt 7 Nächte – Sie haben 5 Nächte gewählt",
    takenName: "Gebucht",
  },
  en: {
    legend: [
      "Free",
      "Pre-reserved",
      "Booked",
      "Closed",
      "No arrival on this day",
      "Minimum stay not reached",
    ],
    essentialOnly: "Accept essential only",
    noSelection: "No dates selected yet",
    waiting: "now pick the departure day",
    noArrival: "In this season, arrival on Saturday only",
    taken: `These dates are already booked – The apartment is taken from 3 August ${summer} to 7 August ${summer}`,
    closed: `These dates cannot be booked – The apartment is closed from 10 June ${summer} to 20 June ${summer}`,
    winter: `Winter season not available – The apartment is closed from 1 November ${summer} to 30 April ${summer + 1}`,
    tooShort: "Minimum stay is 7 nights – you selected 5 nights",
    takenName: "Booked",
  },
  it: {
    legend: [
      "Libero",
      "Pre-riservato",
      "Prenotato",
      "Chiuso",
      "Nessun arrivo in questo giorno",
      "Soggiorno minimo non raggiunto",
    ],
    essentialOnly: "Accetta solo i necessari",
    noSelection: "Nessuna data selezionata",
    waiting: "ora scegliete il giorno di partenza",
    noArrival: "In questa stagione arrivo solo di sabato",
    taken: `Questo periodo è già prenotato – L'appartamento è occupato dal giorno 3 agosto ${summer} al giorno 7 agosto ${summer}`,
    closed: `Questo periodo non è prenotabile – L'appartamento è chiuso dal 10 giugno ${summer} al 20 giugno ${summer}`,
    winter: `Stagione invernale non disponibile – L'appartamento è chiuso dal 1 novembre ${summer} al 30 aprile ${summer + 1}`,
    tooShort: "Il soggiorno minimo è di 7 notti – avete selezionato 5 notti",
    takenName: "Prenotato",
  },
} as const;

/** What a drawn day looks like beyond its colour: border style, pattern, line. */
const shape = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      style.borderTopStyle,
      style.backgroundImage === "none" ? "plain" : "pattern",
      style.textDecorationLine,
      style.textDecorationStyle,
    ].join(" ");
  });

test.describe("the picker's states and sentences at 375 px", () => {
  test.afterEach(async ({ browser, baseURL }) => restoreDefaults(browser, baseURL!));

  for (const [language, t] of Object.entries(texts)) {
    test(`each state looks different, is named, and a tap says why (${language})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 800 });
      const stay = { first: "Stella", last: `States${language}`, status: "Gebucht" as const };
      await withReservations(page, [{ ...stay, ...booked }], async () => {
        await postPrices(page, baseURL!, summerPlan(summer));
        await page.goto(`/buchung?lng=${language}`);
        await page.getByRole("button", { name: t.essentialOnly }).click();
        await expect(page.getByTestId("consent-banner")).toBeHidden();

        // The legend names each state, and each sample differs from the others by more than
        // its colour.
        const legend = page.getByTestId("calendar-legend").getByRole("listitem");
        await expect(legend).toHaveText(t.legend.map((name) => new RegExp(`${name}$`)));
        const samples = await Promise.all(
          (await legend.all()).map((item) => shape(item.locator("span").first())),
        );
        expect(new Set(samples).size, samples.join(" | ")).toBe(t.legend.length);

        // Before any tap, the season's rules are drawn: a free Sunday is no arrival day, not
        // taken; the booked nights are struck through.
        await showMonth(page, sunday);
        await expect(drawn(page, sunday)).toHaveAttribute("data-state", "noArrival");
        await expect(drawn(page, sunday)).toHaveCSS("text-decoration-line", "none");
        await expect(drawn(page, sunday)).toHaveCSS("border-top-style", "dashed");
        await expect(drawn(page, saturday)).toHaveAttribute("data-state", "open");

        // A Sunday is refused at the first tap, with the season's arrival day.
        await tap(page, sunday);
        await expect(message(page)).toHaveText(t.noArrival);
        await expect(message(page)).toHaveAttribute("role", "alert");
        await expect(page.getByTestId("selected-range")).toHaveText(t.noSelection);
        await expect(page.locator('input[name="preferred_start_date"]')).toHaveValue("");

        // Minimum stay: after a Saturday arrival the days short of 7 nights say so.
        await tap(page, saturday);
        await expect(page.getByTestId("selected-range")).toContainText(t.waiting);
        await expect(message(page)).toBeEmpty();
        await expect(drawn(page, fiveNightsLater)).toHaveAttribute("data-state", "tooShort");
        await expect(drawn(page, fiveNightsLater)).toHaveCSS("text-decoration-style", "dotted");
        await tap(page, fiveNightsLater);
        await expect(message(page)).toHaveText(t.tooShort);
        await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue("");

        // A range across the booked week: refused, the arrival kept, the taken nights named.
        await tap(page, day(8, 14));
        await expect(message(page)).toHaveText(t.taken);
        await expect(page.getByTestId("selected-range")).toContainText(t.waiting);
        await tap(page, weekLater);
        await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue(weekLater);
        await expect(message(page)).toBeEmpty();

        // A taken day: struck through, named to screen readers, and a tap says what is taken.
        const takenDay = day(8, 5);
        await showMonth(page, takenDay);
        await expect(drawn(page, takenDay)).toHaveCSS("text-decoration-line", "line-through");
        await expect(dayButton(page, takenDay)).toHaveAttribute("aria-disabled", "true");
        await expect(dayButton(page, takenDay)).toHaveAttribute(
          "aria-label",
          new RegExp(`, ${t.takenName}$`),
        );
        await tap(page, takenDay);
        await expect(message(page)).toHaveText(t.taken);
        // The stay chosen before stays chosen.
        await expect(page.locator('input[name="preferred_end_date"]')).toHaveValue(weekLater);

        // The owners' closure in June: hatched, and named with its dates.
        const closedDay = day(6, 15);
        await showMonth(page, closedDay);
        await expect(drawn(page, closedDay)).toHaveAttribute("data-state", "closed");
        await tap(page, closedDay);
        await expect(message(page)).toHaveText(t.closed);

        // The default winter closure, tapped and crossed, has the winter season's texts.
        const autumn = day(10, 25);
        await tap(page, autumn);
        await expect(page.getByTestId("selected-range")).toContainText(t.waiting);
        await tap(page, day(11, 5));
        await expect(message(page)).toHaveText(t.winter);
        await expect(page.getByTestId("quote-total")).toHaveCount(0);
        await tap(page, autumn);
        await tap(page, day(11, 12));
        await expect(message(page)).toHaveText(t.winter);
        await expect(page.getByTestId("selected-range")).toHaveText(t.noSelection);
      });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, t] of Object.entries(texts)) {
    test(`a range across the winter closure is refused with its text and gets no total (${language})`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // The refused post answers 400, which the browser logs.
      allowConsoleErrors(/status of 400/);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/buchung?lng=${language}`);
      await page.locator('input[name="preferred_start_date"]').fill(day(10, 28));
      await page.locator('input[name="preferred_end_date"]').fill(day(11, 5));
      await page.locator('input[name="first_name"]').fill("Nora");
      await page.locator('input[name="last_name"]').fill("Noscript");
      await page.locator('input[name="contact_email"]').fill("nora@example.com");
      await page.locator('button[type="submit"]').click();
      await expect(page.getByTestId("inquiry-result")).toBeVisible();
      await expect(message(page)).toHaveText(t.winter);
      // The posted dates are shown again, without a price for them.
      await expect(page.locator('input[name="preferred_start_date"]')).toHaveValue(day(10, 28));
      await expect(page.getByTestId("quote-total")).toHaveCount(0);
    });
  }
});
