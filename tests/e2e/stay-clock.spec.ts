import { eq } from "drizzle-orm";
import { defaultStayTemplates } from "../../content/stay-templates";
import { addDays } from "../../domain/booking/dates";
import { propertyDateOf } from "../../domain/booking/today";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { defaultHouseFacts } from "../../domain/site/house-facts";
import { suggestedOfferTerms } from "../../domain/stays/offer-terms";
import { emailOutbox, reservations } from "../../server/db/schema";
import { applyStayEvent, lockStay } from "../../server/stays/lifecycle";
import { acceptOffer, sendOffer } from "../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../server/stays/payment-settings";
import { recordPayment } from "../../server/stays/payments";
import { loadStay } from "../../server/stays/stay-mail";
import { createPostgresDatabase } from "../integration/databases";
import { startSmtpCatcher } from "../integration/smtp-catcher";
import { ownerAccount, paymentDefaults } from "../support/owners-payments";
import { expect, test } from "./fixtures";
import { admin, signInAsAdmin } from "./support/admin";
import { day } from "./support/booking";
import { startTwoInstancesAhead } from "./support/instances-ahead";
import { decodeMail } from "./support/mails";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

// Only sites of this file's own: the worker's site stays as it is.
test.use({ workerSite: false });

const owner = "owner@example.com";

