import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type InboxQuery, parseInboxQuery } from "../../domain/inquiries/inbox-query";
import {
  acceptInquiry,
  countNewInquiries,
  deleteInquiry,
  listInquiryPage,
  rejectInquiry,
  replyToInquiry,
} from "../../server/admin/inquiries";
import { runInquiryAction } from "../../server/admin/inquiry-actions";
import { bookingInquiries, emailOutbox, reservations } from "../../server/db/schema";
import { deliverDueMail } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import { testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { startSmtpCatcher } from "./smtp-catcher";

const inquiry = {
  firstName: "Anna",
  lastName: "Berger",
  contactEmail: "anna@example.com",
  phone: "+43 660 1234567",
  guestCount: 3,
  preferredStartDate: "2027-07-01",
  preferredEndDate: "2027-07-08",
  message: "2 Erwachsene, 1 Kinder\nWir freuen uns!",
  quotedPrice: "985.00",
};

const query = (search = ""): InboxQuery => parseInboxQuery(new URLSearchParams(search));
const ownerEmail = "owner@example.com";
const reply = (subject: string, body: string) => ({ text: { subject, body }, ownerEmail });

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.stop());

describeWithDatabase("admin inquiries", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, reservations, bookingInquiries);
  });

  async function seed(values: Partial<typeof bookingInquiries.$inferInsert> = {}) {
    const [row] = await getDb()
      .db.insert(bookingInquiries)
      .values({ ...inquiry, ...values })
      .returning();
    return row;
  }

  const outbox = () => getDb().db.select().from(emailOutbox);

  describe("the inbox with a few thousand inquiries", () => {
    const total = 3000;
    const first = ["Anna", "Luca", "Sophie", "Tom", "Giulia", "Lena"];
    const last = ["Berger", "Rossi", "Müller", "Wagner", "Bianchi", "Huber", "Rossi_2%"];
    const start = Date.UTC(2024, 0, 1);
    /** Every 7th is new; each arrived an hour after the one before. */
    const rowAt = (i: number) => ({
      ...inquiry,
      firstName: first[i % first.length],
      lastName: last[i % last.length],
      contactEmail: `guest${i}@mail${i % 10}.example`,
      processed: i % 7 !== 0,
      createdAt: new Date(start + i * 3_600_000),
    });

    beforeEach(async () => {
      const { db } = getDb();
      for (let from = 0; from < total; from += 500) {
        await db
          .insert(bookingInquiries)
          .values(Array.from({ length: 500 }, (_, k) => rowAt(from + k)));
      }
    });

    it("pages newest first, 25 a page, every inquiry exactly once", async () => {
      const { db } = getDb();
      const page1 = await listInquiryPage(db, query());
      expect(page1.total).toBe(total);
      expect(page1.rows).toHaveLength(25);
      expect(page1.rows[0].contactEmail).toBe(`guest${total - 1}@mail9.example`);
      const times = page1.rows.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const last = await listInquiryPage(db, query("seite=120"));
      expect(last.rows.map((row) => row.contactEmail).at(-1)).toBe("guest0@mail0.example");
      expect((await listInquiryPage(db, query("seite=121"))).rows).toEqual([]);

      const seen = new Set<string>();
      for (let page = 1; page <= 120; page++) {
        const { rows } = await listInquiryPage(db, query(`seite=${page}`));
        for (const row of rows) seen.add(row.id);
      }
      expect(seen.size).toBe(total);
    });

    it("filters new and processed; counts the new ones for the tab", async () => {
      const { db } = getDb();
      const newOnes = Math.ceil(total / 7);
      const fresh = await listInquiryPage(db, query("status=neu"));
      expect(fresh.total).toBe(newOnes);
      expect(fresh.rows.every((row) => !row.processed)).toBe(true);
      const done = await listInquiryPage(db, query("status=bearbeitet&seite=2"));
      expect(done.total).toBe(total - newOnes);
      expect(done.rows.every((row) => row.processed)).toBe(true);
      expect(await countNewInquiries(db)).toBe(newOnes);

      // An anonymised inquiry can no longer be answered: not new, not counted.
      await db
        .update(bookingInquiries)
        .set({ anonymisedAt: new Date() })
        .where(eq(bookingInquiries.contactEmail, "guest0@mail0.example"));
      expect(await countNewInquiries(db)).toBe(newOnes - 1);
      expect((await listInquiryPage(db, query("status=neu"))).total).toBe(newOnes - 1);
    });

    it("searches first name, last name, full name and e-mail, ignoring case", async () => {
      const { db } = getDb();
      const count = async (search: string) =>
        (await listInquiryPage(db, query(`suche=${encodeURIComponent(search)}`))).total;
      const byHand = (match: (row: ReturnType<typeof rowAt>) => boolean) =>
        Array.from({ length: total }, (_, i) => rowAt(i)).filter(match).length;

      expect(await count("BERGER")).toBe(byHand((row) => row.lastName === "Berger"));
      expect(await count("anna berger")).toBe(
        byHand((row) => row.firstName === "Anna" && row.lastName === "Berger"),
      );
      expect(await count("@mail3.")).toBe(total / 10);
      expect(await count("guest1234@")).toBe(1);
      // Wildcards are taken literally: only the names that contain "_2%".
      expect(await count("_2%")).toBe(byHand((row) => row.lastName === "Rossi_2%"));
      expect(await count("nobody")).toBe(0);

      const filtered = await listInquiryPage(db, query("status=neu&suche=rossi"));
      expect(filtered.total).toBe(
        byHand((row) => !row.processed && row.lastName.startsWith("Rossi")),
      );
    });

    it("opens one inquiry by its id, whatever filter or search say", async () => {
      const { db } = getDb();
      const [row] = await db
        .select()
        .from(bookingInquiries)
        .where(eq(bookingInquiries.contactEmail, "guest42@mail2.example"));
      const opened = await listInquiryPage(
        db,
        query(`anfrage=${row.id}&status=neu&suche=nobody&seite=7`),
      );
      expect(opened.total).toBe(1);
      expect(opened.rows.map((r) => r.id)).toEqual([row.id]);
    });
  });

  it("accept creates a pre_reserved reservation with the quote as price, records who and when", async () => {
    const { db } = getDb();
    const row = await seed();
    const result = await acceptInquiry(db, row.id, { by: "owner@example.com" });
    expect(result.ok).toBe(true);
    const [reservation] = await db.select().from(reservations);
    expect(reservation).toMatchObject({
      name: "Anna Berger",
      email: "anna@example.com",
      phone: "+43 660 1234567",
      guests: 3,
      adults: 2,
      children: 1,
      startDate: "2027-07-01",
      endDate: "2027-07-08",
      status: "pre_reserved",
      offerPrice: "985.00",
      inquiryId: row.id,
    });
    const [after] = await db.select().from(bookingInquiries);
    expect(after).toMatchObject({
      processed: true,
      decision: "accepted",
      decidedBy: "owner@example.com",
    });
    expect(after.decidedAt).toBeInstanceOf(Date);
    expect(await outbox()).toEqual([]);
  });

  it("accept with a reply queues it, to the stored address, in the same transaction", async () => {
    const { db } = getDb();
    const row = await seed();
    await acceptInquiry(db, row.id, { by: "owner@example.com", reply: reply("Zusage", "Hallo") });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: "reply-accept",
      to: "anna@example.com",
      replyTo: ownerEmail,
      subject: "Zusage",
      text: "Hallo",
      status: "pending",
      inquiryId: row.id,
    });
  });

  for (const concurrent of [2, 10]) {
    it(`accepting ${concurrent} times at once creates one reservation and sends one reply`, async () => {
      const { db } = getDb();
      const row = await seed();
      const results = await Promise.all(
        Array.from({ length: concurrent }, () =>
          acceptInquiry(db, row.id, { reply: reply("Zusage", "Hallo") }),
        ),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.filter((result) => result.ok && !result.already)).toHaveLength(1);
      expect(await db.select().from(reservations)).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
    });
  }

  it("is one transaction: when the reservation cannot be created nothing changes, no reply goes", async () => {
    const { db } = getDb();
    const row = await seed();
    // A reservation already pointing at the inquiry makes the insert fail (inquiry_id is unique).
    await db.insert(reservations).values({
      name: "X Y",
      firstName: "X",
      lastName: "Y",
      email: "x@example.com",
      guests: 1,
      adults: 1,
      startDate: "2027-09-01",
      endDate: "2027-09-05",
      inquiryId: row.id,
    });
    await expect(
      acceptInquiry(db, row.id, { by: "owner@example.com", reply: reply("Zusage", "Hallo") }),
    ).rejects.toThrow();
    const [after] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, row.id));
    expect([after.processed, after.decision, after.decidedBy]).toEqual([false, null, null]);
    expect(await db.select().from(reservations)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it("reject marks it processed with its reply; a rejected inquiry cannot be accepted afterwards", async () => {
    const { db } = getDb();
    const row = await seed();
    expect((await rejectInquiry(db, row.id, { reply: reply("Absage", "Leider") })).ok).toBe(true);
    const [after] = await db.select().from(bookingInquiries);
    expect([after.processed, after.decision]).toEqual([true, "rejected"]);
    expect(await acceptInquiry(db, row.id, { reply: reply("Zusage", "Doch") })).toEqual({
      ok: false,
      reason: "already-rejected",
    });
    expect(await db.select().from(reservations)).toHaveLength(0);
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["reply-reject"]);
  });

  it("an accepted inquiry cannot be rejected; unknown inquiries are reported", async () => {
    const { db } = getDb();
    const row = await seed();
    await acceptInquiry(db, row.id);
    expect(await rejectInquiry(db, row.id)).toEqual({ ok: false, reason: "already-accepted" });
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    expect(await acceptInquiry(db, unknown)).toEqual({ ok: false, reason: "not-found" });
  });

  it("a free reply goes to the stored address; none to an anonymised inquiry", async () => {
    const { db } = getDb();
    const row = await seed();
    expect(await replyToInquiry(db, row.id, reply("Frage", "Kommen Sie mit Hund?"))).toBe(true);
    const gone = await seed({ contactEmail: "", anonymisedAt: new Date() });
    expect(await replyToInquiry(db, gone.id, reply("Frage", "?"))).toBe(false);
    expect((await outbox()).map((mail) => [mail.kind, mail.to])).toEqual([
      ["reply", "anna@example.com"],
    ]);
  });

  it("deleting an inquiry deletes its mails and keeps the reservation made from it", async () => {
    const { db } = getDb();
    const row = await seed();
    const other = await seed({ contactEmail: "other@example.com" });
    await acceptInquiry(db, row.id, { reply: reply("Zusage", "Hallo") });
    await replyToInquiry(db, other.id, reply("Frage", "?"));
    expect(await deleteInquiry(db, row.id)).toBe(true);
    expect(await deleteInquiry(db, row.id)).toBe(false);
    expect((await db.select().from(bookingInquiries)).map((r) => r.id)).toEqual([other.id]);
    expect((await outbox()).map((mail) => mail.to)).toEqual(["other@example.com"]);
    const [reservation] = await db.select().from(reservations);
    expect([reservation.name, reservation.inquiryId]).toEqual(["Anna Berger", null]);
  });

  describe("the Anfragen tab's posts", () => {
    const post = async (fields: Record<string, string>) => {
      const { services } = testServices(getDb().db);
      const kicked: number[] = [];
      services.deliverMail = () => kicked.push(1);
      const outcome = await runInquiryAction(services, fields, "owner@example.com");
      return { ...outcome.result, refused: outcome.refused, kicked: kicked.length };
    };

    it("accepts with the edited reply and sends it at once; the guest's address is never posted", async () => {
      const row = await seed({ language: "en" });
      const result = await post({
        intent: "accept",
        id: row.id,
        send_reply: "on",
        subject: " Your stay ",
        body: "Dear Anna,\r\nsee you!\r\n",
        to: "someone-else@example.com",
      });
      expect(result).toEqual({ ok: true, message: "Anfrage angenommen", kicked: 1 });
      const [mail] = await outbox();
      expect([mail.to, mail.subject, mail.text]).toEqual([
        "anna@example.com",
        "Your stay",
        "Dear Anna,\nsee you!",
      ]);
    });

    it("refuses a reply without text or with a line break in the subject, and changes nothing", async () => {
      const row = await seed();
      for (const fields of [
        { subject: "", body: "x" },
        { subject: "x", body: "   " },
        { subject: "a\nBcc: x@example.com", body: "x" },
      ]) {
        const result = await post({ intent: "reject", id: row.id, send_reply: "on", ...fields });
        expect(result).toMatchObject({ ok: false, refused: "invalid", kicked: 0 });
      }
      const [after] = await getDb().db.select().from(bookingInquiries);
      expect(after.processed).toBe(false);
      expect(await outbox()).toEqual([]);
    });

    it("rejects without a reply when the box is not ticked", async () => {
      const row = await seed();
      const result = await post({ intent: "reject", id: row.id, subject: "x", body: "y" });
      expect(result).toMatchObject({ ok: true, kicked: 0 });
      expect(await outbox()).toEqual([]);
    });

    it("deletes, and answers 404 for an inquiry that is gone", async () => {
      const row = await seed();
      expect(await post({ intent: "delete", id: row.id })).toMatchObject({ ok: true });
      expect(await post({ intent: "delete", id: row.id })).toMatchObject({ refused: "not-found" });
    });
  });

  it("delivers a reply over SMTP as UTF-8 text with Reply-To the owners", async () => {
    const { db } = getDb();
    smtp.mails.length = 0;
    const row = await seed({ language: "it" });
    await acceptInquiry(db, row.id, {
      reply: reply("Il vostro soggiorno", "Gentile Anna,\nvi aspettiamo! Perché no? 985 €"),
    });
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: "/nonexistent",
      from: "Almblick <info@almblick.example>",
    });
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 1, failed: 0 });
    const [caught] = smtp.mails;
    expect(caught.to).toEqual(["anna@example.com"]);
    expect(caught.raw).toMatch(/^Reply-To: owner@example\.com\r?$/m);
    expect(caught.raw).toMatch(/^Subject: Il vostro soggiorno\r?$/m);
    const decoded = caught.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`);
    expect(decodeURIComponent(decoded)).toContain("vi aspettiamo! Perché no? 985 €");
    const [sent] = await outbox();
    expect(sent.status).toBe("sent");
  });
});
