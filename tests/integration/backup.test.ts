import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { adminRole } from "../../server/auth/sessions";
import { listTables, tableName } from "../../server/backup/catalog";
import { backupCommand, restoreCommand } from "../../server/backup/commands";
import { runDailyBackup, startDailyBackups } from "../../server/backup/daily-backups";
import { restoreBackup } from "../../server/backup/restore-backup";
import { writeBackup } from "../../server/backup/write-backup";
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  openMemoryDatabase,
  rowsOf,
} from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { readPublishedTexts } from "../../server/site-texts";
import { createPostgresDatabase, describeEachDatabase, migratedDataFolder } from "./databases";

const serverUrl = process.env.TEST_DATABASE_URL;
const folder = () => mkdtempSync(join(tmpdir(), "almblick-backup-"));

/** Fresh migrated databases of every engine we run: restores go into each of them. */
const opened: Array<{ handle: DatabaseHandle; drop?: () => Promise<void> }> = [];
async function freshDatabases() {
  const fresh = [{ label: "pglite", handle: await openMemoryDatabase() }];
  opened.push(fresh[0]);
  if (serverUrl) {
    const postgres = await createPostgresDatabase(serverUrl);
    opened.push(postgres);
    fresh.push({ label: "postgres", handle: postgres.handle });
  }
  return fresh;
}
afterAll(async () => {
  for (const { handle, drop } of opened) {
    await handle.close();
    await drop?.();
  }
});

/** Every row of every table as PostgreSQL writes it as JSON (timestamps in UTC), sorted. */
async function contents(db: Database) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables: Record<string, string[]> = {};
    for (const { name } of await listTables(tx)) {
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql`select to_jsonb(t)::text as "row" from ${tableName(name)} t`,
      );
      tables[name] = rows.map((row) => row.row).sort();
    }
    return tables;
  });
}

const image = randomBytes(2 * 1024 * 1024);
/** The owners' guest-information PDF: bytes every value of which must survive the round trip. */
const guestInfoPdfBytes = Buffer.concat([
  Buffer.from("%PDF-1.7\n"),
  randomBytes(4096),
  Buffer.from("\n%%EOF\n"),
]);
const message = 'Grüß Gott! 😀 日本語 — "Anführung", Backslash \\, Zeile\nneu\tTab';

