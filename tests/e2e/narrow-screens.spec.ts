import type { Page } from "@playwright/test";
import { supportedLanguages } from "../../content/property";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { adminTabs, withReservations } from "./support/admin";
import { expectNoConsentAsked } from "./support/analytics";
import { day } from "./support/booking";

const pages = ["/", "/familienurlaub", "/gaesteinformationen", "/buchung", "/gibt-es-nicht"];
const widths = [320, 375, 768, 1280];

for (const width of widths) {
  test(`no public page scrolls sideways at ${width} px, in any language`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404/);
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      for (const language of supportedLanguages) {
        await page.goto(`${path}?lng=${language}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path}?lng=${language}`).toBe(0);
      }
    }
  });
}

test("the logo's text stays inside the logo", async ({ page, request }) => {
  // Rendered inline: opening the file directly would also request a favicon.
  await page.setContent(await (await request.get("/images/logo.svg")).text());
  const overhang = await page.evaluate(() => {
    const svg = document.querySelector("svg")!;
    const width = svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")].map((text) => {
      const box = text.getBBox();
      return Math.max(0, box.x + box.width - width);
    });
  });
  expect(overhang).toEqual([0, 0]);
});

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("no admin page scrolls sideways at 320 px, with an inquiry and a reservation on them, nor asks for a cookie decision", async ({
  page,
  request,
  baseURL,
}) => {
  // Every admin tab, an inquiry, a reservation: a long story on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 800 });
  // The pages before signing in.
  for (const path of ["/admin/login", "/password-reset?token=no-such-token"]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await sidewaysScroll(page), path).toBe(0);
  }
  // A long name and address: the cards and tables must wrap them, not widen the page.
  const tag = Date.now().toString(36);
  const last = `Schmalbildschirm-Langname${tag}`;
  const sent = await request.post("/buchung?lng=de", {
    headers: { Origin: baseURL! },
    form: {
      ...inquiryFields({
        last_name: last,
        contact_email: `ein.sehr.langer.adressname.${tag}@example.com`,
        message: "Eine Nachricht mit einem Wort wie Donaudampfschifffahrtsgesellschaftskapitän.",
        preferred_start_date: day(10, 12),
        preferred_end_date: day(10, 19),
      }),
      company_website: "",
    },
  });
  expect(sent.status()).toBe(200);

  await withReservations(
    page,
    // Pre-reserved: the stay offers the owners an offer.
    [
      {
        first: "Ria",
        last: `Schmal${tag}`,
        start: day(9, 20),
        end: day(9, 25),
        status: "Vorreserviert",
      },
    ],
    async () => {
      // No cookie decision was made in this test: still no tab asks for one.
      for (const path of adminTabs) {
        await page.goto(path);
        await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
        expect(await sidewaysScroll(page), path).toBe(0);
        await expectNoConsentAsked(page, path);
      }
      // The opened inquiry, with its history and the mails' texts.
      await page.goto(`/admin/anfragen?suche=${tag}`);
      await page.getByRole("link", { name: `Anna ${last}` }).click();
      await expect(page.getByTestId("history-mail").first()).toBeVisible();
      expect(await sidewaysScroll(page), "opened inquiry").toBe(0);
      // The opened stay (history, mails, payments) and the offer form from it.
      await page.goto("/admin/reservierungen");
      await page
        .getByRole("link", { name: `Ria Schmal${tag}` })
        .first()
        .click();
      await expect(page.getByTestId("stay-status")).toBeVisible();
      expect(await sidewaysScroll(page), "opened stay").toBe(0);
      await page.getByRole("link", { name: "Angebot senden" }).click();
      await expect(
        page.getByRole("heading", { name: `Angebot an Ria Schmal${tag}` }),
      ).toBeVisible();
      expect(await sidewaysScroll(page), "offer form").toBe(0);
      // The reservation form.
      await page.goto("/admin/reservierungen");
      await page.getByRole("button", { name: "Neue Reservierung" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await sidewaysScroll(page), "reservation form").toBe(0);
    },
  );
});
