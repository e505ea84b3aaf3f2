import { cameraPhoto, inspectServed, plainPng, srcSetCandidates } from "../support/images";
import { expect, test } from "./fixtures";
import { signInAsAdmin, uploadImage } from "./support/admin";
import { scrollIntoDeferredView } from "./support/deferred-sections";

test("uploaded logo, background and gallery photos appear on the public pages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/admin/bilder");
  const uploads = [
    {
      name: "Unser Logo.png",
      stored: "unser-logo.webp",
      category: "logos",
      buffer: await plainPng(320, 80, "#123456"),
    },
    {
      name: "Hintergrund.png",
      stored: "hintergrund.webp",
      category: "backgrounds",
      buffer: await plainPng(900, 500, "#654321"),
    },
    // A phone photo with the GPS position of the house, stored sideways (EXIF orientation).
    {
      name: "Sonnenuntergang.jpg",
      stored: "sonnenuntergang.webp",
      category: "gallery",
      buffer: await cameraPhoto(),
    },
  ];
  for (const upload of uploads) {
    await uploadImage(page, upload.category, {
      name: upload.name,
      mimeType: upload.name.endsWith(".jpg") ? "image/jpeg" : "image/png",
      buffer: upload.buffer,
    });
    await expect(page.getByTestId("stored-image").filter({ hasText: upload.stored })).toBeVisible();
  }

  try {
    await page.goto("/");
    const logo = page.locator("header img").first();
    await expect(logo).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/logos\/\d{13}-unser-logo\.webp\?w=320$/,
    );
    await expect(logo).toHaveAttribute("srcset", /\?w=320 320w$/);
    await expect(page.locator("#hero img").first()).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/backgrounds\/\d{13}-hintergrund\.webp\?w=800$/,
    );
    await expect(page.locator("#hero img").first()).toHaveAttribute("sizes", "100vw");
    const gallery = page.locator("#gallery li");
    await expect(gallery).toHaveCount(7);
    const photo = gallery.nth(6).locator("img");
    await expect(photo).toHaveAttribute(
      "src",
      /^\/storage\/website-images\/gallery\/\d{13}-sonnenuntergang\.webp\?w=800$/,
    );

    // Every width the page offers is served at that width, upright, with no metadata left.
    const candidates = srcSetCandidates((await photo.getAttribute("srcset")) ?? "");
    expect(candidates.map((candidate) => candidate.width)).toEqual([480, 800, 1000]);
    for (const candidate of candidates) {
      const response = await page.request.get(candidate.url);
      expect(response.status(), candidate.url).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
      const served = await inspectServed(Buffer.from(await response.body()));
      expect(served).toMatchObject({ width: candidate.width, height: candidate.width * 2 });
      expect(served.metadataLeft).toEqual([]);
    }
    // The browser picks one of them and really shows it (loaded, not replaced by its fallback).
    await scrollIntoDeferredView(gallery.nth(6));
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await photo.evaluate(
      (img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
    );
    expect(candidates.map((candidate) => candidate.url)).toContain(shown);
  } finally {
    await page.goto("/admin/bilder");
    for (const { stored } of uploads) {
      const card = page.getByTestId("stored-image").filter({ hasText: stored });
      await card.getByRole("button", { name: "Löschen" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
      await expect(card).toHaveCount(0);
    }
  }
  await page.goto("/");
  await expect(page.locator("#gallery li")).toHaveCount(6);
  await expect(page.locator("header img").first()).toHaveAttribute("src", "/images/logo.svg");
});
