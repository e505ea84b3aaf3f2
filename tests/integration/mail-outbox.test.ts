import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { maxAttempts, retryDelayMs } from "../../domain/mail/delivery-policy";
import { emailOutbox } from "../../server/db/schema";
import { deliverDueMail, enqueueMail, startOutboxWorker } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import { listUndeliveredMails, resendMail } from "../../server/mail/undelivered";
import { describeWithDatabase } from "./databases";
import { startSmtpCatcher } from "./smtp-catcher";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.stop());

const mail = (n: number) => ({
  kind: "test",
  to: `guest${n}@example.com`,
  subject: `Betreff ${n}`,
  text: `Hallo ${n}`,
  html: `<p>Hallo ${n}</p>`,
});

describeWithDatabase("mail outbox", (getDb) => {
  beforeEach(async () => {
    await getDb().db.delete(emailOutbox);
    smtp.mails.length = 0;
    smtp.refused.clear();
    await smtp.start();
  });

  const smtpTransport = () =>
    createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent", from: "test@example.com" });

  it("delivers queued mail over SMTP once and marks it sent", async () => {
    const { db } = getDb();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: "/nonexistent",
      from: "Test <test@example.com>",
    });
    await enqueueMail(db, mail(1), mail(2));
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 2, failed: 0 });
    expect(await deliverDueMail({ db, transport })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([
      "guest1@example.com",
      "guest2@example.com",
    ]);
    expect(smtp.mails[0].raw).toContain("Subject: Betreff");
    const rows = await db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.sentAt)).toBe(true);
  });

  it("queues mail due by the sender's clock: whole milliseconds, never ahead of it", async () => {
    const { db } = getDb();
    await enqueueMail(db, mail(1));
    const after = new Date();
    const [row] = await db
      .select({
        due: emailOutbox.nextAttemptAt,
        // The database's own now() would leave microseconds the sender's clock does not have.
        micros: sql<number>`(extract(microseconds from ${emailOutbox.nextAttemptAt})::int % 1000)`,
      })
      .from(emailOutbox);
    expect(Number(row.micros)).toBe(0);
    expect(row.due.getTime()).toBeLessThanOrEqual(after.getTime());
  });

  it("keeps mail while the SMTP server is down and delivers it, once, when it is back", async () => {
    const { db } = getDb();
    const port = smtp.port;
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: "/nonexistent",
      from: "test@example.com",
    });
    await smtp.stop();
    await enqueueMail(db, mail(3));
    // The database stamps microseconds, the clock milliseconds: within the same millisecond
    // the mail would not be due yet.
    let clock = new Date(Date.now() + 1);
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [pending] = await db.select().from(emailOutbox);
    expect(pending.status).toBe("pending");
    expect(pending.lastError).toMatch(/ECONNREFUSED/);
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());

    // Not due yet: nothing is tried.
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 0,
    });

    await smtp.start();
    expect(smtp.port).toBe(port);
    clock = new Date(clock.getTime() + retryDelayMs(1) + 1000);
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 1,
      failed: 0,
    });
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(1);
  });
  it("a mail the server refuses with 550 is marked failed at once and never tried again", async () => {
    const { db } = getDb();
    const transport = smtpTransport();
    smtp.refused.add("gone@example.com");
    await enqueueMail(db, { ...mail(4), to: "gone@example.com" }, mail(5));
    let clock = new Date(Date.now() + 1); // see above: due even within the same millisecond
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 1,
      failed: 1,
    });
    const [refused] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "gone@example.com"));
    expect(refused.status).toBe("failed");
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toMatch(/550/);

    // Days later, the server would accept it: still not retried on its own.
    smtp.refused.clear();
    clock = new Date(clock.getTime() + 3 * 24 * 3_600_000);
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.mails.map((m) => m.to[0])).toEqual(["guest5@example.com"]);

    // The owners see it, without its body, and send it again.
    const listed = await listUndeliveredMails(db);
    expect(listed.map((m) => [m.to, m.status])).toEqual([["gone@example.com", "failed"]]);
    expect(listed[0]).not.toHaveProperty("text");
    expect(await resendMail(db, refused.id, clock)).toBe(true);
    expect(await resendMail(db, refused.id, clock)).toBe(false);
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.mails.map((m) => m.to[0])).toContain("gone@example.com");
    expect(await listUndeliveredMails(db)).toEqual([]);
  });

  it(`a temporary failure is retried, and given up after ${maxAttempts} attempts`, async () => {
    const { db } = getDb();
    const transport = smtpTransport();
    await smtp.stop();
    await enqueueMail(db, mail(6));
    const clock = new Date(Date.now() + 1); // due even within the same millisecond
    await deliverDueMail({ db, transport, now: () => clock });
    const [waiting] = await listUndeliveredMails(db);
    expect([waiting.status, waiting.attempts]).toEqual(["pending", 1]);

    // The attempts before the last one are spent (the delays between them are tested in domain/).
    await db
      .update(emailOutbox)
      .set({ attempts: maxAttempts - 1, nextAttemptAt: clock })
      .where(eq(emailOutbox.id, waiting.id));
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [row] = await db.select().from(emailOutbox);
    expect([row.status, row.attempts]).toEqual(["failed", maxAttempts]);
    await smtp.start();
    const later = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await deliverDueMail({ db, transport, now: () => later })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("a kick waits a moment and sends the mail queued meanwhile in the same round", async () => {
    const { db } = getDb();
    const worker = startOutboxWorker({ db, transport: smtpTransport() });
    try {
      await worker.idle(); // the round the worker makes when it starts, on an empty outbox
      await enqueueMail(db, mail(1));
      worker.kick();
      // Queued within the kick's gathering time (kickGatherMs).
      await enqueueMail(db, mail(2));
      worker.kick();
      expect(smtp.mails).toHaveLength(0);
      await expect.poll(() => smtp.mails.length, { timeout: 5_000 }).toBe(2);
      // One round claims with one lease.
      const leases = await db.select({ until: emailOutbox.nextAttemptAt }).from(emailOutbox);
      expect(new Set(leases.map((row) => row.until.getTime())).size).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("a burst longer than one round goes out without waiting for the next interval", async () => {
    const { db } = getDb();
    const worker = startOutboxWorker({ db, transport: smtpTransport(), intervalMs: 3_600_000 });
    try {
      await worker.idle();
      // One more round than fits in one (20): the test SMTP server greets each connection
      // after 100 ms, so a mail takes at least that long.
      await enqueueMail(db, ...Array.from({ length: 25 }, (_, n) => mail(n)));
      worker.kick();
      await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(25);
    } finally {
      await worker.stop();
    }
  });
});
