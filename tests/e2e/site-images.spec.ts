import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

const image = (colour: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("uploaded logo, background and gallery photos appear on the public pages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/admin/bilder");
  const uploads = [
    { name: "Unser Logo.png", category: "logos" },
    { name: "Hintergrund.png", category: "backgrounds" },
    { name: "Sonnenuntergang.png", category: "gallery" },
  ];
  for (const [index, upload] of uploads.entries()) {
    await page.getByLabel("Datei").setInputFiles({
      name: upload.name,
      mimeType: "image/png",
      buffer: await image(["#123456", "#654321", "#abcdef"][index]),
    });
    await page.getByLabel("Kategorie").selectOption(upload.category);
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByText("Image uploaded successfully!").first()).toBeVisible();
  }

  try {
    await page.goto("/");
    await expect(page.locator("header img").first()).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/logos\/\d{13}-unser-logo\.png$/,
    );
    await expect(page.locator("#hero img").first()).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/backgrounds\/\d{13}-hintergrund\.png$/,
    );
    const gallery = page.locator("#gallery li");
    await expect(gallery).toHaveCount(7);
    await expect(gallery.nth(6).locator("img")).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/gallery\/\d{13}-sonnenuntergang\.png$/,
    );
    // The uploaded photo is really shown (loaded, not replaced by its fallback).
    await gallery.nth(6).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        gallery
          .nth(6)
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(80);
  } finally {
    await page.goto("/admin/bilder");
    for (const name of ["unser-logo.png", "hintergrund.png", "sonnenuntergang.png"]) {
      const card = page.getByTestId("stored-image").filter({ hasText: name });
      await card.getByRole("button", { name: "Löschen" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
      await expect(card).toHaveCount(0);
    }
  }
  await page.goto("/");
  await expect(page.locator("#gallery li")).toHaveCount(6);
  await expect(page.locator("header img").first()).toHaveAttribute("src", "/images/logo.svg");
});