/** At least one row in every table, with the values that are easy to get wrong. */
async function fill(db: Database) {
  const [inquiry] = await db
    .insert(schema.bookingInquiries)
    .values({
      firstName: "Zoë",
      lastName: "Ørsted-Müller",
      contactEmail: "zoe@example.com",
      guestCount: 3,
      preferredStartDate: "2031-07-01",
      preferredEndDate: "2031-07-08",
      message,
      quotedPrice: "1234.50",
      language: "it",
      processed: true,
    })
    .returning();
  await db.execute(
    sql`update booking_inquiries set created_at = '2030-02-28 23:59:59.123456+05:30'`,
  );
  const [paid] = await db
    .insert(schema.reservations)
    .values([
      {
        name: "Zoë Ørsted-Müller",
        firstName: "Zoë",
        lastName: "Ørsted-Müller",
        email: "zoe@example.com",
        guests: 3,
        adults: 2,
        children: 1,
        startDate: "2031-07-01",
        endDate: "2031-07-08",
        status: "paid",
        offerPrice: "99999999.99",
        inquiryId: inquiry.id,
      },
      {
        name: "Max Muster",
        firstName: "Max",
        lastName: "Muster",
        email: "max@example.com",
        guests: 1,
        adults: 1,
        startDate: "2031-08-01",
        endDate: "2031-08-02",
        notes: null,
      },
    ])
    .returning();
  await db.insert(schema.emailOutbox).values({
    kind: "inquiry_owner",
    to: "owner@example.com",
    subject: "Neue Anfrage – Zoë",
    text: message,
    inquiryId: inquiry.id,
  });
  await db.insert(schema.user).values({
    id: "owner",
    name: "Owner",
    email: "owner@example.com",
    role: adminRole,
    twoFactorEnabled: true,
  });
  await db.insert(schema.session).values({
    id: "s1",
    token: "token-1",
    userId: "owner",
    expiresAt: new Date("2031-01-01T00:00:00.001Z"),
  });
  await db.insert(schema.account).values({
    id: "a1",
    accountId: "owner",
    providerId: "credential",
    userId: "owner",
    password: "salt:hash",
  });
  await db.insert(schema.verification).values({
    id: "v1",
    identifier: "reset-password:abc",
    value: "owner",
    expiresAt: new Date("2031-01-01T00:00:00Z"),
  });
  await db.insert(schema.rateLimit).values({
    id: "r1",
    key: "203.0.113.7/sign-in",
    count: 3,
    lastRequest: Number.MAX_SAFE_INTEGER,
  });
  await db.insert(schema.twoFactor).values({
    id: "t1",
    secret: "encrypted",
    backupCodes: "encrypted-codes",
    userId: "owner",
  });
  await db.insert(schema.signInFailures).values({
    email: "owner@example.com",
    failures: 6,
    lastFailureAt: new Date(),
  });
  await db.insert(schema.websiteImages).values({
    key: "gallery/1700000000000-bild.webp",
    category: "gallery",
    width: 1600,
    height: 900,
    uploadedAt: new Date(),
  });
  await db.insert(schema.websiteImageVariants).values([
    {
      imageKey: "gallery/1700000000000-bild.webp",
      width: 1600,
      height: 900,
      contentType: "image/webp",
      sha256: "large",
      bytes: image,
    },
    {
      imageKey: "gallery/1700000000000-bild.webp",
      width: 480,
      height: 270,
      contentType: "image/webp",
      sha256: "small",
      bytes: Buffer.from([0, 1, 0x5c, 0x78, 255, 0]),
    },
  ]);
  await db.insert(schema.jobRuns).values({
    job: "backup",
    day: "2030-01-01",
    leaseUntil: new Date("2030-01-01T03:30:00.123Z"),
    finishedAt: new Date("2030-01-01T03:01:02.456Z"),
  });
  await db
    .insert(schema.operationAlerts)
    .values({ key: "mail", since: new Date("2030-01-02T04:00:00Z") });
  await db.execute(sql`insert into calendar_export (id, token) values (1, 'export-token')`);
  const [feed] = await rowsOf<{ id: string }>(
    db,
    sql`insert into channel_feeds (name, url, last_report)
        values ('Booking', 'https://example.com/a.ics',
                '{"events": 3, "note": "Grüße ✓", "nested": {"price": 12.50, "list": [1, null]}}')
        returning id`,
  );
  await db.execute(
    sql`insert into channel_blocks (feed_id, uid, start_date, end_date, kind)
        values (${feed.id}, 'uid-1@example.com', '2031-09-01', '2031-09-05', 'reserved')`,
  );
  await db.execute(
    sql`insert into channel_conflict_notices (feed_id, uid, reservation_id, notified_at)
        values (${feed.id}, 'uid-1@example.com', ${paid.id}, now())`,
  );
  await db.insert(schema.replyTemplates).values({
    kind: "accept",
    language: "it",
    subject: "Il vostro soggiorno dal {anreise}",
    body: message,
    updatedBy: "owner@example.com",
  });
  await db.insert(schema.replySettings).values({
    id: 1,
    paymentDetails: "IBAN AT12 3456\nBIC ÄBC",
    updatedBy: "owner@example.com",
  });
  await db.insert(schema.bookingSettings).values({
    id: 1,
    general: { horizonYears: 3, maxGuests: 12 },
    years: {},
    version: 4,
  });
  await db.insert(schema.bookingSettingsChanges).values({
    changedAt: new Date("2030-03-01T10:00:00.123Z"),
    changedBy: "owner@example.com",
    scope: "general",
    before: { horizonYears: 2, maxGuests: 20 },
    after: { horizonYears: 3, maxGuests: 12 },
  });
  // The stays' offers, payments, history and the owners' payment and message settings.
  await db.insert(schema.stayOffers).values({
    reservationId: paid.id,
    totalCents: 112_640,
    totalReason: "Stammgäste – 10 %",
    depositCents: 33_800,
    depositDue: "2031-03-08",
    balanceDue: "2031-06-01",
    state: "accepted",
    sentAt: new Date("2031-03-01T09:00:00.123Z"),
    sentBy: "owner@example.com",
    answeredAt: new Date("2031-03-02T09:00:00Z"),
  });
  await db.insert(schema.stayPayments).values({
    reservationId: paid.id,
    amountCents: -1_000,
    receivedOn: "2031-03-05",
    method: "transfer",
    recordedAt: new Date("2031-03-05T10:00:00Z"),
    recordedBy: "owner@example.com",
  });
  await db.insert(schema.stayEvents).values({
    reservationId: paid.id,
    at: new Date("2031-03-01T09:00:00.123Z"),
    actor: "guest",
    kind: "message",
    detail: { message: "offer", to: "zoe@example.com" },
    messageKey: "deposit_due:2031-03-08",
  });
  await db.insert(schema.paymentSettings).values({
    id: 1,
    accountHolder: "Zoë Ørsted-Müller",
    iban: "AT611904300234573201",
    bic: "BKAUATWW",
  });
  await db.insert(schema.guestMessageSettings).values({ id: 1, arrivalDaysBefore: 5 });
  // The owners' contact facts and their history.
  const facts = {
    owners: "Famiglia Ørsted-Müller",
    email: "zoë@example.com",
    phone: "+43 (0)664 12-34-567",
    street: "Almweg 7 – Hütte «Sonne»",
    postalCode: "9521",
    locality: "Treffen am Ossiacher See",
    region: "Kärnten",
  };
  await db.insert(schema.siteFacts).values({ id: 1, ...facts, updatedBy: "owner@example.com" });
  await db.insert(schema.siteFactsChanges).values({
    changedAt: new Date("2031-02-01T08:00:00.123Z"),
    changedBy: "owner@example.com",
    before: { ...facts, phone: "+43 664 1234567" },
    after: facts,
  });
  await db.insert(schema.guestInfoPdf).values({
    id: 1,
    sha256: "guest-info",
    bytes: guestInfoPdfBytes,
    uploadedAt: new Date("2031-02-02T09:00:00.001Z"),
    uploadedBy: "owner@example.com",
  });
  // An owner's text of the public pages, its history and a draft.
  await db.insert(schema.siteTextChanges).values({
    key: "home:attractions.items.castle.name",
    language: "it",
    before: null,
    value: "Castello «Ørsted» – **forte** ☀️",
    changedAt: new Date("2031-02-02T08:00:00.123Z"),
    changedBy: "owner@example.com",
  });
  await db.insert(schema.siteTextDrafts).values({
    key: "home:attractions.items.lake.description",
    language: "en",
    value: "Clear water.\n\nWarm in summer.",
    updatedBy: "owner@example.com",
  });
  await db.insert(schema.reviews).values({
    reservationId: paid.id,
    rating: 4,
    text: "Bellissimo – «la vista» è unica ☀️",
    authorName: "Zoë Ø.",
    language: "it",
    state: "published",
    createdAt: new Date("2031-07-10T09:00:00.123Z"),
  });
  await db.insert(schema.reviewInvitations).values({
    reservationId: paid.id,
    token: "t".repeat(43),
    createdAt: new Date("2031-07-09T09:00:00Z"),
  });
}

