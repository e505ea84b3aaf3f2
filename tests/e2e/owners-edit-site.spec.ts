import { createPostgresDatabase } from "../integration/databases";
import { expect, test } from "./fixtures";
import { admin, hydrated, signInAsAdmin } from "./support/admin";
import { newDataDir, type SiteProcess, startSite, stopSite } from "./support/server-process";
import { castleHeading, castleNames, expectNewPhoneOnHome, phones } from "./support/site-edits";

const { old: oldPhone, new: newPhone } = phones;
const { it: oldCastle, de: germanCastle, en: englishCastle } = castleNames;
const newCastle = "Castello dei rapaci – riaperto";

/**
 * The owners' whole edit, as the issue asks it: a fact and a text changed on one instance, seen
 * at once by a visitor of the other (both on one PostgreSQL database, each with its own page
 * cache).
 */
test("owners change their phone and an Italian attraction on one instance; the other shows both", async ({
  page,
  browser,
}) => {
  test.skip(
    !process.env.TEST_DATABASE_URL,
    "TEST_DATABASE_URL not set (two instances share PostgreSQL)",
  );
  test.setTimeout(180_000);
  const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  const sites: SiteProcess[] = [];
  try {
    // Both at once, as after a deployment.
    const started = await Promise.allSettled(
      [0, 1].map(() =>
        startSite({
          DATA_DIR: newDataDir(),
          DATABASE_URL: postgres.url,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
        }),
      ),
    );
    // Whichever started is stopped below, also when the other failed.
    for (const result of started) if (result.status === "fulfilled") sites.push(result.value);
    for (const result of started) if (result.status === "rejected") throw result.reason;
    const [owners, other] = sites;
    const visitor = await browser.newPage({ baseURL: other.url });
    const castle = castleHeading(visitor);
    // The visitor's first looks fill the other instance's page cache with the old facts.
    await visitor.goto("/?lng=it");
    await expect(castle).toHaveText(oldCastle);
    await expect(visitor.locator("#contact").getByRole("link", { name: oldPhone })).toBeVisible();

    await signInAsAdmin(page, owners.url);
    await page.goto(`${owners.url}/admin/website`);
    await hydrated(page);
    await page.getByLabel("Telefonnummer").fill(newPhone);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByTestId("form-result")).toContainText("Angaben gespeichert");

    await page.goto(`${owners.url}/admin/texte`);
    await hydrated(page);
    const section = page.locator("#texte-ausfluege");
    const castleName = section
      .getByRole("group", { name: "Ausflug 2: Name", exact: true })
      .getByLabel("Italienisch");
    await castleName.fill(newCastle);
    await section.getByRole("button", { name: "Vorschau", exact: true }).click();
    await expect(page.getByTestId("form-result")).toContainText("Entwurf gespeichert");

    // The preview shows both changes before the text is published; visitors see neither text.
    await page.goto(`${owners.url}/?lng=it&vorschau=1`);
    await expect(page.getByTestId("preview-notice")).toBeVisible();
    await expect(page.locator("#attractions li").nth(1).getByRole("heading")).toHaveText(newCastle);
    await expect(page.locator("#contact").getByRole("link", { name: newPhone })).toBeVisible();
    await visitor.goto("/?lng=it");
    await expect(castle).toHaveText(oldCastle);

    await page.goto(`${owners.url}/admin/texte`);
    await hydrated(page);
    await section.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(page.getByTestId("form-result")).toContainText("Veröffentlicht");

    // The other instance: the new phone everywhere, the Italian attraction in Italian only.
    await visitor.goto("/?lng=it");
    await expect(castle).toHaveText(newCastle);
    await expectNewPhoneOnHome(visitor);
    await visitor.goto("/?lng=de");
    await expect(castle).toHaveText(germanCastle);
    await visitor.goto("/?lng=en");
    await expect(castle).toHaveText(englishCastle);

    // Both changes are in their histories; undo brings the old attraction back everywhere.
    await page.goto(`${owners.url}/admin/website`);
    await expect(page.getByTestId("website-history")).toContainText(
      `Telefonnummer: ${oldPhone} → ${newPhone}`,
    );
    await page.goto(`${owners.url}/admin/texte`);
    await hydrated(page);
    const entry = page.getByTestId("texts-history").getByRole("listitem").first();
    await expect(entry).toContainText("Ausflug 2: Name (Italienisch)");
    await expect(entry).toContainText(`(ursprünglicher Text) → ${newCastle}`);
    await entry.getByRole("button", { name: "Rückgängig" }).click();
    await expect(page.getByTestId("form-result")).toContainText(
      "Frühere Fassung wiederhergestellt",
    );
    await visitor.goto("/?lng=it");
    await expect(castle).toHaveText(oldCastle);
    await visitor.close();
  } finally {
    for (const site of sites) await stopSite(site, [page]);
    await postgres.handle.close();
    await postgres.drop();
  }
});
