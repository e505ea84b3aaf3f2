import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import * as images from "../../app/routes/admin-images";
import type { ImageActionResult } from "../../domain/admin/action-results";
import { websiteImages, websiteImageVariants } from "../../server/db/schema";
import { createHttpApp } from "../../server/http";
import { deleteImage, listImages, siteImages } from "../../server/images";
import { readPublicPagesVersion } from "../../server/page-cache";
import { cameraPhoto, inspectServed, srcSetCandidates } from "../support/images";
import { createUsers, postedAnswer, postToAction, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase } from "./databases";

const noBuild = () => Promise.reject(new Error("no build"));

/** A PNG whose header claims `width`×`height` pixels, with a few bytes of pixel data. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describeWithDatabase("admin images", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  let png: Buffer;
  let jpeg: Buffer;
  let avif: Buffer;
  let app: ReturnType<typeof createHttpApp>;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    app = createHttpApp({ services: setup.services, getBuild: noBuild });
    const raw = { create: { width: 8, height: 8, channels: 3 as const, background: "#2a6" } };
    png = await sharp(raw).png().toBuffer();
    jpeg = await sharp(raw).jpeg().toBuffer();
    avif = await sharp(raw).avif().toBuffer();
  });

  /** Posts the image admin's form as the signed-in admin. */
  const postImages = (fields: Record<string, string | File>) =>
    postedAnswer<ImageActionResult>(
      postToAction(images.action, setup.services, "/admin/bilder", fields, { cookie: admin }),
    );

  function upload(bytes: Buffer | string, name: string, category = "gallery", type = "image/png") {
    const content = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
    return postImages({ intent: "upload", category, file: new File([content], name, { type }) });
  }

  const storedKeys = async () =>
    (await getDb().db.select({ key: websiteImages.key }).from(websiteImages))
      .map((row) => row.key)
      .sort();

  it("stores uploads in the database under {category}/{timestamp}-{safe name} and serves them", async () => {
    const ok = await upload(png, "Almblick Terrasse Süd.PNG");
    expect(ok).toMatchObject({ ok: true, message: "Image uploaded successfully!" });
    expect(ok.url).toMatch(
      /^\/storage\/website-images\/gallery\/\d{13}-almblick-terrasse-sud\.webp$/,
    );
    expect((await upload(jpeg, "logo.jpeg", "logos", "image/jpeg")).ok).toBe(true);
    expect((await upload(avif, "hero.avif", "backgrounds", "image/avif")).ok).toBe(true);

    const response = await app.request(`${siteUrl}${ok.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^inline; filename="\d{13}-almblick-terrasse-sud-8\.webp"$/,
    );
    const served = await inspectServed(Buffer.from(await response.arrayBuffer()));
    expect(served).toMatchObject({ format: "webp", width: 8, height: 8 });

    const site = await siteImages(getDb().db);
    expect(site.logo?.src).toMatch(/\/logos\/\d{13}-logo\.webp\?w=8$/);
    expect(site.background?.src).toMatch(/\/backgrounds\/\d{13}-hero\.webp\?w=8$/);
    expect(site.gallery.map((image) => image.large)).toEqual([`${ok.url}?w=8`]);
    const listed = await listImages(getDb().db);
    expect(listed.gallery.map((image) => image.url)).toEqual([ok.url]);
  });

  it("an upload and a deletion change the public pages' version, so their caches are emptied", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);
    const { url } = await upload(png, "neu.png", "logos");
    const afterUpload = await readPublicPagesVersion(db);
    expect(afterUpload).toBeGreaterThan(before);
    expect(await deleteImage(db, "logos", url?.split("/").pop())).toBe(true);
    expect(await readPublicPagesVersion(db)).toBeGreaterThan(afterUpload);
  });

  it("keeps the images' own sandbox policy; other responses keep the site's", async () => {
    const { url } = await upload(png, "richtlinie.png");
    const image = await app.request(`${siteUrl}${url}`);
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const health = await app.request(`${siteUrl}/healthz`);
    expect(health.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
  });

  it("publishes a camera photo upright, without EXIF, GPS, ICC or XMP, at the widths of its srcset", async () => {
    const ok = await upload(await cameraPhoto(), "IMG_2041.JPG", "gallery", "image/jpeg");
    expect(ok.ok).toBe(true);
    const shown = (await siteImages(getDb().db)).gallery.find((image) =>
      image.src.includes("-img_2041.webp"),
    );
    const candidates = srcSetCandidates(shown?.srcSet ?? "");
    // Shown upright it is 1000 px wide: the 480 and 800 px widths of the pages, and itself.
    expect(candidates.map((candidate) => candidate.width)).toEqual([480, 800, 1000]);
    for (const candidate of candidates) {
      const response = await app.request(`${siteUrl}${candidate.url}`);
      expect(response.status, candidate.url).toBe(200);
      const served = await inspectServed(Buffer.from(await response.arrayBuffer()));
      expect(served.format).toBe("webp");
      expect(served.width).toBe(candidate.width);
      expect(served.height).toBe(candidate.width * 2);
      expect(served.metadataLeft).toEqual([]);
      // Turned as the camera said: red on top, blue below.
      expect(served.top[0]).toBeGreaterThan(150);
      expect(served.top[2]).toBeLessThan(80);
      expect(served.bottom[2]).toBeGreaterThan(150);
      expect(served.bottom[0]).toBeLessThan(80);
    }
  });

  it("turns a polyglot into a plain image", async () => {
    const payload = "<html><script>alert(document.cookie)</script></html>";
    const polyglot = Buffer.concat([jpeg, Buffer.from(payload)]);
    const ok = await upload(polyglot, "harmlos.jpg", "content", "image/jpeg");
    expect(ok.ok).toBe(true);
    const bytes = Buffer.from(await (await app.request(`${siteUrl}${ok.url}`)).arrayBuffer());
    expect(bytes.includes("<script")).toBe(false);
    expect((await inspectServed(bytes)).format).toBe("webp");
  });

  it("refuses a renamed non-image, SVG, an oversized file, a huge picture and bad names, storing nothing", async () => {
    const before = await storedKeys();
    const text = await upload("not an image at all", "photo.png");
    expect(text).toMatchObject({ ok: false, message: "Failed to upload image", status: 400 });
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
      "logo.svg",
      "logos",
      "image/svg+xml",
    );
    expect(svg).toMatchObject({ ok: false, message: "Failed to upload image" });
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await upload(big, "big.png");
    expect(oversized).toMatchObject({ ok: false, message: "Failed to upload image", status: 413 });
    const huge = await upload(pngHeader(12_000, 10_000), "riesig.png");
    expect(huge).toMatchObject({
      ok: false,
      status: 400,
      detail: "Das Bild hat mehr als 100 Megapixel.",
    });
    for (const name of ["../../evil.png", "..\\evil.png", "a/../../b.png", "..png"]) {
      const traversal = await upload(png, name);
      expect(traversal, name).toMatchObject({
        ok: false,
        message: "Failed to upload image",
        detail: "Ungültiger Dateiname.",
      });
    }
    for (const name of [
      "Terrasse\nSüd.png",
      "Terrasse\r\n.png",
      "bild\u0007.png",
      "a\u2028b.png",
    ]) {
      const control = await upload(png, name);
      expect(control, JSON.stringify(name)).toMatchObject({
        ok: false,
        status: 400,
        message: "Failed to upload image",
        detail:
          "Der Dateiname enthält Zeilenumbrüche oder Steuerzeichen. Bitte benennen Sie die Datei um.",
      });
    }
    const missing = await upload(png, "x.png", "");
    expect(missing).toMatchObject({ ok: false, message: "Please select a file and category" });
    const badCategory = await upload(png, "x.png", "../secrets");
    expect(badCategory.ok).toBe(false);
    expect(await storedKeys()).toEqual(before);
  });

  /** A row no upload could have written, stored under `key` as if an image (category is checked). */
  async function plant(key: string) {
    const { db } = getDb();
    await db.insert(websiteImages).values({
      key,
      category: "gallery",
      width: 8,
      height: 8,
      uploadedAt: new Date(),
    });
    await db.insert(websiteImageVariants).values({
      imageKey: key,
      width: 8,
      height: 8,
      contentType: "image/png",
      sha256: "planted",
      bytes: png,
    });
  }

  it("serves only keys an upload could have made, whatever the table holds", async () => {
    const { url } = await upload(png, "kontrolle.png");
    expect((await app.request(`${siteUrl}${url}`)).status).toBe(200);
    // Planted rows are served when their key is well-formed, so the 404s below are the guard's.
    await plant("gallery/1234567890123-planted.png");
    const plantedOk = await app.request(
      `${siteUrl}/storage/website-images/gallery/1234567890123-planted.png`,
    );
    expect(plantedOk.status).toBe(200);

    // Each path decodes (Hono decodes %2F in parameters) to the key planted beside it.
    const probes: Array<[path: string, key: string]> = [
      ["gallery/..%2F..%2F..%2Fsecret.png", "gallery/../../../secret.png"],
      ["..%2F..%2F..%2Fsecret.png/x", "../../../secret.png/x"],
      ["..%2F..%2F/1234567890123-a.png", "../..//1234567890123-a.png"],
      ["gallery/..%2F..%2F1234567890123-a.png", "gallery/../../1234567890123-a.png"],
      ["secrets/1234567890123-a.png", "secrets/1234567890123-a.png"],
      ["Gallery/1234567890123-a.png", "Gallery/1234567890123-a.png"],
      ["gallery/secret.png", "gallery/secret.png"],
      ["gallery/1234567890123-a.svg", "gallery/1234567890123-a.svg"],
    ];
    for (const [path, key] of probes) {
      await plant(key);
      const response = await app.request(`${siteUrl}/storage/website-images/${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toBe("text/plain; charset=UTF-8");
    }
  });

  it("answers only the widths it has, written the one way its srcsets write them", async () => {
    const { url } = await upload(png, "breiten.png");
    expect((await app.request(`${siteUrl}${url}?w=8`)).status).toBe(200);
    // Each of these reads as 8 to Number(), so only the route's check refuses them.
    for (const width of ["08", "8.0", "+8", "8e0", "0x8", "%208"]) {
      const response = await app.request(`${siteUrl}${url}?w=${width}`);
      expect(response.status, width).toBe(404);
      expect(response.headers.get("content-type"), width).toBe("text/plain; charset=UTF-8");
    }
    expect((await app.request(`${siteUrl}${url}?w=9999`)).status).toBe(404);
  });

  it("serves an upload from every instance with the same ETag, and 304 for a copy still fresh", async () => {
    const second = createHttpApp({
      services: testServices(getDb().db).services,
      getBuild: noBuild,
    });
    const { url } = await upload(jpeg, "beide.jpg", "gallery", "image/jpeg");
    const fromFirst = await app.request(`${siteUrl}${url}`);
    const fromSecond = await second.request(`${siteUrl}${url}`);
    expect(fromSecond.status).toBe(200);
    const etag = fromFirst.headers.get("etag") as string;
    expect(fromSecond.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(
      Buffer.from(await fromFirst.arrayBuffer()),
    );

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await second.request(`${siteUrl}${url}`, {
        headers: { "if-none-match": header },
      });
      expect(revalidated.status, header).toBe(304);
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(await revalidated.text()).toBe("");
    }
    const changed = await second.request(`${siteUrl}${url}`, {
      headers: { "if-none-match": '"something-else"' },
    });
    expect(changed.status).toBe(200);
  });

  it("deletes an image with its variants", async () => {
    const { url } = await upload(png, "weg.png", "content");
    const name = url?.split("/").pop() as string;
    const result = await postImages({ intent: "delete-image", category: "content", name });
    expect(result.message).toBe("Bild gelöscht");
    expect((await app.request(`${siteUrl}${url}`)).status).toBe(404);
    const variants = await getDb()
      .db.select({ width: websiteImageVariants.width })
      .from(websiteImageVariants)
      .where(eq(websiteImageVariants.imageKey, `content/${name}`));
    expect(variants).toEqual([]);
  });
});
