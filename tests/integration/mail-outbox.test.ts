import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { emailOutbox } from "../../server/db/schema";
import { deliverDueMail, enqueueMail, retryDelayMs } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import { describeEachDatabase } from "./databases";
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

describeEachDatabase("mail outbox", (getDb) => {
  beforeEach(async () => {
    await getDb().db.delete(emailOutbox);
    smtp.mails.length = 0;
    await smtp.start();
  });

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
    let clock = new Date();
    expect(await deliverDueMail({ db, transport, now: () => clock })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [pending] = await db.select().from(emailOutbox);
    expect(pending.status).toBe("pending");
    expect(pending.lastError).toBeTruthy();
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
});

it("backs off from 30 seconds, doubling, up to one hour", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20)).toBe(3_600_000);
});
