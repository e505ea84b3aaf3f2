import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { defaultStayTemplates } from "../../content/stay-templates";
import { defaultContactFacts } from "../../domain/contact/contact-facts";
import { defaultHouseFacts } from "../../domain/site/house-facts";
import { suggestedOfferTerms } from "../../domain/stays/offer-terms";
import { getAvailability } from "../../server/availability";
import { emailOutbox, paymentSettings, reservations, stayEvents } from "../../server/db/schema";
import { stayHistory } from "../../server/stays/history";
import {
  acceptOffer,
  cancelByGuest,
  expireOffers,
  type OfferContext,
  sendOffer,
} from "../../server/stays/offers";
import { readPaymentSettings, savePaymentSettings } from "../../server/stays/payment-settings";
import { recordPayment } from "../../server/stays/payments";
import { sendStayReminders } from "../../server/stays/reminders";
import { loadStay } from "../../server/stays/stay-mail";
import { ownerAccount as account, paymentDefaults as defaults } from "../support/owners-payments";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

const start = new Date("2027-03-01T09:00:00Z");
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);

describeWithDatabase("offers, payments and reminders", (getDb) => {
  let context: OfferContext;

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, stayEvents, emailOutbox, reservations, paymentSettings);
    await savePaymentSettings(db, { ...defaults, account }, "owner@example.com");
    context = {
      now: start,
      siteUrl: "https://almblick.example",
      ownerEmail: "owner@example.com",
      payment: await readPaymentSettings(db),
    };
  });

  async function preReserved(firstName: string, language = "de") {
    const [row] = await getDb()
      .db.insert(reservations)
      .values({
        ...stayGuest(firstName, "Rossi"),
        startDate: "2027-08-07",
        endDate: "2027-08-14",
        status: "pre_reserved",
        offerPrice: "1126.40",
        language,
      })
      .returning();
    return row.id;
  }

  const offerOf = (totalCents = 112_640) => ({
    terms: suggestedOfferTerms(totalCents, "2027-08-07", "2027-03-01", defaults),
    reason: "",
    message: defaultStayTemplates(defaultContactFacts, defaultHouseFacts).offer.it,
    by: "owner@example.com",
  });

  const mailsTo = async (to: string) =>
    (await getDb().db.select().from(emailOutbox)).filter((mail) => mail.to === to);

  it("holds the nights for everyone else and mails the guest their page", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia", "it");
    const other = await preReserved("Paolo");
    expect(await getAvailability(db, "2027-03-01")).toEqual([
      expect.objectContaining({ status: "pre_reserved" }),
      expect.objectContaining({ status: "pre_reserved" }),
    ]);

    const sent = await sendOffer(db, id, offerOf(), context);
    expect(sent).toEqual({ ok: true, holdUntil: days(3) });
    const shown = await getAvailability(db, "2027-03-01");
    expect(shown.map((record) => record.status).sort()).toEqual(["booked", "pre_reserved"]);

    // The other family's stay cannot hold the same nights.
    expect(await sendOffer(db, other, offerOf(), context)).toEqual({
      ok: false,
      reason: "clash",
    });

    const [mail] = await mailsTo("giulia@example.com");
    const stay = (await loadStay(db, id))?.stay;
    expect(stay?.reference).toMatch(/^FW-[2-9A-HJKMNP-Z]{6}$/);
    expect(mail.subject).toContain("offerta");
    expect(mail.text).toContain(
      `https://almblick.example/aufenthalt?code=${stay?.guestToken}&lng=it`,
    );
    expect(mail.text).toMatch(/Acconto: 338(,00)?\u00a0€ entro il 8 marzo 2027/);
    expect(mail.text).toContain("AT61 1904 3002 3457 3201");
    expect(mail.text).toContain(`Causale: ${stay?.reference}`);
  });

  it("refuses an offer before the owners entered their account", async () => {
    const id = await preReserved("Giulia");
    const noAccount = { ...context, payment: { ...context.payment, account: null } };
    expect(await sendOffer(getDb().db, id, offerOf(), noAccount)).toEqual({
      ok: false,
      reason: "no-account",
    });
  });

  it("follows the money: accepted, deposit booked, balance paid, never back", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia", "it");
    await sendOffer(db, id, offerOf(), context);
    const token = (await loadStay(db, id))?.stay.guestToken as string;

    expect(await acceptOffer(db, token, { ...context, now: days(1) })).toEqual({ ok: true });
    expect(await acceptOffer(db, token, { ...context, now: days(1) })).toEqual({
      ok: false,
      reason: "not-open",
    });
    let stay = (await loadStay(db, id))?.stay;
    expect(stay).toMatchObject({ status: "pre_reserved", holdsDates: true, holdUntil: null });
    expect(await mailsTo("owner@example.com")).toHaveLength(1);

    const by = { ...context, by: "owner@example.com", now: days(5) };
    const deposit = { amountCents: 33_800, receivedOn: "2027-03-05", method: "transfer" as const };
    expect(await recordPayment(db, id, deposit, by)).toEqual({
      ok: true,
      status: "booked",
      changed: true,
    });
    const balance = { amountCents: 78_840, receivedOn: "2027-07-01", method: "transfer" as const };
    expect(await recordPayment(db, id, balance, by)).toEqual({
      ok: true,
      status: "paid",
      changed: true,
    });
    const refund = { amountCents: -10_000, receivedOn: "2027-07-02", method: "other" as const };
    expect(await recordPayment(db, id, refund, by)).toEqual({
      ok: true,
      status: "paid",
      changed: false,
    });

    stay = (await loadStay(db, id))?.stay;
    expect(stay?.status).toBe("paid");
    const kinds = (await stayHistory(db, id)).map((event) => event.kind);
    expect(kinds).toEqual([
      "offer_sent",
      "message",
      "offer_accepted",
      "message",
      "payment",
      "status",
      "message",
      "payment",
      "status",
      "message",
      "refund",
    ]);
    // The family heard of each step: the offer, its acceptance, the deposit, the whole sum.
    const kindsMailed = (await mailsTo("giulia@example.com")).map((mail) => mail.kind);
    expect(kindsMailed).toEqual(["stay-offer", "stay-accepted", "stay-confirmed", "stay-paid"]);
  });

  it("leaves a status the owners set by hand", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia");
    await db.update(reservations).set({ statusByHand: true }).where(eq(reservations.id, id));
    await sendOffer(db, id, offerOf(), context);
    const payment = { amountCents: 112_640, receivedOn: "2027-03-05", method: "cash" as const };
    expect(
      await recordPayment(db, id, payment, { ...context, by: "owner@example.com", now: days(4) }),
    ).toEqual({ ok: true, status: "pre_reserved", changed: false });
  });

  it("lets an unanswered offer run out once, freeing its nights and telling both sides", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia", "it");
    await sendOffer(db, id, offerOf(), context);
    const token = (await loadStay(db, id))?.stay.guestToken as string;

    expect(await expireOffers(db, { ...context, now: days(2) })).toBe(0);
    const late = { ...context, now: days(3) };
    // Past its end the guest can no longer accept, even before the check released it.
    expect(await acceptOffer(db, token, late)).toEqual({ ok: false, reason: "expired" });
    const [first, second] = await Promise.all([expireOffers(db, late), expireOffers(db, late)]);
    expect(first + second).toBe(1);

    expect((await getAvailability(db, "2027-03-01")).map((record) => record.status)).toEqual([
      "pre_reserved",
    ]);
    const guestMails = await mailsTo("giulia@example.com");
    expect(guestMails.map((mail) => mail.kind)).toEqual(["stay-offer", "stay-expired"]);
    expect(guestMails[1].subject).toContain("scaduta");
    const ownerMails = await mailsTo("owner@example.com");
    expect(ownerMails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Angebot abgelaufen"),
    ]);
  });

  it("reminds of an overdue deposit once, however many instances check", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia", "it");
    await sendOffer(db, id, offerOf(), context);
    const token = (await loadStay(db, id))?.stay.guestToken as string;
    await acceptOffer(db, token, { ...context, now: days(1) });

    const overdue = { ...context, now: days(9) };
    const runs = await Promise.all([
      sendStayReminders(db, overdue),
      sendStayReminders(db, overdue),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await sendStayReminders(db, overdue)).toBe(0);
    const kinds = (await mailsTo("giulia@example.com")).map((mail) => mail.kind);
    expect(kinds).toEqual(["stay-offer", "stay-accepted", "stay-overdue"]);
    const summaries = (await mailsTo("owner@example.com")).filter((m) => m.kind === "stay-summary");
    expect(summaries).toHaveLength(1);
    expect(summaries[0].text).toContain("Anzahlung überfällig");

    // The deposit arrives; the balance reminder goes out on its day, 30 days before arrival.
    const deposit = { amountCents: 33_800, receivedOn: "2027-03-10", method: "transfer" as const };
    await recordPayment(db, id, deposit, { ...context, by: "owner@example.com", now: days(9) });
    expect(await sendStayReminders(db, { ...context, now: new Date("2027-07-07T09:00:00Z") })).toBe(
      0,
    );
    expect(await sendStayReminders(db, { ...context, now: new Date("2027-07-08T09:00:00Z") })).toBe(
      1,
    );
    expect((await mailsTo("giulia@example.com")).at(-1)?.subject).toContain("saldo");
  });

  it("lets the guest cancel: nights free at once, both sides told", async () => {
    const { db } = getDb();
    const id = await preReserved("Giulia", "it");
    await sendOffer(db, id, offerOf(), context);
    const token = (await loadStay(db, id))?.stay.guestToken as string;
    expect(await cancelByGuest(db, token, context)).toEqual({ ok: true });
    expect(await cancelByGuest(db, token, context)).toEqual({ ok: false, reason: "not-open" });
    expect((await loadStay(db, id))?.stay).toMatchObject({
      status: "cancelled",
      holdsDates: false,
    });
    expect(await getAvailability(db, "2027-03-01")).toEqual([]);
    expect((await mailsTo("giulia@example.com")).map((m) => m.kind)).toEqual([
      "stay-offer",
      "stay-cancelled",
    ]);
    expect((await mailsTo("owner@example.com"))[0].subject).toContain("Storniert vom Gast");
  });
});
