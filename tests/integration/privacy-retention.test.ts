import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { acceptInquiry, rejectInquiry } from "../../server/admin/inquiries";
import { bookingInquiries, emailOutbox, jobRuns, reservations } from "../../server/db/schema";
import { enqueueMail } from "../../server/mail/outbox";
import { removeExpiredPersonalData, runDailyRetention } from "../../server/privacy/retention-job";
import { describeWithDatabase, emptyTables } from "./databases";

const arrived = new Date("2025-01-10T09:00:00Z");
const monthsLater = (months: number, days = 0) => {
  const date = new Date(arrived);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};
const dayMs = 24 * 3_600_000;

const guest = {
  firstName: "Anna",
  lastName: "Berger",
  contactEmail: "anna@example.com",
  phone: "+43 660 1234567",
  guestCount: 2,
  preferredStartDate: "2025-07-01",
  preferredEndDate: "2025-07-08",
  message: "2 Erwachsene, 0 Kinder\nMit Hund",
  userAgent: "Mozilla/5.0",
  clientAddress: "203.0.113.7",
  quotedPrice: "985.00",
  language: "en",
  createdAt: arrived,
};

describeWithDatabase("privacy retention", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, reservations, bookingInquiries, jobRuns);
  });

  async function seed(values: Partial<typeof bookingInquiries.$inferInsert> = {}) {
    const [row] = await getDb()
      .db.insert(bookingInquiries)
      .values({ ...guest, ...values })
      .returning();
    await enqueueMail(getDb().db, {
      kind: "inquiry-owner",
      to: "owner@example.com",
      subject: `Neue Buchungsanfrage: ${row.firstName} ${row.lastName}`,
      text: row.message,
      inquiryId: row.id,
    });
    return row;
  }
  const inquiry = async (id: string) =>
    (await getDb().db.select().from(bookingInquiries).where(eq(bookingInquiries.id, id)))[0];

  it("anonymises inquiries that never became a stay once the retention period is over", async () => {
    const { db } = getDb();
    const rejected = await seed();
    await rejectInquiry(db, rejected.id, {
      by: "owner",
      reply: { text: { subject: "Sorry", body: "Dear Anna" }, ownerEmail: "owner@example.com" },
    });
    const unanswered = await seed({ contactEmail: "late@example.com" });
    const accepted = await seed({ contactEmail: "stay@example.com" });
    await acceptInquiry(db, accepted.id);

    // One day before the 24 months are over: nothing happens.
    let report = await removeExpiredPersonalData(db, { now: monthsLater(24, -1), months: 24 });
    expect(report.anonymisedInquiries).toBe(0);
    expect((await inquiry(rejected.id)).contactEmail).toBe("anna@example.com");

    report = await removeExpiredPersonalData(db, { now: monthsLater(24, 1), months: 24 });
    expect(report.anonymisedInquiries).toBe(2);
    for (const id of [rejected.id, unanswered.id]) {
      const row = await inquiry(id);
      // The guest's own data is emptied …
      for (const field of ["firstName", "lastName", "contactEmail", "message"] as const)
        expect(row[field], field).toBe("");
      for (const field of ["phone", "userAgent", "clientAddress"] as const)
        expect(row[field], field).toBeNull();
      // … what the figures need stays.
      expect(row).toMatchObject({
        guestCount: 2,
        preferredStartDate: "2025-07-01",
        quotedPrice: "985.00",
        language: "en",
      });
      expect(row.anonymisedAt).toEqual(monthsLater(24, 1));
      expect(JSON.stringify(row)).not.toMatch(/Anna|Berger|@example|1234567|Hund|Mozilla|203\./);
    }
    expect((await inquiry(rejected.id)).decision).toBe("rejected");
    // Their mails named the guest: gone. The stay's inquiry keeps its data and its mail.
    const mails = await db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.inquiryId)).toEqual([accepted.id]);
    expect((await inquiry(accepted.id)).contactEmail).toBe("stay@example.com");

    // Done once: the next run finds nothing more.
    report = await removeExpiredPersonalData(db, { now: monthsLater(30), months: 24 });
    expect(report).toEqual({ anonymisedInquiries: 0, mailBodiesRemoved: 0, mailsDeleted: 0 });
  });

  it("follows the configured period", async () => {
    const { db } = getDb();
    const row = await seed();
    await removeExpiredPersonalData(db, { now: monthsLater(7), months: 12 });
    expect((await inquiry(row.id)).firstName).toBe("Anna");
    await removeExpiredPersonalData(db, { now: monthsLater(7), months: 6 });
    expect((await inquiry(row.id)).firstName).toBe("");
  });

  it("removes sent mails' texts after 30 days, keeps the rows of an inquiry's history", async () => {
    const { db } = getDb();
    const row = await seed({ createdAt: new Date() });
    const now = new Date();
    await db.delete(emailOutbox);
    const mail = (values: Partial<typeof emailOutbox.$inferInsert>) => ({
      kind: "reply",
      to: "anna@example.com",
      subject: "Betreff",
      text: "Text",
      html: "<p>Text</p>",
      ...values,
    });
    const ago = (days: number) => new Date(now.getTime() - days * dayMs);
    await db.insert(emailOutbox).values([
      mail({
        subject: "old",
        status: "sent",
        sentAt: ago(31),
        createdAt: ago(31),
        inquiryId: row.id,
      }),
      mail({
        subject: "recent",
        status: "sent",
        sentAt: ago(29),
        createdAt: ago(29),
        inquiryId: row.id,
      }),
      mail({ subject: "failed", status: "failed", createdAt: ago(40), inquiryId: row.id }),
      mail({
        subject: "reset old",
        kind: "password-reset",
        status: "sent",
        sentAt: ago(31),
        createdAt: ago(31),
      }),
      mail({
        subject: "reset failed",
        kind: "password-reset",
        status: "failed",
        createdAt: ago(31),
      }),
      mail({
        subject: "reset waiting",
        kind: "password-reset",
        status: "pending",
        createdAt: ago(31),
      }),
      mail({
        subject: "reset recent",
        kind: "password-reset",
        status: "sent",
        sentAt: ago(2),
        createdAt: ago(2),
      }),
    ]);
    const report = await removeExpiredPersonalData(db, { now, months: 24 });
    expect(report).toEqual({ anonymisedInquiries: 0, mailBodiesRemoved: 1, mailsDeleted: 2 });
    const rows = await db.select().from(emailOutbox);
    const bySubject = Object.fromEntries(rows.map((r) => [r.subject, [r.text, r.html]]));
    expect(bySubject).toEqual({
      old: ["", null],
      recent: ["Text", "<p>Text</p>"],
      // A failed mail keeps its text, so the owners can send it again.
      failed: ["Text", "<p>Text</p>"],
      "reset waiting": ["Text", "<p>Text</p>"],
      "reset recent": ["Text", "<p>Text</p>"],
    });
  });

  it("runs once a day across instances sharing the database, with the clock moved forward", async () => {
    const { db } = getDb();
    const row = await seed();
    const day1 = monthsLater(25);
    const runs = await Promise.all(
      [1, 2, 3].map(() => runDailyRetention({ db, months: 24, now: () => day1 })),
    );
    expect(runs.filter(Boolean)).toEqual([
      { anonymisedInquiries: 1, mailBodiesRemoved: 0, mailsDeleted: 1 },
    ]);
    expect((await inquiry(row.id)).contactEmail).toBe("");
    expect(await runDailyRetention({ db, months: 24, now: () => day1 })).toBeNull();
    const day2 = new Date(day1.getTime() + dayMs);
    expect(await runDailyRetention({ db, months: 24, now: () => day2 })).toEqual({
      anonymisedInquiries: 0,
      mailBodiesRemoved: 0,
      mailsDeleted: 0,
    });
  });
});
