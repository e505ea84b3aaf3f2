import { supportedLanguages } from "../../content/property";
import { expect, test } from "./fixtures";

const pages = ["/", "/familienurlaub", "/gaesteinformationen", "/buchung", "/gibt-es-nicht"];
const widths = [320, 375, 768, 1280];

for (const width of widths) {
  test(`no public page scrolls sideways at ${width} px, in any language`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404/);
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      for (const language of supportedLanguages) {
        await page.goto(`${path}?lng=${language}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path}?lng=${language}`).toBe(0);
      }
    }
  });
}

test("the logo's text stays inside the logo", async ({ page, request }) => {
  // Rendered inline: opening the file directly would also request a favicon.
  await page.setContent(await (await request.get("/images/logo.svg")).text());
  const overhang = await page.evaluate(() => {
    const svg = document.querySelector("svg")!;
    const width = svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")].map((text) => {
      const box = text.getBBox();
      return Math.max(0, box.x + box.width - width);
    });
  });
  expect(overhang).toEqual([0, 0]);
});
