import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  emailOutbox,
  guestInfoPdf,
  guestMessageSettings,
  replyTemplates,
  reservations,
  reviewInvitations,
  stayEvents,
} from "../../server/db/schema";
import { saveGuestInfoPdf } from "../../server/guest-info-pdf";
import { saveGuestMessageSettings } from "../../server/stays/guest-message-settings";
import { stayHistory } from "../../server/stays/history";
import { readPaymentSettings } from "../../server/stays/payment-settings";
import { type ScheduleContext, sendScheduledMessages } from "../../server/stays/scheduled-messages";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

// The stays of the test arrive on 10 July 2027 and leave on 17 July.
const arrival = "2027-07-10";
const departure = "2027-07-17";
/** Noon in Vienna of a day of July 2027. */
const noonOf = (day: string) => new Date(`${day}T10:00:00Z`);

describeWithDatabase("scheduled guest messages", (getDb) => {
  let context: ScheduleContext;

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(
      db,
      stayEvents,
      emailOutbox,
      reviewInvitations,
      reservations,
      replyTemplates,
      guestMessageSettings,
      guestInfoPdf,
    );
    context = {
      now: noonOf("2027-07-03"),
      siteUrl: "https://almblick.example",
      ownerEmail: "owner@example.com",
      payment: await readPaymentSettings(db),
      guestInfoPdfUrl: "https://almblick.example/gaestemappe.pdf",
    };
  });

  async function stay(
    firstName: string,
    values: Partial<typeof reservations.$inferInsert> = {},
  ): Promise<string> {
    const [row] = await getDb()
      .db.insert(reservations)
      .values({
        ...stayGuest(firstName, "Rossi"),
        startDate: arrival,
        endDate: departure,
        status: "booked",
        language: "it",
        ...values,
      })
      .returning({ id: reservations.id });
    return row.id;
  }

  const mails = () => getDb().db.select().from(emailOutbox);
  const at = (day: string) => ({ ...context, now: noonOf(day) });

  it("sends the arrival information 7 days ahead, once, even from two runs at once", async () => {
    const { db } = getDb();
    const giulia = await stay("Giulia");
    await stay("Cora", { status: "cancelled" });
    await stay("Pia", { status: "pre_reserved" });
    // Paola arrives the day Giulia leaves.
    await stay("Paola", {
      status: "paid",
      language: "de",
      startDate: departure,
      endDate: "2027-07-24",
    });

    expect(await sendScheduledMessages(db, at("2027-07-02"))).toBe(0);
    const runs = await Promise.all([
      sendScheduledMessages(db, at("2027-07-03")),
      sendScheduledMessages(db, at("2027-07-03")),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    // Each day until the arrival: nothing new for Giulia; on the 10th, Paola's day has come.
    expect(await sendScheduledMessages(db, at("2027-07-09"))).toBe(0);
    expect(await sendScheduledMessages(db, at(arrival))).toBe(1);

    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(["giulia@example.com", "paola@example.com"]);
    const italian = sent.find((mail) => mail.to === "giulia@example.com")!;
    expect(italian.kind).toBe("stay-arrival");
    expect(italian.replyTo).toBe("owner@example.com");
    expect(italian.subject).toBe("Ferienwohnung Almblick: informazioni per il vostro arrivo");
    expect(italian.text).toContain("Gentile Giulia,");
    expect(italian.text).toContain("Check-in: dalle 15:00 alle 20:00");
    expect(italian.text).toContain("(10 luglio 2027)");
    expect(italian.text).toContain("+43 664 1234567");
    expect(italian.text).toContain("https://almblick.example/gaesteinformationen?lng=it");
    expect(italian.text).toContain(
      "La nostra guida per gli ospiti in PDF: https://almblick.example/gaestemappe.pdf",
    );
    const german = sent.find((mail) => mail.to === "paola@example.com")!;
    expect(german.subject).toBe("Ferienwohnung Almblick: Ihre Anreise am 17. Juli 2027");
    expect(german.text).toContain("https://almblick.example/gaesteinformationen\n");

    const history = await stayHistory(db, giulia);
    expect(history).toEqual([
      expect.objectContaining({
        actor: "system",
        kind: "message",
        messageKey: "arrival:2027-07-10",
        detail: expect.objectContaining({ message: "arrival", to: "giulia@example.com" }),
      }),
    ]);
  });

  it("without a PDF configured leaves no empty line behind", async () => {
    await stay("Giulia");
    await sendScheduledMessages(getDb().db, { ...context, guestInfoPdfUrl: null });
    const [mail] = await mails();
    expect(mail.text).not.toContain("PDF");
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.text).toContain("gaesteinformationen?lng=it\n\nBuon viaggio!");
  });

  it("links the owners' uploaded PDF instead of the configured one", async () => {
    await stay("Giulia");
    const author = { email: "owner@example.com", at: context.now };
    const pdf = new File(["%PDF-1.7\n%%EOF\n"], "guida.pdf", { type: "application/pdf" });
    expect(await saveGuestInfoPdf(getDb().db, pdf, author)).toEqual({ ok: true });
    await sendScheduledMessages(getDb().db, context);
    const [mail] = await mails();
    expect(mail.text).toMatch(
      /La nostra guida per gli ospiti in PDF: https:\/\/almblick\.example\/gaesteinformationen\.pdf\?v=[A-Za-z0-9_-]{12}\n/,
    );
    expect(mail.text).not.toContain("gaestemappe");
  });

  it("thanks a day after departure with a single-use review link, once", async () => {
    const { db } = getDb();
    const giulia = await stay("Giulia");
    expect(await sendScheduledMessages(db, at(departure))).toBe(0);
    const runs = await Promise.all([
      sendScheduledMessages(db, at("2027-07-18")),
      sendScheduledMessages(db, at("2027-07-18")),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await sendScheduledMessages(db, at("2027-07-19"))).toBe(0);

    const [mail] = await mails();
    expect(mail.kind).toBe("stay-thanks");
    expect(mail.subject).toBe("Ferienwohnung Almblick: grazie per il vostro soggiorno");
    const [invitation] = await db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.reservationId, giulia));
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.usedAt).toBeNull();
    expect(mail.text).toContain(
      `https://almblick.example/bewertung?code=${invitation.token}&lng=it`,
    );
  });

  it("sends nothing turned off for everyone or for the stay; the owners' text where saved", async () => {
    const { db } = getDb();
    // Giulia stays two nights, Paola arrives as she leaves: both arrive within a week.
    await stay("Giulia", { endDate: "2027-07-12", mutedMessages: ["arrival"] });
    await stay("Paola", { language: "de", startDate: "2027-07-12" });
    await db.insert(replyTemplates).values({
      kind: "arrival",
      language: "de",
      subject: "Bis bald, {vorname}!",
      body: "Anreise am {anreise}: {gaesteinfo}",
    });
    expect(await sendScheduledMessages(db, at("2027-07-05"))).toBe(1);
    const [mail] = await mails();
    expect(mail.to).toBe("paola@example.com");
    expect(mail.subject).toBe("Bis bald, Paola!");
    expect(mail.text).toBe(
      "Anreise am 12. Juli 2027: https://almblick.example/gaesteinformationen",
    );

    await saveGuestMessageSettings(
      db,
      {
        arrivalEnabled: true,
        arrivalDaysBefore: 7,
        thanksEnabled: false,
        thanksDaysAfter: 1,
        feedbackElsewhere: 29,
      },
      "owner@example.com",
    );
    expect(await sendScheduledMessages(db, at("2027-07-18"))).toBe(0);
  });
});
