import { supportedLanguages } from "../../content/property";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/axe";

const publicPages = ["/", "/buchung", "/familienurlaub", "/gaesteinformationen", "/does-not-exist"];

for (const language of supportedLanguages) {
  for (const path of publicPages) {
    test(`no serious accessibility violations on ${path} (${language})`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/404/);
      await page.goto(`${path}?lng=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("no serious violations with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the site can be walked by keyboard: skip link, navigation, footer language links", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/familienurlaub");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /zur Startseite/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(
    page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Startseite" }),
  ).toBeFocused();
  await page.getByRole("link", { name: "Italiano" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