test("nine days on, two instances: an unpaid offer runs out, a paid one stays; reminders once", async ({
  browser,
}) => {
  test.skip(
    !process.env.TEST_DATABASE_URL,
    "TEST_DATABASE_URL not set (two instances share PostgreSQL)",
  );
  test.setTimeout(120_000);
  const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  const { db } = postgres.handle;
  const smtp = await startSmtpCatcher();
  const sites: SiteProcess[] = [];
  try {
    // Today: three stays with offers, as the owners made them.
    const now = new Date();
    // Days as the site counts them: in the property's time zone.
    const today = propertyDateOf(now);
    const plusDays = (n: number) => addDays(today, n);
    await savePaymentSettings(db, { ...paymentDefaults, account: ownerAccount }, owner);
    const context = {
      now,
      siteUrl: "https://almblick.example",
      ownerEmail: owner,
      payment: await readPaymentSettings(db),
    };
    const stay = async (firstName: string, language: string, start: string, end: string) => {
      const [row] = await db
        .insert(reservations)
        .values({
          name: `${firstName} Test`,
          firstName,
          lastName: "Test",
          email: `${firstName.toLowerCase()}@example.com`,
          guests: 2,
          adults: 2,
          startDate: start,
          endDate: end,
          status: "pre_reserved",
          offerPrice: "1000.00",
          language,
        })
        .returning();
      const terms = suggestedOfferTerms(100_000, start, today, paymentDefaults);
      const message = defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer[
        language as "de" | "it"
      ];
      await sendOffer(db, row.id, { terms, reason: "", message, by: owner }, context);
      return row.id;
    };
    const tokenOf = async (id: string) => (await loadStay(db, id))?.stay.guestToken as string;
    // Anna never answers; Giulia accepts and does not pay; Carla paid her deposit, arrives soon.
    await stay("Anna", "de", day(8, 1), day(8, 8));
    const giulia = await stay("Giulia", "it", day(7, 10), day(7, 17));
    await acceptOffer(db, await tokenOf(giulia), context);
    const carla = await stay("Carla", "de", plusDays(39), plusDays(46));
    await acceptOffer(db, await tokenOf(carla), context);
    await recordPayment(
      db,
      carla,
      { amountCents: 30_000, receivedOn: today, method: "transfer" },
      { ...context, by: owner },
    );
    const cancelled = await stay("Cora", "de", day(9, 1), day(9, 8));
    // Cancelled by the owners, as the reservation form does it.
    await db.transaction(async (tx) => {
      const loaded = await lockStay(tx, cancelled);
      if (!loaded) throw new Error("the stay to cancel is gone");
      await applyStayEvent(tx, loaded, "cancelled_by_owners", { actor: owner }, context);
    });
    // Paula pays the deposit straight from the offer mail, without accepting on her page.
    const paula = await stay("Paula", "de", day(10, 2), day(10, 9));
    // Today's mails (the offers, the acceptances) went out today: only what the nine days
    // bring is counted.
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now })
      .where(eq(emailOutbox.status, "pending"));
    const mailsTo = (address: string) =>
      smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => decodeMail(mail.raw));
    const subject = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "";

    // Today, on a phone, the owners see her transfer and record it with one tap.
    const today_ = await startSite({
      DATA_DIR: newDataDir(),
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: owner,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Today's checks ran with the offers; this instance is only the owners' phone.
      JOBS_FIRST_CHECK_SECONDS: "3600",
    });
    sites.push(today_);
    const phone = await browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
    });
    const page = await phone.newPage();
    await signInAsAdmin(page, today_.url);
    await page.goto(`${today_.url}/admin/reservierungen?aufenthalt=${paula}`);
    await page.getByRole("button", { name: "Anzahlung 300,00 € eingegangen" }).tap();
    await expect(page.getByTestId("stay-status")).toHaveText("Gebucht");
    await expect(page.getByTestId("stay-history")).toContainText("Buchungsbestätigung");
    await phone.close();
    // She gets the booking confirmation, in her language, with the amounts.
    await expect.poll(() => mailsTo("paula@example.com").length, { timeout: 15_000 }).toBe(1);
    const confirmation = mailsTo("paula@example.com")[0];
    expect(subject(confirmation)).toContain("Buchungsbestätigung");
    expect(confirmation).toMatch(/Bei uns eingegangen: 300\s€/);
    await stopSite(today_);
    sites.length = 0;

    // Nine days later, on two instances sharing the database.
    sites.push(
      ...(await startTwoInstancesAhead(9, {
        DATABASE_URL: postgres.url,
        SMTP_URL: smtp.url,
        OWNER_EMAIL: owner,
      })),
    );
    await expect.poll(() => mailsTo("anna@example.com").length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailsTo("giulia@example.com").length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailsTo("carla@example.com").length, { timeout: 15_000 }).toBe(1);

    expect(subject(mailsTo("anna@example.com")[0])).toContain("abgelaufen");
    expect(mailsTo("giulia@example.com")[0]).toContain("non ci è ancora arrivato");
    expect(mailsTo("carla@example.com")[0]).toContain("Restzahlung von 700");
    expect(mailsTo("cora@example.com")).toEqual([]);
    // Anna's nights are free again: the site no longer shows them taken.
    const shown = (await (await fetch(`${sites[0].url}/api/availability`)).json()) as Array<{
      start_date: string;
      status: string;
    }>;
    expect(shown.find((record) => record.start_date === day(8, 1))).toEqual(
      expect.objectContaining({ status: "pre_reserved" }),
    );
    // Paula's hold ran out too, but her money booked the stay: no expiry, the nights stay hers.
    expect(shown.find((record) => record.start_date === day(10, 2))).toEqual(
      expect.objectContaining({ status: "booked" }),
    );
    expect((await loadStay(db, paula))?.stay.status).toBe("booked");
    expect(mailsTo("paula@example.com").map(subject)).toEqual([
      expect.stringContaining("Buchungsbestätigung"),
    ]);
    // The owners' mails may leave after the guests'.
    const ownerSubjects = () => mailsTo(owner).map(subject);
    await expect
      .poll(() => ownerSubjects().filter((s) => s.includes("Angebot abgelaufen")))
      .toHaveLength(1);
    await expect
      .poll(() => ownerSubjects().filter((s) => s.includes("Erinnerungen")))
      .toHaveLength(1);
  } finally {
    for (const site of sites) await stopSite(site);
    await smtp.stop();
    await postgres.handle.close();
    await postgres.drop();
  }
});
