import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { adminTabs, createReservation, type Stay, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { day, summer } from "./support/booking";
import { mailsTo } from "./support/mails";

/** Letters only, new each run: the names and addresses of this test's guests contain it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);
const start = day(10, 5);
const end = day(10, 10);

interface Guest {
  first: string;
  last: string;
  email: string;
  language: "de" | "en";
}

async function sendInquiry(request: APIRequestContext, baseURL: string, guest: Guest) {
  const response = await request.post(`/buchung?lng=${guest.language}`, {
    headers: { Origin: baseURL },
    form: {
      ...inquiryFields({
        first_name: guest.first,
        last_name: guest.last,
        contact_email: guest.email,
        children: "0",
        message: "",
        preferred_start_date: start,
        preferred_end_date: end,
      }),
      company_website: "",
    },
  });
  expect(response.status(), guest.email).toBe(200);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens each admin page in turn; none may scroll sideways in the current viewport. */
async function expectNoSidewaysScrollOn(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
    expect(await noSidewaysScroll(page), path).toBe(0);
  }
}

test("the owners' inbox: page, filter, search, open by the mail's link, answer in the guest's language, delete", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fillers: Guest[] = Array.from({ length: 25 }, (_, i) => ({
    first: "Franz",
    last: `Seite${tag}`,
    email: `filler${i}-${tag}@example.com`,
    language: "de",
  }));
  const emily: Guest = {
    first: "Emily",
    last: `Stone${tag}`,
    email: `emily-${tag}@example.com`,
    language: "en",
  };
  for (const guest of [...fillers, emily]) await sendInquiry(request, baseURL!, guest);

  await signInAsAdmin(page);
  await page.goto("/admin");
  // The tab counts the new inquiries.
  const badge = page.getByRole("link", { name: /Anfragen/ }).getByTestId("new-inquiries");
  expect(Number((await badge.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(26);

  // Search, paging and filter, all in the URL.
  await page.getByRole("link", { name: /Anfragen/ }).click();
  await page.getByLabel("Suche nach Name oder E-Mail").fill(tag);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByTestId("inquiry-total")).toHaveText("26 Anfragen · Seite 1 von 2");
  await expect(page.getByTestId("inquiry")).toHaveCount(25);
  // Newest first: Emily's came last.
  await expect(page.getByTestId("inquiry").first()).toContainText(`Emily Stone${tag}`);
  // The list before the search may look the same (these may be all inquiries of this site), and
  // its link to the next page lacks the search: wait for the search's own link.
  const nextPage = page.getByRole("link", { name: "Nächste Seite" });
  await expect(nextPage).toHaveAttribute("href", new RegExp(`suche=${tag}`));
  await nextPage.click();
  await expect(page).toHaveURL(new RegExp(`suche=${tag}&seite=2`));
  await expect(page.getByTestId("inquiry")).toHaveCount(1);
  await page.getByRole("link", { name: "Neu", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`status=neu&suche=${tag}$`));
  await expect(page.getByTestId("inquiry-total")).toHaveText("26 Anfragen · Seite 1 von 2");
  await page.getByLabel("Suche nach Name oder E-Mail").fill(emily.email);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByTestId("inquiry-total")).toHaveText("1 Anfrage · Seite 1 von 1");

  // The owners' notification answers to the guest and links to this inquiry.
  await expect
    // 52 mails queued at once go out one after the other: several seconds on a busy machine.
    .poll(() => mailsTo("owner@example.com").find((mail) => mail.includes(emily.email)), {
      timeout: 60_000,
    })
    .toBeTruthy();
  const notification = mailsTo("owner@example.com").find((mail) => mail.includes(emily.email))!;
  expect(notification).toMatch(new RegExp(`^Reply-To: ${emily.email}\\r?$`, "m"));
  const link = new URL(/https?:\/\/\S+\/admin\/anfragen\?anfrage=[\w-]+/.exec(notification)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  const card = page.getByTestId("inquiry");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Emily Stone${tag}`);
  await expect(card.getByTestId("inquiry-language")).toHaveText("Englisch");
  await expect(card.getByRole("link", { name: "+43 664 1234567" })).toHaveAttribute(
    "href",
    "tel:+436641234567",
  );
  await expect(card.getByRole("link", { name: emily.email })).toHaveAttribute(
    "href",
    `mailto:${emily.email}`,
  );

  // By keyboard: the reply dialog opens with the focus inside and gives it back on Escape.
  const replyButton = card.getByRole("button", { name: "Antworten" });
  await replyButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog").getByLabel("Betreff")).toHaveValue(/^Ferienwohnung/);
  await expect(page.getByRole("alertdialog").locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(replyButton).toBeFocused();

  // Accept with the English template's preview, edited.
  await card.getByRole("button", { name: "Annehmen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByLabel("Betreff")).toHaveValue(
    `Ferienwohnung Almblick: your stay from 5 October ${summer} to 10 October ${summer}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const body = dialog.getByLabel("Text");
  await expect(body).toHaveValue(/^Dear Emily,\n\nThank you for your inquiry\./);
  await expect(body).toHaveValue(/\(5 nights, 2 guests\)/);
  await body.fill(`${await body.inputValue()}\n\nP.S. Bring your hiking boots!`);
  await dialog.getByRole("button", { name: "Annehmen" }).click();
  await expect(page.getByText("Anfrage angenommen").first()).toBeVisible();
  await expect(card).toContainText("Bearbeitet");
  await expect(card).toContainText("Angenommen von admin@example.com");
  await expect(
    card.getByTestId("history-mail").filter({ hasText: "Zusage an den Gast" }),
  ).toContainText("P.S. Bring your hiking boots!");

  await expect
    .poll(() => mailsTo(emily.email).find((mail) => mail.includes("your stay from")), {
      timeout: 15_000,
    })
    .toBeTruthy();
  const reply = mailsTo(emily.email).find((mail) => mail.includes("your stay from"))!;
  expect(reply).toContain("Dear Emily,");
  expect(reply).toContain("P.S. Bring your hiking boots!");
  expect(reply).toMatch(/^Reply-To: owner@example\.com\r?$/m);
  await page.reload();
  await expect(
    card.getByTestId("history-mail").filter({ hasText: "Zusage an den Gast" }),
  ).toContainText("(gesendet");

  // The owners edit the German rejection, then reject a German guest with it.
  await page.goto("/admin/anfragen/vorlagen?vorlage=reject");
  const template = page.getByTestId("template-reject-de");
  await template.getByLabel("Betreff (Deutsch)").fill("Leider belegt: {anreise} bis {abreise}");
  await template.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Gespeichert").first()).toBeVisible();
  await expect(template).toContainText("Eigene Vorlage");

  const franz = fillers[0];
  await page.goto(`/admin/anfragen?suche=${encodeURIComponent(franz.email)}`);
  await card.getByRole("button", { name: "Ablehnen" }).click();
  await expect(dialog.getByLabel("Betreff")).toHaveValue(
    `Leider belegt: 5. Oktober ${summer} bis 10. Oktober ${summer}`,
  );
  await expect(dialog.getByLabel("Text")).toHaveValue(/^Hallo Franz,/);
  await dialog.getByRole("button", { name: "Ablehnen" }).click();
  await expect(page.getByText("Anfrage abgelehnt").first()).toBeVisible();
  await expect(card).toContainText("Abgelehnt");
  await expect
    .poll(() => mailsTo(franz.email).some((mail) => mail.includes("Leider belegt: 5. Oktober")), {
      timeout: 15_000,
    })
    .toBe(true);

  // Back to the built-in text, for everyone else.
  await page.goto("/admin/anfragen/vorlagen?vorlage=reject");
  await template.getByRole("button", { name: "Standardvorlage wiederherstellen" }).click();
  await expect(page.getByText("Standardvorlage wiederhergestellt").first()).toBeVisible();
  await expect(template).toContainText("(Standardvorlage)");

  // Delete, after confirming.
  const other = fillers[1];
  await page.goto(`/admin/anfragen?suche=${encodeURIComponent(other.email)}`);
  await card.getByRole("button", { name: `Löschen: Franz Seite${tag}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Anfrage gelöscht").first()).toBeVisible();
  await expect(page.getByText("Keine passenden Anfragen.")).toBeVisible();

  // On a phone nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScrollOn(page, [
    `/admin/anfragen?suche=${tag}`,
    `${link.pathname}${link.search}`,
    "/admin/anfragen/vorlagen",
  ]);
});

test("on a phone: reservations as cards with status, price and their buttons; the form's range picker and steppers", async ({
  page,
}) => {
  // The form, then every admin tab: more than half a minute on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto("/admin/reservierungen");
  await page.getByRole("button", { name: "Neue Reservierung" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Reservierung" });
  // Yesterday is past: disabled for a new stay.
  const yesterday = new Date(Date.now() - 24 * 3_600_000);
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  if (yesterday.getMonth() === new Date().getMonth()) {
    await expect(dialog.locator(`[data-day="${iso(yesterday)}"] button`)).toBeDisabled();
  }
  await dialog.getByRole("button", { name: /next month|nächsten Monat/i }).click();
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
  const on = (dayOfMonth: number) => iso(new Date(next.getFullYear(), next.getMonth(), dayOfMonth));
  await dialog.locator(`[data-day="${on(10)}"] button`).click();
  await dialog.locator(`[data-day="${on(14)}"] button`).click();
  await expect(dialog.getByLabel("Anreise")).toHaveValue(on(10));
  await expect(dialog.getByLabel("Abreise")).toHaveValue(on(14));
  await dialog.getByRole("button", { name: "Erwachsene: eins weniger" }).click();
  await expect(dialog.getByRole("button", { name: "Erwachsene: eins weniger" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Kinder: eins mehr" }).click();
  await dialog.getByLabel("Vorname").fill("Handy");
  await dialog.getByLabel("Nachname").fill(`Karte${tag}`);
  await dialog.getByLabel("E-Mail").fill(`handy-${tag}@example.com`);
  await dialog.getByLabel("Angebotspreis (EUR)").fill("480");
  expect(await noSidewaysScroll(page)).toBe(0);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Reservierung erstellt").first()).toBeVisible();

  const name = `Handy Karte${tag}`;
  const card = page.getByTestId("reservations-table").locator("tr", { hasText: name });
  await expect(card).toContainText("2 (1+1)");
  await expect(card).toContainText("Vorreserviert");
  await expect(card).toContainText("480,00");
  for (const button of [`Bearbeiten: ${name}`, `Löschen: ${name}`]) {
    const box = await card.getByRole("button", { name: button }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, button).toBe(true);
  }
  expect(await noSidewaysScroll(page)).toBe(0);

  await card.getByRole("button", { name: `Löschen: ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Reservierung gelöscht").first()).toBeVisible();

  await expectNoSidewaysScrollOn(page, adminTabs);
});

test("the figures of a year beside the previous one equal a hand count, also as CSV", async ({
  page,
}) => {
  // Six reservations made through the form, then the figures and the CSV.
  test.setTimeout(90_000);
  // Years no other test books in.
  const year = new Date().getFullYear() + 5;
  const at = (y: number, month: number, dayOfMonth: number) =>
    `${y}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  await signInAsAdmin(page);
  await page.goto("/admin/reservierungen");
  const stays: Stay[] = [
    {
      first: "Kora",
      last: `Juli${tag}`,
      start: at(year, 7, 1),
      end: at(year, 7, 8),
      status: "Gebucht",
      price: "700",
    },
    // Over a month's end: 2 nights in August, 1 in September; 100,01 € is 33,34 + 33,34 + 33,33.
    {
      first: "Kora",
      last: `Herbst${tag}`,
      start: at(year, 8, 30),
      end: at(year, 9, 2),
      status: "Bezahlt",
      price: "100,01",
    },
    {
      first: "Kora",
      last: `Frueher${tag}`,
      start: at(year - 1, 7, 10),
      end: at(year - 1, 7, 20),
      status: "Bezahlt",
      price: "1200",
    },
    // Neither counts.
    {
      first: "Kora",
      last: `Vorreserviert${tag}`,
      start: at(year, 8, 1),
      end: at(year, 8, 5),
      status: "Vorreserviert",
      price: "400",
    },
    {
      first: "Kora",
      last: `Storniert${tag}`,
      start: at(year, 9, 10),
      end: at(year, 9, 14),
      status: "Storniert",
      price: "400",
    },
  ];
  for (const stay of stays) await createReservation(page, stay);

  await page.goto(`/admin?jahr=${year}`);
  const table = page.getByTestId("year-comparison");
  const figure = (month: number | "year", kpi: string) =>
    table.locator(`tr[data-month="${month}"] [data-kpi="${kpi}"]`);
  // The default plan opens 1 May to 31 October: July 31 bookable nights, the year 184.
  await expect(figure(7, "occupancy")).toHaveText(/^22,6\s%$/);
  await expect(figure(7, "nights")).toHaveText("7 / 31");
  await expect(figure(7, "revenue")).toHaveText(/^700,00\s€$/);
  await expect(figure(7, "average-rate")).toHaveText(/^100,00\s€$/);
  await expect(table.locator('tr[data-month="7"]')).toContainText(/Vorjahr: 32,3\s%/);
  await expect(table.locator('tr[data-month="7"]')).toContainText(/Vorjahr: 1\.200,00\s€/);
  await expect(figure(8, "nights")).toHaveText("2 / 31");
  await expect(figure(8, "revenue")).toHaveText(/^66,68\s€$/);
  await expect(figure(9, "revenue")).toHaveText(/^33,33\s€$/);
  await expect(figure(1, "occupancy")).toHaveText("–");
  await expect(figure("year", "nights")).toHaveText("10 / 184");
  await expect(figure("year", "occupancy")).toHaveText(/^5,4\s%$/);
  await expect(figure("year", "revenue")).toHaveText(/^800,01\s€$/);
  await expect(figure("year", "average-rate")).toHaveText(/^80,00\s€$/);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV des Jahres" }).click();
  const csv = readFileSync(await (await download).path(), "utf8").split("\r\n");
  // Texts quoted (decimals are written as text), whole numbers bare: domain/admin/csv.ts.
  expect(csv[7]).toBe(`"${year}-07",31,7,"22.6","700.00","100.00",31,10,"32.3","1200.00","120.00"`);
  expect(csv[13]).toBe(`"${year}",184,10,"5.4","800.01","80.00",184,10,"5.4","1200.00","120.00"`);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(figure(7, "revenue")).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(0);
});

test("the imprint's privacy text says how long inquiries and mails are kept, in every language", async ({
  page,
}) => {
  const promises = {
    de: ["nach 24 Monaten", "nach 30 Tagen", "löschen wir Ihre Anfrage sofort"],
    en: ["after 24 months", "after 30 days", "delete your inquiry at once"],
    it: ["dopo 24 mesi", "dopo 30 giorni", "cancelliamo subito la vostra richiesta"],
  };
  for (const [language, texts] of Object.entries(promises)) {
    await page.goto(`/?lng=${language}`);
    for (const text of texts) await expect(page.locator("#privacy")).toContainText(text);
  }
});
