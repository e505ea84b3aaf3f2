import type { Page } from "@playwright/test";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { day, summer } from "./support/booking";
import { mailsTo } from "./support/mails";

// The owners' side of an offer on a phone (375 px): they enter their account (an invalid IBAN
// is refused in words and nothing is saved), send an offer from an Italian inquiry (the guest
// gets it from the site's SMTP server), see it waiting on the admin start, and record the
// deposit ("Gebucht") and the balance ("Bezahlt").

/** Letters only, new each run: this test's guest is found by it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);
const guest = { first: "Giulia", last: `Offerta${tag}`, email: `offer-${tag}@example.com` };
const name = `${guest.first} ${guest.last}`;
// Off-season nights of next year's September, which no other test of this site books.
const start = day(9, 20, summer + 1);
const end = day(9, 27, summer + 1);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** "1126,40" → cents. */
const cents = (euros: string) => Math.round(Number(euros.replace(",", ".")) * 100);
const euros = (amount: number) =>
  `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, "0")}`;

test.use({ viewport: { width: 375, height: 800 } });

test("the owners set their account, send an offer from an inquiry and record the money", async ({
  page,
  baseURL,
  allowConsoleErrors,
}) => {
  test.setTimeout(300_000);
  // The refused posts are answered 400.
  allowConsoleErrors(/status of 400/);
  await signInAsAdmin(page);

  // The account: an invalid IBAN is refused in words, and nothing is saved.
  await page.goto("/admin/zahlungen");
  const iban = page.getByLabel("IBAN", { exact: true });
  const before = await iban.inputValue();
  await page.getByLabel("Kontoinhaber").fill("Maria Gruber");
  await iban.fill("AT61 1904 3002 3457 3202");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("form-result")).toContainText("Nicht gespeichert");
  await expect(iban).toHaveAccessibleDescription(/Diese IBAN ist ungültig/);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page), "Zahlungen").toEqual([]);
  await page.goto("/admin/zahlungen");
  await expect(iban).toHaveValue(before);
  await page.getByLabel("Kontoinhaber").fill("Maria Gruber");
  await iban.fill("AT61 1904 3002 3457 3201");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("form-result")).toContainText("Zahlungsdaten gespeichert");
  await expect(iban).toHaveValue("AT61 1904 3002 3457 3201");

  // An Italian guest asks for a week.
  const asked = await page.request.post("/buchung?lng=it", {
    headers: { Origin: baseURL! },
    form: {
      ...inquiryFields({
        first_name: guest.first,
        last_name: guest.last,
        contact_email: guest.email,
        adults: "2",
        children: "0",
        message: "",
        preferred_start_date: start,
        preferred_end_date: end,
      }),
      company_website: "",
    },
  });
  expect(asked.status()).toBe(200);

  try {
    // The owners open the offer from the inquiry: the quote, the suggested terms, the Italian text.
    await page.goto(`/admin/anfragen?suche=${encodeURIComponent(guest.email)}`);
    const card = page.getByTestId("inquiry");
    await expect(card).toHaveCount(1);
    await card.getByRole("link", { name: "Angebot senden" }).click();
    await expect(page.getByRole("heading", { name: `Angebot an ${name}` })).toBeVisible();
    const total = cents(await page.getByLabel("Gesamtpreis (EUR)").inputValue());
    const deposit = cents(await page.getByLabel("Anzahlung (EUR)").inputValue());
    expect(total).toBeGreaterThan(0);
    expect(deposit).toBe(Math.round((total * 0.3) / 100) * 100);
    await expect(page.getByLabel("Betreff")).toHaveValue(/offerta/);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page), "offer form").toEqual([]);
    await page.getByRole("button", { name: "Angebot senden" }).click();

    // The stay's panel: held, the offer open, nothing paid yet.
    await expect(page.getByTestId("stay-notice")).toHaveText(
      "Angebot gesendet: Die Termine sind jetzt für andere belegt.",
    );
    await expect(page.getByTestId("stay-status")).toHaveText("Vorreserviert");
    await expect(page.getByTestId("stay-holds")).toContainText("Hält die Termine bis");
    await expect(page.getByTestId("offer-state")).toContainText("Offen, wartet auf Antwort bis");
    await expect(page.getByTestId("stay-history")).toContainText("Angebot gesendet");
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page), "stay panel").toEqual([]);
    const stayUrl = page.url().replace("&hinweis=angebot", "");

    // The guest's mail came through the site's SMTP server, in Italian, with the link and account.
    await expect
      .poll(() => mailsTo(guest.email).find((mail) => mail.includes("offerta")), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = mailsTo(guest.email).find((m) => m.includes("offerta"))!;
    expect(mail).toContain("AT61 1904 3002 3457 3201");
    expect(mail).toMatch(/\/aufenthalt\?code=[A-Za-z0-9_-]{43}&lng=it/);
    await expect(page.getByTestId("guest-link")).toContainText("&lng=it");

    // The admin start lists the offer waiting for the guest's answer.
    await page.goto("/admin");
    const waiting = page.getByTestId("agenda-waiting");
    await expect(waiting).toContainText(name);
    await expect(waiting).toContainText("Frist");
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page), "admin start").toEqual([]);
    await waiting.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(stayUrl);

    // Nonsense is refused in words; the deposit makes it booked, the balance paid.
    await page.getByLabel("Betrag (EUR)").fill("dreihundert");
    await page.getByRole("button", { name: "Zahlung erfassen" }).click();
    await expect(page.getByLabel("Betrag (EUR)")).toHaveAccessibleDescription(
      /Bitte einen Betrag in Euro angeben/,
    );
    await page.getByLabel("Betrag (EUR)").fill(euros(deposit));
    await page.getByLabel("Art").selectOption({ label: "Überweisung" });
    await page.getByRole("button", { name: "Zahlung erfassen" }).click();
    await expect(page.getByTestId("stay-notice")).toHaveText(
      "Zahlung erfasst. Status jetzt: Gebucht.",
    );
    await expect(page.getByTestId("stay-status")).toHaveText("Gebucht");
    await page.getByLabel("Betrag (EUR)").fill(euros(total - deposit));
    await page.getByRole("button", { name: "Zahlung erfassen" }).click();
    await expect(page.getByTestId("stay-status")).toHaveText("Bezahlt");
    await expect(page.getByTestId("open-balance")).toHaveText("beglichen");
    await expect(page.getByTestId("stay-history")).toContainText("Status geändert");
    expect(await sidewaysScroll(page)).toBe(0);
  } finally {
    // The nights go back to the other tests of this site.
    await page.goto("/admin/reservierungen");
    const remove = page.getByRole("button", { name: `Löschen: ${name}` });
    if ((await remove.count()) > 0) {
      await remove.click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
      await expect(remove).toHaveCount(0);
    }
  }
});
