import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { addDays } from "../../domain/booking/dates";
import { propertyDateOf } from "../../domain/booking/today";
import { reservations } from "../../server/db/schema";
import { createPostgresDatabase } from "../integration/databases";
import { startSmtpCatcher } from "../integration/smtp-catcher";
import { expect, test } from "./fixtures";
import { admin, signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { startTwoInstancesAhead } from "./support/instances-ahead";
import { decodeMail } from "./support/mails";
import { type SiteProcess, stopSite } from "./support/server-process";

// Only sites of this file's own: the worker's site stays as it is.
test.use({ workerSite: false });

/** The structured data of a page: the lodging's rating, or undefined. */
async function aggregateRating(page: Page) {
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(json ?? "{}").aggregateRating as
    | { ratingValue: number; reviewCount: number }
    | undefined;
}

test("arrival mail a week ahead and a thank-you after, once on two instances; a review published", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refused review (400) and the used link (the 404 page logs its path).
  allowConsoleErrors(/status of 400|404/);
  test.skip(
    !process.env.TEST_DATABASE_URL,
    "TEST_DATABASE_URL not set (two instances share PostgreSQL)",
  );
  test.setTimeout(400_000);
  const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  const { db } = postgres.handle;
  const smtp = await startSmtpCatcher();
  let sites: SiteProcess[] = [];

  /** Both instances on the shared database, the clock `days` ahead; after their first check. */
  async function startTwo(days: number) {
    for (const site of sites) await stopSite(site, [page]);
    sites = await startTwoInstancesAhead(days, {
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@example.com",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  }
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => decodeMail(mail.raw));
  const subject = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "";

  async function signIn(base: string) {
    // Cookies do not tell ports apart: start without the session of an earlier instance.
    await page.context().clearCookies();
    await signInAsAdmin(page, base);
  }

  try {
    // Today: Giulia (Italian) arrives in 10 days for a week; Anna leaves as Giulia arrives;
    // Cora's stay on Giulia's dates was cancelled.
    // Days as the site counts them: in the property's time zone.
    const today = propertyDateOf(new Date());
    const plusDays = (n: number) => addDays(today, n);
    const stay = async (firstName: string, values: Partial<typeof reservations.$inferInsert>) => {
      const [row] = await db
        .insert(reservations)
        .values({
          name: `${firstName} Rossi`,
          firstName,
          lastName: "Rossi",
          email: `${firstName.toLowerCase()}@example.com`,
          guests: 2,
          adults: 2,
          startDate: plusDays(10),
          endDate: plusDays(17),
          status: "booked",
          ...values,
        })
        .returning({ id: reservations.id });
      return row.id;
    };
    await stay("Giulia", { language: "it" });
    const anna = await stay("Anna", { startDate: plusDays(8), endDate: plusDays(10) });
    await stay("Cora", { status: "cancelled" });

    // The owners turn the arrival mail off for Anna's stay.
    await startTwo(0);
    await signIn(sites[0].url);
    await page.goto(`${sites[0].url}/admin/reservierungen?aufenthalt=${anna}`);
    const mails = page.getByRole("region", { name: "Automatische Mails" });
    await mails.getByLabel("Anreise-Information").uncheck();
    await mails.getByRole("button", { name: "Speichern" }).click();
    await expect(
      mails.getByText("Automatische Mails dieses Aufenthalts gespeichert"),
    ).toBeVisible();
    await expect(mails.getByLabel("Anreise-Information")).not.toBeChecked();
    await expect(mails.getByLabel("Dankesmail mit Bewertungslink")).toBeChecked();
    const [muted] = await db
      .select({ muted: reservations.mutedMessages })
      .from(reservations)
      .where(eq(reservations.id, anna));
    expect(muted.muted).toEqual(["arrival"]);
    expect(smtp.mails.filter((mail) => !mail.to.includes("owner@"))).toEqual([]);

    // Three days on, a week before Giulia's arrival, on two instances.
    await startTwo(3);
    await expect.poll(() => mailsTo("giulia@example.com").length, { timeout: 30_000 }).toBe(1);
    const arrivalMail = mailsTo("giulia@example.com")[0];
    expect(subject(arrivalMail)).toBe("Ferienwohnung Almblick: informazioni per il vostro arrivo");
    expect(arrivalMail).toContain("Check-in: dalle 15:00 alle 20:00");
    expect(arrivalMail).toContain("/gaesteinformationen?lng=it");

    // A day after Giulia's departure, again on two instances: the thank-you with its link.
    await startTwo(18);
    await expect.poll(() => mailsTo("giulia@example.com").length, { timeout: 30_000 }).toBe(2);
    const thanks = mailsTo("giulia@example.com")[1];
    expect(subject(thanks)).toBe("Ferienwohnung Almblick: grazie per il vostro soggiorno");
    const link = /(http:\/\/127\.0\.0\.1:\d+\/bewertung\?code=[\w-]{43}&lng=it)/.exec(thanks)?.[1];
    expect(link).toBeTruthy();
    // Anna got her thank-you but never the arrival mail; Cora, cancelled, nothing at all.
    await expect.poll(() => mailsTo("anna@example.com").length, { timeout: 30_000 }).toBe(1);
    const annas = mailsTo("anna@example.com")[0];
    expect(annas).toContain("vielen Dank, dass Sie bei uns zu Gast waren");
    expect(annas).not.toContain("Check-in");
    expect(mailsTo("cora@example.com")).toEqual([]);

    // Before the review: the home page as it was.
    const home = sites[1].url;
    await page.goto(`${home}/?lng=it`);
    const before = await aggregateRating(page);
    expect(before).toEqual(expect.objectContaining({ reviewCount: 2 }));

    // Giulia writes a 5-star review in Italian, with the keyboard for the stars.
    await page.goto(link as string);
    await expect(
      page.getByRole("heading", { name: "Com'è andato il vostro soggiorno?" }),
    ).toBeVisible();
    await expect(page.getByText("Il vostro nome apparirà così: Giulia R.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // On the narrowest phone, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    // Refused in words first: markup is not taken.
    await page.getByRole("radio", { name: "5 stelle" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "5 stelle" })).toBeChecked();
    await page.getByLabel("La vostra recensione").fill("<b>Bellissimo</b>");
    await page.getByRole("button", { name: "Invia la recensione" }).click();
    await expect(page.getByText("Scrivete senza tag HTML")).toBeVisible();
    await expect(page.getByRole("radio", { name: "5 stelle" })).toBeChecked();
    await page
      .getByLabel("La vostra recensione")
      .fill("Una settimana splendida: vista meravigliosa e padroni di casa gentilissimi.");
    await page.getByRole("button", { name: "Invia la recensione" }).click();
    await expect(page.getByRole("heading", { name: "Grazie mille!" })).toBeVisible();

    // Not on the home page until the owners publish it.
    for (const path of ["/?lng=de", "/?lng=en", "/?lng=it"]) {
      await page.goto(`${home}${path}`);
      await expect(page.locator("#reviews")).not.toContainText("Giulia R.");
    }
    await expect(page.locator("#reviews")).toContainText("29 ospiti hanno condiviso");

    // The owners see it counted on the tab and publish it.
    await signIn(sites[0].url);
    await page.goto(`${sites[0].url}/admin`);
    const tab = page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Bewertungen/ });
    await expect(tab.getByTestId("new-reviews")).toHaveText(/^1/);
    await tab.click();
    const card = page.getByTestId("owner-review").filter({ hasText: "Giulia R." });
    await expect(card).toContainText("auf Italienisch");
    await card.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(card).toContainText("Veröffentlicht");
    await expect(tab.getByTestId("new-reviews")).toHaveCount(0);

    // Now on the home page in every language, the count one higher, the rating changed.
    const shown = [
      ["/?lng=de", "auf Italienisch", "30 Gäste haben ihr Feedback geteilt"],
      ["/?lng=en", "in Italian", "30 guests have shared feedback"],
      ["/?lng=it", "in italiano", "30 ospiti hanno condiviso la loro opinione"],
    ];
    for (const [path, language, count] of shown) {
      await page.goto(`${home}${path}`);
      const reviews = page.locator("#reviews");
      await expect(reviews).toContainText(count);
      const giulia = reviews.getByRole("listitem").filter({ hasText: "Giulia R." });
      await expect(giulia).toContainText("Una settimana splendida");
      await expect(giulia).toContainText(language);
      await expect(giulia.locator('blockquote[lang="it"]')).toHaveCount(1);
      // The built-in ones stay first.
      await expect(reviews.getByRole("listitem").first()).toContainText("Sabine M.");
      expect(await aggregateRating(page)).toEqual(
        expect.objectContaining({ ratingValue: 5, reviewCount: 3 }),
      );
    }
    expect(await aggregateRating(page)).not.toEqual(before);

    // The link refuses a second review.
    const again = await page.goto(link as string);
    expect(again?.status()).toBe(404);
    const posted = await fetch(link as string, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(link as string).origin,
      },
      body: "rating=1&text=Ancora",
    });
    expect(posted.status).toBe(404);
  } finally {
    for (const site of sites) await stopSite(site);
    await smtp.stop();
    await postgres.handle.close();
    await postgres.drop();
  }
});
