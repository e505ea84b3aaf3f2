import { inArray } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { bookingInquiries } from "../../server/db/schema";
import { createPostgresDatabase } from "../integration/databases";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

// Only sites of this file's own: the worker's site stays as it is.
test.use({ workerSite: false });

test.describe.configure({ mode: "serial", timeout: 180_000 });

function inquiryForm(email: string) {
  return new URLSearchParams(inquiryFields({ contact_email: email, message: "Reliability test" }));
}

async function postInquiry(site: SiteProcess, body: URLSearchParams | string) {
  return fetch(`${site.url}/buchung`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: body.toString(),
  });
}

/** The visitor was told the inquiry was sent. */
async function acknowledged(response: Response) {
  if (response.status >= 300 && response.status < 400) return true;
  return response.ok && (await response.text()).includes("Anfrage erfolgreich gesendet");
}

async function storedEmails(open: () => ReturnType<typeof openDatabase>, emails: string[]) {
  const database = await open();
  try {
    const rows = await database.db
      .select({ email: bookingInquiries.contactEmail })
      .from(bookingInquiries)
      .where(inArray(bookingInquiries.contactEmail, emails));
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

/** Sends 200 inquiries 10 at a time and kills the server with SIGKILL part-way through. */
async function burstAndKill(site: SiteProcess) {
  const acknowledgedEmails: string[] = [];
  let sent = 0;
  const killAfter = 80;
  const worker = async () => {
    while (sent < 200) {
      const email = `burst-${sent++}@example.com`;
      try {
        const response = await postInquiry(site, inquiryForm(email));
        if (await acknowledged(response)) acknowledgedEmails.push(email);
      } catch {
        // connection refused or reset after the kill: not acknowledged
      }
      if (sent === killAfter) site.child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  await site.exited;
  return acknowledgedEmails;
}

test("every acknowledged inquiry survives a SIGKILL mid-burst (embedded database)", async () => {
  const dataDir = newDataDir();
  const site = await startSite({ DATA_DIR: dataDir });
  const acknowledgedEmails = await burstAndKill(site);
  expect(acknowledgedEmails.length).toBeGreaterThan(20);

  // The restart takes over the lock the killed process left behind.
  const restarted = await startSite({ DATA_DIR: dataDir });
  await stopSite(restarted);
  const stored = await storedEmails(() => openDatabase({ dataDir }), acknowledgedEmails);
  expect(acknowledgedEmails.filter((email) => !stored.has(email))).toEqual([]);
});

test("every acknowledged inquiry survives a SIGKILL mid-burst (PostgreSQL)", async () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL not set");
  const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  await postgres.handle.close();
  try {
    const site = await startSite({ DATABASE_URL: postgres.url, DATA_DIR: newDataDir() });
    const acknowledgedEmails = await burstAndKill(site);
    expect(acknowledgedEmails.length).toBeGreaterThan(20);
    const stored = await storedEmails(
      () => openDatabase({ databaseUrl: postgres.url }),
      acknowledgedEmails,
    );
    expect(acknowledgedEmails.filter((email) => !stored.has(email))).toEqual([]);
  } finally {
    await postgres.drop();
  }
});

test("a second server on the same data folder refuses to start with a clear message", async () => {
  const dataDir = newDataDir();
  const first = await startSite({ DATA_DIR: dataDir });
  try {
    const second = await startSite({ DATA_DIR: dataDir }, { waitUntilHealthy: false });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain("is in use by another process");
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  } finally {
    await stopSite(first);
  }
});
