import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { type Stay, withReservations } from "./support/admin";

/** A year no other browser test books in (the report takes any month ten years either way). */
const year = new Date().getFullYear() + 6;
/** Letters only, new each run: the guest's name contains it. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);

test("the owner opens the tourist-tax report of a month and downloads it as CSV", async ({
  page,
}) => {
  // Creates, reads and deletes a stay through the admin pages: more than the default 30 s when
  // the machine is busy.
  test.setTimeout(120_000);
  // Over July's end: the nights of 29, 30 and 31 July count in July, that of 1 August in August.
  // The dialog's default guests: 2 adults, no children.
  const stay: Stay = {
    first: "Olga",
    last: `Ortstaxe${tag}`,
    start: `${year}-07-29`,
    end: `${year}-08-02`,
    status: "Gebucht",
  };
  const guest = `${stay.first} ${stay.last}`;
  await withReservations(page, [stay], async () => {
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Ortstaxe" })
      .click();
    await expect(page).toHaveURL(/\/admin\/ortstaxe$/);

    // The month form is a plain GET form: the URL names the month.
    await page.getByLabel("Monat", { exact: true }).fill(`${year}-07`);
    await page.getByRole("button", { name: "Anzeigen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ortstaxe\\?monat=${year}-07$`));
    await expect(page.getByRole("heading", { name: `Ortstaxe Juli ${year}` })).toBeVisible();
    const row = page.locator(`tr[data-guest="${guest}"]`);
    await expect(row.locator('[data-figure="nights"]')).toHaveText("3");
    await expect(row.locator('[data-figure="adult-nights"]')).toHaveText("6");
    await expect(row.locator('[data-figure="child-nights"]')).toHaveText("0");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV des Monats" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ortstaxe-${year}-07.csv`);
    const lines = readFileSync(await file.path(), "utf8").split("\r\n");
    expect(lines[0]).toBe(
      '\uFEFF"Anreise","Abreise","Gast / Kanal","Status","Nächte im Monat","Nächtigungen Erwachsene","Nächtigungen Kinder","Abgabepflichtige Nächtigungen","Ortstaxe (EUR)","Hinweis"',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^"${year}-07-29","${year}-08-02","${guest}","Gebucht",3,6,0,`),
    );

    // The next month has the stay's last night.
    await page.getByRole("link", { name: "Folgemonat" }).click();
    await expect(page.getByRole("heading", { name: `Ortstaxe August ${year}` })).toBeVisible();
    await expect(row.locator('[data-figure="nights"]')).toHaveText("1");

    // A month that is none is refused in words.
    await page.goto("/admin/ortstaxe?monat=13-2026");
    await expect(
      page.getByText("Bitte einen Monat im Format JJJJ-MM wählen", { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Monat", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // On a phone the table becomes cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/ortstaxe?monat=${year}-07`);
    await expect(row.locator('[data-figure="nights"]')).toBeVisible();
    const box = await row.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
