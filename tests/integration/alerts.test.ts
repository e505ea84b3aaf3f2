import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { runDailyBackup } from "../../server/backup/daily-backups";
import { channelFeeds, emailOutbox, jobRuns, operationAlerts } from "../../server/db/schema";
import { log } from "../../server/log";
import { deliverDueMail, enqueueMail } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import {
  type AlertServices,
  checkAlerts,
  feedFailingMs,
  mailStuckMs,
} from "../../server/operations/alerts";
import { describeWithDatabase, emptyTables } from "./databases";
import { startSmtpCatcher } from "./smtp-catcher";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.stop());

const owner = "owners@almblick.example";
const operator = "ops@almblick.example";
const env = { OWNER_EMAIL: owner, ALERT_EMAIL: operator, SITE_URL: "https://almblick.example" };
// Near the real time: mails are queued by the real clock, which the alert checks compare with.
const start = new Date();
const later = (ms: number) => new Date(start.getTime() + ms);

/** A port on 127.0.0.1 nothing listens on: SMTP there fails at once (connection refused). */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const catcherTransport = () =>
  createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent", from: "site@example.com" });

describeWithDatabase("alert mails", (getDb) => {
  let clock: Date;
  let services: AlertServices;
  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, operationAlerts, channelFeeds, jobRuns);
    smtp.mails.length = 0;
    clock = start;
    services = { db: getDb().db, env, now: () => clock, deliverMail: () => {} };
  });

  /**
   * Sends what the outbox holds to the catcher; returns each mail it caught with the subject of
   * its outbox row (found by the Message-ID, which is the row's id).
   */
  async function deliver() {
    const { db } = getDb();
    await deliverDueMail({ db, transport: catcherTransport(), now: () => later(1e11) });
    const got = [];
    for (const mail of smtp.mails.splice(0)) {
      const id = /^Message-ID: <([0-9a-f-]{36})@/im.exec(mail.raw)?.[1] ?? "";
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      got.push({ to: mail.to[0], subject: row.subject });
    }
    return got;
  }
  const subjects = (got: { to: string; subject: string }[], to: string) =>
    got.filter((mail) => mail.to === to).map((mail) => mail.subject);

  it("mails a failed daily backup once, to the owners and the operator, until it works again", async () => {
    const { db } = getDb();
    // DATA_DIR/backups runs through a regular file: no one, root included, can create it.
    const blocked = mkdtempSync(join(tmpdir(), "almblick-alert-"));
    writeFileSync(join(blocked, "file"), "not a folder");
    const broken = {
      db,
      dataDir: join(blocked, "file"),
      keep: 7,
      now: () => clock,
      alerts: services,
    };
    const errors = vi.spyOn(log, "error");

    await expect(runDailyBackup(broken)).rejects.toThrow(/ENOTDIR/);
    clock = later(60 * 60_000);
    await expect(runDailyBackup(broken)).rejects.toThrow(/ENOTDIR/);
    const first = await deliver();
    expect(first).toHaveLength(2);
    expect(subjects(first, owner)).toEqual([expect.stringContaining("Daily backup failed")]);
    expect(subjects(first, operator)).toEqual([expect.stringContaining("Daily backup failed")]);
    expect(errors).toHaveBeenCalledWith(
      "alert mailed",
      expect.objectContaining({ alert: "backup" }),
    );
    errors.mockRestore();

    // The folder is fixed: the next check writes the backup and says so, once.
    const good = { ...broken, dataDir: mkdtempSync(join(tmpdir(), "almblick-alert-")) };
    expect(await runDailyBackup(good)).not.toBeNull();
    const recovered = await deliver();
    expect(recovered.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Daily backup works again"),
      expect.stringContaining("Daily backup works again"),
    ]);

    // Re-armed: the next day's failure is mailed again. A day after the recovery's check, not
    // after the start: in the start's last hour (UTC) that check is already on the next day.
    clock = later(25 * 60 * 60_000);
    await expect(runDailyBackup(broken)).rejects.toThrow(/ENOTDIR/);
    expect(subjects(await deliver(), owner)).toEqual([
      expect.stringContaining("Daily backup failed"),
    ]);
  });

  it("mails a feed failing for 6 hours since its last success once, and again after a recovery", async () => {
    const { db } = getDb();
    const [feed] = await db
      .insert(channelFeeds)
      .values({
        name: "Airbnb",
        url: "https://www.airbnb.example/calendar.ics",
        lastSuccessAt: start,
        lastError: { reason: "status", detail: "503" },
      })
      .returning();
    clock = later(feedFailingMs - 1);
    await checkAlerts(services);
    expect(await deliver()).toEqual([]);

    clock = later(feedFailingMs);
    // Two instances check at the same moment: one mail each.
    await Promise.all([checkAlerts(services), checkAlerts({ ...services })]);
    const failing = await deliver();
    expect(subjects(failing, owner)).toEqual([
      expect.stringContaining("Channel feed Airbnb failing"),
    ]);
    expect(subjects(failing, operator)).toHaveLength(1);
    expect(failing.length).toBe(2);
    // Still failing an hour later: nothing new.
    clock = later(feedFailingMs + 60 * 60_000);
    await checkAlerts(services);
    expect(await deliver()).toEqual([]);

    await db
      .update(channelFeeds)
      .set({ lastError: null, lastSuccessAt: clock })
      .where(eq(channelFeeds.id, feed.id));
    await checkAlerts(services);
    expect(subjects(await deliver(), owner)).toEqual([
      expect.stringContaining("Channel feed Airbnb works again"),
    ]);
    await checkAlerts(services);
    expect(await deliver()).toEqual([]);

    const recoveredAt = clock;
    await db
      .update(channelFeeds)
      .set({ lastError: { reason: "timeout" } })
      .where(eq(channelFeeds.id, feed.id));
    clock = new Date(recoveredAt.getTime() + feedFailingMs);
    await checkAlerts(services);
    expect(subjects(await deliver(), owner)).toEqual([
      expect.stringContaining("Channel feed Airbnb failing"),
    ]);

    // One good sync between two checks, failing again by the next: that was a recovery too.
    await db.update(channelFeeds).set({ lastSuccessAt: clock }).where(eq(channelFeeds.id, feed.id));
    await checkAlerts(services);
    expect(subjects(await deliver(), owner)).toEqual([
      expect.stringContaining("Channel feed Airbnb works again"),
    ]);
  });

  it("queues a stuck-outbox alert after an hour of failing mail; it leaves once mail works again", async () => {
    const { db } = getDb();
    const deadSmtp = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      dataDir: "/nonexistent",
      from: "site@example.com",
    });
    await enqueueMail(db, { kind: "test", to: "guest@example.com", subject: "Hallo", text: "x" });
    const [queued] = await db.select().from(emailOutbox);
    clock = queued.createdAt;
    const failing = await deliverDueMail({ db, transport: deadSmtp, now: () => clock });
    expect(failing).toEqual({ sent: 0, failed: 1 });

    clock = new Date(queued.createdAt.getTime() + mailStuckMs - 1);
    await checkAlerts(services);
    expect(await db.select().from(operationAlerts)).toEqual([]);

    const errors = vi.spyOn(log, "error");
    clock = new Date(queued.createdAt.getTime() + mailStuckMs);
    await checkAlerts(services);
    await checkAlerts(services);
    // Mail is what fails: the alert waits in the outbox and the log has it at once.
    expect(errors).toHaveBeenCalledWith("alert mailed", expect.objectContaining({ alert: "mail" }));
    errors.mockRestore();
    const alertMails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "alert"));
    expect(alertMails.map((mail) => mail.to).sort()).toEqual([operator, owner]);
    expect(await deliverDueMail({ db, transport: deadSmtp, now: () => later(1e10) })).toEqual({
      sent: 0,
      failed: 3,
    });

    // The mail server answers again: everything waiting goes, the alert among it, once.
    const sent = await deliver();
    expect(sent.map((mail) => mail.to).sort()).toEqual(["guest@example.com", operator, owner]);
    await checkAlerts(services);
    const recovered = await deliver();
    expect(subjects(recovered, owner)).toEqual([
      expect.stringContaining("Mail is delivered again"),
    ]);
    await checkAlerts(services);
    expect(await deliver()).toEqual([]);
  });
});
