import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { e2eBuildDir } from "../../scripts/e2e-sites.mjs";
import { createEmptyPostgresDatabase } from "../integration/databases";
import { inquiryFields } from "../support/inquiry-form";
import { expect, test } from "./fixtures";
import { createReservation, signInAsAdmin, uploadImage } from "./support/admin";
import { postInquiryForm } from "./support/booking";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";

test.describe.configure({ timeout: 240_000 });

const root = resolve(import.meta.dirname, "../..");
const owner = { email: "owner@example.com", password: "owner-password-1" };
const year = new Date().getFullYear() + 3;

/**
 * `npm run SCRIPT -- ARGS` as an operator types it, with the site's build. Its last line of
 * errors is the command's own (a rebuild, when the sources changed, writes to stderr before).
 */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; lastError: string }>((done) => {
    const child = spawn("npm", ["run", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: e2eBuildDir, DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => {
      done({ code, stdout, lastError: stderr.trimEnd().split("\n").at(-1) ?? "" });
    });
  });
}

async function adminPage(browser: Browser, site: SiteProcess) {
  const context = await browser.newContext({ baseURL: site.url, locale: "de-AT" });
  const page = await context.newPage();
  await signInAsAdmin(page, site.url, owner);
  return page;
}

test("an embedded site moves to PostgreSQL through npm run backup and npm run restore", async ({
  browser,
}) => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL not set");
  const dataDir = newDataDir();
  const archive = join(mkdtempSync(join(tmpdir(), "site-backup-")), "backup.jsonl.gz");
  const postgres = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
  const sites: SiteProcess[] = [];
  try {
    // The embedded site: an inquiry through the form, a reservation and an image in the admin.
    const embedded = await startSite({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
    });
    sites.push(embedded);
    const inquiry = await postInquiryForm(
      embedded.url,
      inquiryFields({
        first_name: "Ida",
        last_name: "Umzug",
        contact_email: "ida@example.com",
        message: "Grüß Gott! Wir kommen gerne wieder 😀",
      }),
    );
    expect(await inquiry.text()).toContain("Anfrage erfolgreich gesendet");

    const page = await adminPage(browser, embedded);
    await page.goto("/admin/reservierungen");
    await createReservation(page, {
      first: "Berta",
      last: "Backup",
      start: `${year}-07-01`,
      end: `${year}-07-08`,
      status: "Bezahlt",
      price: "700,50",
    });
    await page.goto("/admin/bilder");
    const png = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: "#1f4d3a",
        // Noise makes the image bytes many kilobytes, not a few.
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    await uploadImage(page, "gallery", { name: "Umzug.png", buffer: png });
    await expect(page.getByText("Image uploaded successfully!").first()).toBeVisible();
    const imageUrl = await page
      .getByTestId("public-url")
      .filter({ hasText: "umzug.webp" })
      .getAttribute("href");
    const imageBytes = Buffer.from(await (await page.request.get(imageUrl!)).body());
    await page.context().close();
    await stopSite(embedded);

    const backup = await npmRun("backup", [archive], { DATA_DIR: dataDir });
    expect(backup.code, backup.lastError).toBe(0);
    // A small site's backup says its size in kB, not "0.0 MB".
    expect(backup.stdout).toMatch(
      /Backup written to .*backup\.jsonl\.gz: \d+ tables, \d+ rows, [1-9]\d* kB$/m,
    );

    // As the operator runs it: with the configuration of the PostgreSQL site.
    const onPostgres = {
      DATABASE_URL: postgres.url,
      AUTH_SECRET: "the-postgres-site-secret-for-this-test-only",
      DATA_DIR: newDataDir(),
    };
    const restore = await npmRun("restore", [archive], onPostgres);
    expect(restore.code, restore.lastError).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* into PostgreSQL: \d+ tables, \d+ rows/);

    // The same owner, password, inquiry, reservation and image on PostgreSQL.
    const moved = await startSite(onPostgres);
    sites.push(moved);
    const admin = await adminPage(browser, moved);
    await admin.goto("/admin/profil");
    await expect(admin.getByText(owner.email, { exact: true })).toBeVisible();
    await admin.goto("/admin/anfragen");
    await expect(admin.getByTestId("inquiry").filter({ hasText: "Ida Umzug" })).toBeVisible();
    await admin.goto("/admin/reservierungen");
    const row = admin.getByTestId("reservations-table").locator("tr", { hasText: "Berta Backup" });
    await expect(row).toContainText("Bezahlt");
    await admin.goto("/admin/bilder");
    await expect(admin.getByTestId("stored-image").filter({ hasText: "umzug.webp" })).toBeVisible();
    const served = await admin.request.get(imageUrl!);
    expect(Buffer.from(await served.body()).equals(imageBytes)).toBe(true);
    await admin.context().close();

    // The database is no longer empty: a second restore is refused in one line.
    const again = await npmRun("restore", [archive], onPostgres);
    expect(again.code).toBe(1);
    expect(again.lastError).toMatch(
      /^Could not restore: The database is not empty \(the table \w+ has rows\): restore into an empty database, or add --overwrite to replace all its data$/,
    );
  } finally {
    for (const site of sites) await stopSite(site);
    await postgres.drop();
  }
});
