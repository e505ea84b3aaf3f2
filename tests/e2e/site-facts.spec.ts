import { expect, test } from "./fixtures";
import { hydrated, signInAsAdmin } from "./support/admin";
import { expectNewPhoneOnHome, phones } from "./support/site-edits";

const { old: oldPhone, new: newPhone } = phones;

test("the owners change their phone number; visitors see it everywhere at once", async ({
  page,
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  // Sign-in, two saves and four public pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  // The refused save answers 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  // A visitor's first look fills the public pages' cache with the old number.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/");
  await expect(visitor.locator("#contact").getByRole("link", { name: oldPhone })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/website");
  await hydrated(page);
  const phone = page.getByLabel("Telefonnummer");
  await expect(phone).toHaveValue(oldPhone);

  // Not a phone number: refused in words, nothing saved.
  await phone.fill("ruf uns an");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByTestId("form-result")).toContainText("Nicht gespeichert");
  await expect(page.getByText("Bitte eine Telefonnummer angeben")).toBeVisible();
  await expect(phone).toHaveValue("ruf uns an");
  await expect(page.getByText("Noch keine Änderungen")).toBeVisible();

  await phone.fill(newPhone);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByTestId("form-result")).toContainText("Angaben gespeichert");
  await expect(page.getByTestId("website-history")).toContainText(
    `Telefonnummer: ${oldPhone} → ${newPhone}`,
  );
  await expect(page.getByTestId("website-history")).toContainText("admin@example.com");

  await visitor.goto("/");
  await expectNewPhoneOnHome(visitor);

  await visitor.goto("/gaesteinformationen?lng=it");
  await expect(visitor.getByRole("link", { name: newPhone })).toHaveAttribute(
    "href",
    phones.dialled,
  );
  await visitor.close();
});
