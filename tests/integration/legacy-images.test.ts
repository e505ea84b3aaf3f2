import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { createHttpApp } from "../../server/http";
import { deleteImage, listImages } from "../../server/images";
import { importLegacyImages } from "../../server/legacy-images";
import { cameraPhoto, inspectServed } from "../support/images";
import { siteUrl, testServices } from "./admin-support";
import { describeEachDatabase } from "./databases";

describeEachDatabase("images kept as files by earlier versions", (getDb) => {
  let png: Buffer;
  let photo: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    photo = await cameraPhoto();
  });

  /** A data folder as an earlier version left it. */
  function legacyDataDir(files: Record<string, Buffer | string>) {
    const dataDir = mkdtempSync(join(tmpdir(), "almblick-legacy-"));
    for (const [path, bytes] of Object.entries(files)) {
      const full = join(dataDir, "storage", "website-images", path);
      mkdirSync(join(full, ".."), { recursive: true });
      writeFileSync(full, bytes);
    }
    return dataDir;
  }

  it("moves them into the database once, at their old addresses, re-encoded", async () => {
    const { db } = getDb();
    const dataDir = legacyDataDir({
      "gallery/1700000000000-terrasse.png": png,
      "logos/1700000000001-logo.jpg": photo,
      "content/1700000000002-kaputt.png": "not an image",
      "content/notes.txt": "ignored: not a name this site stores",
    });
    // A link could point anywhere on the machine: never followed.
    writeFileSync(join(dataDir, "private.png"), png);
    symlinkSync(
      join(dataDir, "private.png"),
      join(dataDir, "storage", "website-images", "gallery", "1700000000003-link.png"),
    );

    expect(await importLegacyImages(db, dataDir)).toEqual({ imported: 2, skipped: 2 });
    const listed = await listImages(db);
    expect(listed.gallery.map((image) => image.name)).toContain("1700000000000-terrasse.png");
    expect(listed.gallery.map((image) => image.name)).not.toContain("1700000000003-link.png");
    expect(listed.logos[0]).toMatchObject({
      name: "1700000000001-logo.jpg",
      uploadedAt: new Date(1700000000001).toISOString(),
    });
    // The files stay, renamed, so nothing is lost and a second start does not import them again.
    expect(existsSync(join(dataDir, "storage", "website-images"))).toBe(false);
    expect(readdirSync(join(dataDir, "storage", "website-images.imported", "logos"))).toEqual([
      "1700000000001-logo.jpg",
    ]);

    const app = createHttpApp({
      services: testServices(db).services,
      getBuild: () => Promise.reject(new Error("no build")),
    });
    const response = await app.request(
      `${siteUrl}/storage/website-images/logos/1700000000001-logo.jpg?w=480`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const served = await inspectServed(Buffer.from(await response.arrayBuffer()));
    expect(served).toMatchObject({ format: "webp", width: 480, height: 960 });
    expect(served.metadataLeft).not.toContain("exif");

    expect(await importLegacyImages(db, dataDir)).toEqual({ imported: 0, skipped: 0 });
  });

  it("after a crash half-way, imports only what is missing", async () => {
    const { db } = getDb();
    // The first file made it into the database before the crash, the folder was not renamed.
    await importLegacyImages(db, legacyDataDir({ "gallery/1700000000010-eins.png": png }));
    const again = legacyDataDir({
      "gallery/1700000000010-eins.png": png,
      "gallery/1700000000011-zwei.png": png,
    });
    expect(await importLegacyImages(db, again)).toEqual({ imported: 1, skipped: 0 });
    const names = (await listImages(db)).gallery.map((image) => image.name);
    expect(names.filter((name) => /-(eins|zwei)\.png$/.test(name)).sort()).toEqual([
      "1700000000010-eins.png",
      "1700000000011-zwei.png",
    ]);
  });

  it("does not bring back an image deleted after the import", async () => {
    const { db } = getDb();
    const dataDir = legacyDataDir({ "gallery/1700000000020-drei.png": png });
    await importLegacyImages(db, dataDir);
    expect(await deleteImage(db, "gallery", "1700000000020-drei.png")).toBe(true);
    expect(await importLegacyImages(db, dataDir)).toEqual({ imported: 0, skipped: 0 });
    const names = (await listImages(db)).gallery.map((image) => image.name);
    expect(names).not.toContain("1700000000020-drei.png");
  });
});
