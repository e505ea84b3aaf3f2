import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retryDelayMs } from "../../domain/mail/delivery-policy";
import { bookingInquiries, emailOutbox, reservations } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import {
  guestConfirmationsPerDay,
  honeypotField,
  type InquiryRequest,
  submitInquiry,
} from "../../server/inquiries";
import { escapeHtml } from "../../server/mail/inquiry-mails";
import { deliverDueMail } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import { inquiryFields } from "../support/inquiry-form";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";
import { startSmtpCatcher } from "./smtp-catcher";

// "Today" is pinned: 10 March 2026, 12:00.
const clockStart = new Date("2026-03-10T12:00:00Z");
let clock = clockStart;
const env = parseEnv({
  SITE_URL: "https://almblick.example",
  OWNER_EMAIL: "owner@example.com",
  MAIL_FROM: "Almblick <info@almblick.example>",
});

const fields = inquiryFields({
  message: "Wir bringen einen Hund mit? Nein, Spaß.",
  preferred_start_date: "2026-06-28",
  preferred_end_date: "2026-07-03",
});

function request(overrides: Partial<InquiryRequest> = {}): InquiryRequest {
  return {
    fields,
    language: "de",
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0",
    ...overrides,
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.stop());

describeWithDatabase("booking inquiries", (getDb) => {
  let kicks = 0;
  const services = () => ({
    db: getDb().db,
    env,
    now: () => clock,
    deliverMail: () => {
      kicks++;
    },
  });

  /** The (first) queued mail of this kind. */
  const queuedMail = async (kind: "inquiry-owner" | "inquiry-guest") => {
    const [mail] = await getDb().db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
    return mail;
  };
  /** A mail transport to the SMTP catcher, as main.ts builds it from SMTP_URL. */
  const smtpTransport = () =>
    createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent", from: env.MAIL_FROM });

  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, reservations, bookingInquiries);
    clock = clockStart;
    kicks = 0;
    smtp.mails.length = 0;
    await smtp.start();
  });

  it("stores the inquiry with every field and queues two mails", async () => {
    const { db } = getDb();
    const userAgent = `Mozilla/5.0 ${"x".repeat(300)}`;
    const outcome = await submitInquiry(services(), request({ userAgent, language: "en" }));
    expect(outcome).toMatchObject({ status: "sent", email: "anna@example.com" });
    const rows = await db.select().from(bookingInquiries);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      firstName: "Anna",
      lastName: "Muster",
      contactEmail: "anna@example.com",
      phone: "+43 664 1234567",
      guestCount: 3,
      preferredStartDate: "2026-06-28",
      preferredEndDate: "2026-07-03",
      message: "2 Erwachsene, 1 Kind\n\nWir bringen einen Hund mit? Nein, Spaß.",
      userAgent: userAgent.slice(0, 200),
      contactMethod: "booking_form",
      processed: false,
      // 3 off-season nights (28–30 June) at 110, 2 high-season nights at 130, cleaning 75.
      quotedPrice: "665.00",
      language: "en",
      clientAddress: "203.0.113.7",
    });
    expect(row.userAgent).toHaveLength(200);
    expect(row.createdAt.getTime()).toBe(clockStart.getTime());
    const mails = await db.select().from(emailOutbox);
    expect(mails.map((m) => [m.kind, m.to, m.inquiryId]).sort()).toEqual([
      ["inquiry-guest", "anna@example.com", row.id],
      ["inquiry-owner", "owner@example.com", row.id],
    ]);
    expect(kicks).toBe(1);
  });

  it("stores phone as null and the message as the guest count alone when both are empty", async () => {
    const { db } = getDb();
    await submitInquiry(
      services(),
      request({ fields: { ...fields, phone: " ", message: "", children: "0", adults: "4" } }),
    );
    const [row] = await db.select().from(bookingInquiries);
    expect(row.phone).toBeNull();
    expect(row.message).toBe("4 Erwachsene, 0 Kinder");
    expect(row.guestCount).toBe(4);
  });

  it("validates with the schema and stores nothing when a field is wrong", async () => {
    const { db } = getDb();
    const outcome = await submitInquiry(
      services(),
      request({ fields: { ...fields, first_name: "", preferred_end_date: "2026-06-30" } }),
    );
    expect(outcome).toEqual({
      status: "invalid",
      fieldErrors: {
        first_name: "Vorname ist erforderlich",
        dates: "Mindestaufenthalt 4 Nächte – Sie haben 2 Nächte gewählt",
      },
    });
    const second = await submitInquiry(
      services(),
      request({ fields: { ...fields, preferred_end_date: "2026-06-30" } }),
    );
    expect(second).toEqual({
      status: "invalid",
      fieldErrors: { dates: "Mindestaufenthalt 4 Nächte – Sie haben 2 Nächte gewählt" },
    });
    expect(await db.select().from(bookingInquiries)).toHaveLength(0);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("refuses the 6th inquiry from one address within the hour and stores nothing", async () => {
    const { db } = getDb();
    for (let i = 0; i < 5; i++) {
      clock = new Date(clockStart.getTime() + i * 60_000);
      const guest = { ...fields, contact_email: `anna${i}@example.com` };
      expect((await submitInquiry(services(), request({ fields: guest }))).status).toBe("sent");
    }
    clock = new Date(clockStart.getTime() + 30 * 60_000);
    expect(await submitInquiry(services(), request())).toEqual({ status: "rateLimited" });
    expect(await db.select().from(bookingInquiries)).toHaveLength(5);
    expect(await db.select().from(emailOutbox)).toHaveLength(10);
    // Another address is not affected.
    expect(
      (await submitInquiry(services(), request({ clientAddress: "198.51.100.1" }))).status,
    ).toBe("sent");
    // An hour after the first one, one more is allowed again.
    clock = new Date(clockStart.getTime() + 60 * 60_000 + 1000);
    expect((await submitInquiry(services(), request())).status).toBe("sent");
  });

  it("cannot exceed the limit with parallel requests", async () => {
    const { db } = getDb();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => submitInquiry(services(), request())),
    );
    expect(outcomes.filter((o) => o.status === "sent")).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === "rateLimited")).toHaveLength(3);
    expect(await db.select().from(bookingInquiries)).toHaveLength(5);
  });

  it("refuses a range overlapping a booked or paid stay, allows changeover and pre-reserved", async () => {
    const { db } = getDb();
    const stay = stayGuest("X", "Y");
    await db.insert(reservations).values([
      { ...stay, startDate: "2026-07-10", endDate: "2026-07-17", status: "booked" },
      { ...stay, startDate: "2026-08-01", endDate: "2026-08-08", status: "paid" },
      { ...stay, startDate: "2026-09-01", endDate: "2026-09-08", status: "pre_reserved" },
      { ...stay, startDate: "2026-06-01", endDate: "2026-06-08", status: "cancelled" },
    ]);
    const dates = (start: string, end: string) =>
      submitInquiry(
        services(),
        request({
          fields: { ...fields, preferred_start_date: start, preferred_end_date: end },
          clientAddress: `10.0.0.${start.slice(8)}`,
        }),
      );
    expect(await dates("2026-07-14", "2026-07-20")).toEqual({ status: "overlap" });
    expect(await dates("2026-07-05", "2026-07-25")).toEqual({ status: "overlap" });
    expect(await dates("2026-08-07", "2026-08-12")).toEqual({ status: "overlap" });
    expect(await db.select().from(bookingInquiries)).toHaveLength(0);
    expect((await dates("2026-07-17", "2026-07-21")).status).toBe("sent");
    expect((await dates("2026-07-06", "2026-07-10")).status).toBe("sent");
    expect((await dates("2026-09-02", "2026-09-06")).status).toBe("sent");
    expect((await dates("2026-06-02", "2026-06-06")).status).toBe("sent");
  });

  it("rejects a filled honeypot and stores nothing", async () => {
    const { db } = getDb();
    const outcome = await submitInquiry(
      services(),
      request({ fields: { ...fields, [honeypotField]: "https://spam.example" } }),
    );
    expect(outcome).toEqual({ status: "rejected" });
    expect(await db.select().from(bookingInquiries)).toHaveLength(0);
  });

  it("sends the owner and guest mails over SMTP, in the guest's language, user values escaped", async () => {
    const { db } = getDb();
    const transport = smtpTransport();
    const outcome = await submitInquiry(
      services(),
      request({
        language: "it",
        fields: { ...fields, first_name: "<b>Anna</b>", message: 'Ciao & "grazie"' },
      }),
    );
    expect(outcome.status).toBe("sent");
    // The outbox works on the real clock: its rows are due from the database's now().
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 2, failed: 0 });
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([
      "anna@example.com",
      "owner@example.com",
    ]);
    const owner = await queuedMail("inquiry-owner");
    const guest = await queuedMail("inquiry-guest");
    for (const text of [
      "&lt;b&gt;Anna&lt;/b&gt; Muster",
      "anna@example.com",
      "+43 664 1234567",
      "28. Juni 2026",
      "3. Juli 2026",
      "3 (2 Erwachsene, 1 Kind)",
      "Ciao &amp; &quot;grazie&quot;",
      "665 €",
      "https://almblick.example/admin",
    ])
      expect(owner.html?.replaceAll("\u00a0", " "), text).toContain(text);
    expect(owner.html).not.toContain("<b>Anna</b>");
    expect(owner.text).toContain("<b>Anna</b> Muster");
    expect(owner.text).toContain("Nächte: 5");
    expect(owner.text).toContain("https://almblick.example/admin");
    expect(guest.subject).toContain("La vostra richiesta");
    expect(guest.text).toContain("Buongiorno <b>Anna</b>,");
    expect(guest.html).toContain("Buongiorno &lt;b&gt;Anna&lt;/b&gt;,");
    expect(guest.text).toContain("28 giugno 2026");
    expect(guest.text).toContain("Notti: 5");
    expect(guest.text).toContain("Ospiti: 2 adulti, 1 bambino\n");
    expect(guest.text.replaceAll("\u00a0", " ")).toContain("665 €");
    const raw = smtp.mails.find((m) => m.to[0] === "anna@example.com")!.raw;
    expect(raw).toContain("multipart/alternative");
  });

  it("the owners' notification answers to the guest and links to that inquiry", async () => {
    const { db } = getDb();
    const transport = smtpTransport();
    const outcome = await submitInquiry(services(), request());
    if (outcome.status !== "sent") throw new Error(outcome.status);
    const owner = await queuedMail("inquiry-owner");
    const link = `https://almblick.example/admin/anfragen?anfrage=${outcome.inquiryId}`;
    expect(owner.replyTo).toBe("anna@example.com");
    expect(owner.subject).toBe("Neue Buchungsanfrage: Anna Muster, 28. Juni 2026 – 3. Juli 2026");
    expect(owner.text).toContain(link);
    expect(owner.html).toContain(`href="${link}"`);
    expect(owner.text).toContain("Sprache: Deutsch");
    await deliverDueMail({ db, transport });
    const raw = smtp.mails.find((m) => m.to[0] === "owner@example.com")!.raw;
    expect(raw).toMatch(/^Reply-To: anna@example\.com\r?$/m);
  });

  it("confirms to one address at most 3 times a day; the owners still hear of every inquiry", async () => {
    const { db } = getDb();
    const from = (i: number) => request({ clientAddress: `198.51.100.${i}` });
    for (let i = 0; i < 5; i++)
      expect((await submitInquiry(services(), from(i))).status).toBe("sent");
    // The address as typed in other letter case is the same mailbox.
    const shouted = { ...fields, contact_email: "ANNA@Example.com" };
    expect((await submitInquiry(services(), request({ fields: shouted }))).status).toBe("sent");
    const kinds = async () => {
      const mails = await db.select().from(emailOutbox);
      return {
        owner: mails.filter((m) => m.kind === "inquiry-owner").length,
        guest: mails.filter((m) => m.kind === "inquiry-guest").length,
      };
    };
    expect(guestConfirmationsPerDay).toBe(3);
    expect(await kinds()).toEqual({ owner: 6, guest: 3 });
    expect(await db.select().from(bookingInquiries)).toHaveLength(6);
    // Another address is not affected.
    const other = { ...fields, contact_email: "ben@example.com" };
    expect((await submitInquiry(services(), request({ fields: other }))).status).toBe("sent");
    expect((await kinds()).guest).toBe(4);
    // A day after the first confirmations, the address gets one again.
    await db
      .update(emailOutbox)
      .set({ createdAt: sql`${emailOutbox.createdAt} - interval '25 hours'` })
      .where(eq(emailOutbox.to, "anna@example.com"));
    expect((await submitInquiry(services(), from(9))).status).toBe("sent");
    expect((await kinds()).guest).toBe(5);
  });

  it("cannot exceed the confirmations per address with parallel inquiries from many clients", async () => {
    const { db } = getDb();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submitInquiry(services(), request({ clientAddress: `192.0.2.${i}` })),
      ),
    );
    const guest = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "inquiry-guest"));
    expect(guest).toHaveLength(guestConfirmationsPerDay);
    expect(await db.select().from(bookingInquiries)).toHaveLength(8);
  });

  it("puts nothing the visitor wrote into the guest's confirmation but the first name", async () => {
    const written = {
      ...fields,
      first_name: "Anna",
      last_name: "Nachname-Zz9",
      phone: "555 0199 7788",
      message: "Klicken Sie hier: https://phish.example/login",
    };
    expect((await submitInquiry(services(), request({ fields: written }))).status).toBe("sent");
    const guest = await queuedMail("inquiry-guest");
    const owner = await queuedMail("inquiry-owner");
    const guestMail = `${guest.subject}\n${guest.text}\n${guest.html}`;
    expect(guestMail).toContain("Guten Tag Anna,");
    for (const typed of ["Nachname-Zz9", "555 0199 7788", "phish.example", "Klicken Sie hier"])
      expect(guestMail, typed).not.toContain(typed);
    // Dates, guests and the price come from the server's reading of the form.
    expect(guest.text).toContain("28. Juni 2026");
    expect(guest.text).toContain("Gäste: 2 Erwachsene, 1 Kind\n");
    expect(guest.text.replaceAll("\u00a0", " ")).toContain("665 €");
    // The owners' notification still has everything.
    for (const typed of ["Anna Nachname-Zz9", "+43 555 0199 7788", "https://phish.example/login"])
      expect(owner.text, typed).toContain(typed);
  });

  it("refuses line breaks in names and phone, so nobody can add lines to the owners' mail", async () => {
    const { db } = getDb();
    const outcome = await submitInquiry(
      services(),
      request({
        fields: {
          ...fields,
          first_name: "Anna\nE-Mail: evil@example.com",
          phone: "664\r\nTelefon: 0",
        },
      }),
    );
    expect(outcome).toEqual({
      status: "invalid",
      fieldErrors: {
        first_name: "Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben",
        phone: "Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben",
      },
    });
    expect(await db.select().from(bookingInquiries)).toHaveLength(0);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("stores the inquiry while SMTP is down and delivers its mails exactly once when it is back", async () => {
    const { db } = getDb();
    const transport = smtpTransport();
    await smtp.stop();
    expect((await submitInquiry(services(), request())).status).toBe("sent");
    expect(await db.select().from(bookingInquiries)).toHaveLength(1);
    // The outbox works on the real clock: its rows are due from the database's now().
    let mailClock = new Date();
    const now = () => mailClock;
    expect(await deliverDueMail({ db, transport, now })).toEqual({ sent: 0, failed: 2 });
    expect(smtp.mails).toHaveLength(0);

    await smtp.start();
    mailClock = new Date(mailClock.getTime() + retryDelayMs(1) + 1000);
    expect(await deliverDueMail({ db, transport, now })).toEqual({ sent: 2, failed: 0 });
    mailClock = new Date(mailClock.getTime() + 2 * 60 * 60_000);
    expect(await deliverDueMail({ db, transport, now })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([
      "anna@example.com",
      "owner@example.com",
    ]);
  });
});

describe("escapeHtml", () => {
  it("escapes every HTML special character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
