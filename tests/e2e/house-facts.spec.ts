import { expect, test } from "./fixtures";
import { hydrated, signInAsAdmin } from "./support/admin";

test("the owners change the check-in time and the cancellation days; visitors see them at once", async ({
  page,
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  // Sign-in, two saves and three public pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  // The refused save answers 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  // A visitor's first look fills the public pages' cache with today's facts.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/");
  const imprint = visitor.locator("#imprint");
  await expect(imprint).toContainText("Check-in: 15:00 – 20:00 Uhr");
  await expect(imprint).toContainText(
    "Eine Stornierung ist bis 14 Tage vor der Anreise kostenlos.",
  );
  await visitor.goto("/gaesteinformationen");
  await expect(visitor.locator("main")).toContainText("Check-in: 15:00 – 20:00 Uhr");

  await signInAsAdmin(page);
  await page.goto("/admin/website");
  await hydrated(page);
  const checkIn = page.getByLabel("Check-in ab", { exact: true });
  const days = page.getByLabel("Kostenlose Stornierung bis (Tage vor der Anreise)");
  const save = page.getByRole("button", { name: "Aufenthalt und Haus speichern" });
  await expect(checkIn).toHaveValue("15:00");
  await expect(days).toHaveValue("14");

  // A check-in that would begin after it ends: refused at its field, nothing saved.
  await page.getByLabel("Check-in bis", { exact: true }).fill("14:00");
  await save.click();
  await expect(page.getByTestId("form-result")).toContainText("Nicht gespeichert");
  await expect(page.getByText("Muss nach der Uhrzeit „ab“ liegen.")).toBeVisible();
  await expect(page.getByText("Noch keine Änderungen")).toBeVisible();

  await page.getByLabel("Check-in bis", { exact: true }).fill("20:00");
  await checkIn.fill("16:30");
  await days.fill("21");
  await save.click();
  await expect(page.getByTestId("form-result")).toContainText("Angaben gespeichert");
  const history = page.getByTestId("website-history");
  await expect(history).toContainText("Check-in ab: 15:00 → 16:30");
  await expect(history).toContainText("Kostenlose Stornierung bis (Tage vor der Anreise): 14 → 21");
  await expect(history).toContainText("admin@example.com");
  await expect(checkIn).toHaveValue("16:30");

  await visitor.goto("/gaesteinformationen");
  await expect(visitor.locator("main")).toContainText("Check-in: 16:30 – 20:00 Uhr");
  await expect(visitor.locator("main")).toContainText(
    "Kostenlose Stornierung bis 21 Tage vor der Anreise",
  );
  await visitor.goto("/");
  await expect(imprint).toContainText("Check-in: 16:30 – 20:00 Uhr");
  await expect(imprint).toContainText(
    "Eine Stornierung ist bis 21 Tage vor der Anreise kostenlos.",
  );
  await expect(imprint).not.toContainText("15:00");
  await visitor.close();
});