async function rewriteArchive(from: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(from)).toString("utf8").split("\n");
  const to = join(folder(), "edited.jsonl.gz");
  writeFileSync(to, gzipSync(edit(lines).join("\n")));
  return to;
}

describeEachDatabase("backup and restore", (getDb) => {
  let archive: string;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    await fill(getDb().db);
    original = await contents(getDb().db);
    archive = join(folder(), "backup.jsonl.gz");
    await writeBackup(getDb().db, archive);
  });

  it("the test data fills every table of the schema", async () => {
    const tables = await rowsOf<{ name: string }>(
      getDb().db,
      sql`select tablename as "name" from pg_tables where schemaname = 'public'`,
    );
    expect(Object.keys(original).sort()).toEqual(tables.map((table) => table.name).sort());
    const empty = Object.entries(original).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
  });

  it("restores every table exactly, into either engine: image bytes, unicode, numerics, timestamps", async () => {
    for (const target of await freshDatabases()) {
      const summary = await restoreBackup(target.handle.db, archive);
      expect(summary.tables, target.label).toBe(Object.keys(original).length);
      expect(await contents(target.handle.db), target.label).toEqual(original);

      const db = target.handle.db;
      const [large] = await db
        .select()
        .from(schema.websiteImageVariants)
        .where(eq(schema.websiteImageVariants.sha256, "large"));
      expect(large.bytes.equals(image), target.label).toBe(true);
      const [pdf] = await db.select().from(schema.guestInfoPdf);
      expect(pdf.bytes.equals(guestInfoPdfBytes), target.label).toBe(true);
      const [inquiry] = await db.select().from(schema.bookingInquiries);
      expect(inquiry.message).toBe(message);
      expect(inquiry.quotedPrice).toBe("1234.50");
      const [{ created }] = await rowsOf<{ created: string }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as "created"
            from booking_inquiries`,
      );
      expect(created).toBe("2030-02-28 18:29:59.123456");
      const [paid] = await db
        .select()
        .from(schema.reservations)
        .where(eq(schema.reservations.status, "paid"));
      expect(paid.offerPrice).toBe("99999999.99");
      const [limit] = await db.select().from(schema.rateLimit);
      expect(limit.lastRequest).toBe(Number.MAX_SAFE_INTEGER);
      // The owners' text is the one the restored site shows.
      const texts = await readPublishedTexts(db);
      expect(texts.byLanguage.it?.["home:attractions.items.castle.name"], target.label).toBe(
        "Castello «Ørsted» – **forte** ☀️",
      );
    }
  });

  it("refuses a database that is not empty, and leaves it alone", async () => {
    const [target] = await freshDatabases();
    await target.handle.db.insert(schema.jobRuns).values({ job: "other", day: "2031-01-01" });
    const before = await contents(target.handle.db);
    await expect(restoreBackup(target.handle.db, archive)).rejects.toThrow(
      "The database is not empty (the table job_runs has rows): restore into an empty database, or add --overwrite to replace all its data",
    );
    expect(await contents(target.handle.db)).toEqual(before);
  });

  it("--overwrite replaces all data of a filled database", async () => {
    for (const target of await freshDatabases()) {
      await fill(target.handle.db);
      await target.handle.db.insert(schema.jobRuns).values({ job: "other", day: "2031-01-01" });
      await restoreBackup(target.handle.db, archive, { overwrite: true });
      expect(await contents(target.handle.db), target.label).toEqual(original);
    }
  });

  it("refuses an archive of another migration level", async () => {
    const older = await rewriteArchive(archive, ([header, ...rest]) => {
      const parsed = JSON.parse(header);
      parsed.migrations = { applied: parsed.migrations.applied - 1, last: "0123456789abcdef" };
      return [JSON.stringify(parsed), ...rest];
    });
    const [target] = await freshDatabases();
    await expect(restoreBackup(target.handle.db, older)).rejects.toThrow(
      /^The backup was made at migration level \d+ \(0123456789ab\), this version of the site is at \d+ \(\w{12}\): restore it with the version of the site that made it, then update$/,
    );
    expect(Object.values(await contents(target.handle.db)).flat()).toEqual([]);
  });

  it("a restore that fails part-way leaves the database as it was, triggers working", async () => {
    // A reservation breaks a check constraint after other tables were loaded; a cut-off archive
    // fails at its very end.
    const broken = await rewriteArchive(archive, (lines) => {
      const index = lines.findIndex((line) => line.includes('"table":"reservations"')) + 1;
      const row = JSON.parse(lines[index]);
      lines[index] = JSON.stringify({ ...row, guests: 0 });
      return lines;
    });
    const cutOff = await rewriteArchive(archive, (lines) => lines.slice(0, -3));
    for (const target of await freshDatabases()) {
      await fill(target.handle.db);
      const before = await contents(target.handle.db);
      await expect(
        restoreBackup(target.handle.db, broken, { overwrite: true }),
        target.label,
      ).rejects.toThrow(/^Failed query: insert into "public"."reservations"/);
      await expect(restoreBackup(target.handle.db, cutOff, { overwrite: true })).rejects.toThrow(
        /ends before the last row of website_image_variants: the archive is cut off/,
      );
      expect(await contents(target.handle.db), target.label).toEqual(before);
      const was = await readPublicPagesVersion(target.handle.db);
      // Deleting the stays also clears their reviews' link: both tables' triggers bump it.
      await target.handle.db.delete(schema.reservations);
      expect(await readPublicPagesVersion(target.handle.db)).toBeGreaterThan(was);
    }
  });
});

describeEachDatabase("the daily backup", (getDb) => {
  const day = (n: number) => () => new Date(Date.UTC(2032, 0, n, 3));

  it("is made once a day, even by two schedulers at once, and only the newest N are kept", async () => {
    const [first, second] = [folder(), folder()];
    const made = await Promise.all(
      [first, second].map((dataDir) =>
        runDailyBackup({ db: getDb().db, dataDir, keep: 3, now: day(1) }),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    const files = [first, second].flatMap((dataDir) =>
      existsSync(join(dataDir, "backups")) ? readdirSync(join(dataDir, "backups")) : [],
    );
    expect(files).toEqual(["backup-2032-01-01.jsonl.gz"]);
    expect(await runDailyBackup({ db: getDb().db, dataDir: first, keep: 3, now: day(1) })).toBe(
      null,
    );

    writeFileSync(join(first, "backups", "notes.txt"), "not an archive");
    for (let n = 2; n <= 6; n++) {
      await runDailyBackup({ db: getDb().db, dataDir: first, keep: 3, now: day(n) });
    }
    expect(readdirSync(join(first, "backups")).sort()).toEqual([
      "backup-2032-01-04.jsonl.gz",
      "backup-2032-01-05.jsonl.gz",
      "backup-2032-01-06.jsonl.gz",
      "notes.txt",
    ]);
  });

  it("a failed backup gives the day back, so the next check tries again", async () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, "backups"), "a file where the folder should be");
    const options = { db: getDb().db, dataDir, keep: 3, now: day(20) };
    await expect(runDailyBackup(options)).rejects.toThrow();
    const otherDataDir = folder();
    expect(await runDailyBackup({ ...options, dataDir: otherDataDir })).toBe(
      join(otherDataDir, "backups", "backup-2032-01-20.jsonl.gz"),
    );
  });

  it("the scheduler of the server writes one and stops; BACKUP_KEEP=0 writes none", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const dataDir = folder();
      const scheduler = startDailyBackups({
        db: getDb().db,
        dataDir,
        keep: 7,
        now: day(25),
        firstCheckMs: 0,
      });
      await vi.waitFor(
        () => expect(readdirSync(join(dataDir, "backups"))).toEqual(["backup-2032-01-25.jsonl.gz"]),
        { timeout: 20_000, interval: 50 },
      );
      await scheduler.stop();
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/"message":"backup written"/));

      const off = folder();
      const disabled = startDailyBackups({
        db: getDb().db,
        dataDir: off,
        keep: 0,
        now: day(26),
        firstCheckMs: 0,
      });
      await new Promise((done) => setTimeout(done, 200));
      await disabled.stop();
      expect(existsSync(join(off, "backups"))).toBe(false);
    } finally {
      log.mockRestore();
    }
  });
});

it("a table outside the Drizzle schema is backed up too, and its identity keys continue", async () => {
  const table = sql`create table guest_notes (
    id integer generated always as identity primary key, note text not null)`;
  const source = await openMemoryDatabase();
  opened.push({ handle: source });
  await source.db.execute(table);
  await source.db.execute(sql`insert into guest_notes (note) values ('eins'), ('zwei'), ('drei')`);
  const file = join(folder(), "backup.jsonl.gz");
  await writeBackup(source.db, file);
  for (const target of await freshDatabases()) {
    await target.handle.db.execute(table);
    await restoreBackup(target.handle.db, file);
    const [added] = await rowsOf<{ id: number }>(
      target.handle.db,
      sql`insert into guest_notes (note) values ('vier') returning id`,
    );
    expect(added.id, target.label).toBe(4);
  }
});

it("the commands answer in one line and with their exit code", async () => {
  const [sourceDir, targetDir] = await Promise.all([migratedDataFolder(), migratedDataFolder()]);
  const file = join(folder(), "backup.jsonl.gz");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const output = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    const source = await openDatabase({ dataDir: sourceDir });
    await fill(source.db);
    await source.close();
    expect(await backupCommand([file], { DATA_DIR: sourceDir })).toBe(0);
    expect(statSync(file).mode & 0o007).toBe(0);
    const written = String(output.mock.lastCall);
    expect(written).toMatch(/^Backup written to \S+: \d+ tables, \d+ rows, 2\.\d MB$/);
    const counts = /\d+ tables, \d+ rows/.exec(written)![0];
    expect(await restoreCommand([file], { DATA_DIR: targetDir })).toBe(0);
    expect(output).toHaveBeenLastCalledWith(
      `Restored ${file} into the embedded database: ${counts}`,
    );

    expect(await restoreCommand([file], { DATA_DIR: targetDir })).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      "Could not restore: The database is not empty (the table booking_inquiries has rows): restore into an empty database, or add --overwrite to replace all its data",
    );
    const broken = await rewriteArchive(file, (lines) =>
      lines.map((line) => line.replace('"guests": 3', '"guests": 0')),
    );
    expect(await restoreCommand([broken, "--overwrite"], { DATA_DIR: targetDir })).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      'Could not restore: new row for relation "reservations" violates check constraint "reservations_guests_check"',
    );
    expect(await restoreCommand([file, "--force"], { DATA_DIR: targetDir })).toBe(1);
    expect(errors).toHaveBeenLastCalledWith(
      "Could not restore: usage: npm run restore -- FILE [--overwrite]",
    );
    expect(await backupCommand([], { DATA_DIR: sourceDir })).toBe(1);
    expect(errors).toHaveBeenLastCalledWith("Could not back up: usage: npm run backup -- FILE");
    expect(await restoreCommand([file, "--overwrite"], { DATA_DIR: targetDir })).toBe(0);
  } finally {
    errors.mockRestore();
    output.mockRestore();
  }
});
