import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import * as images from "../../app/routes/admin-images";
import { createHttpApp } from "../../server/http";
import { imagesRoot, listImages, safeBaseName, siteImages } from "../../server/images";
import { createUsers, outcome, routerContext, siteUrl, testServices } from "./admin-support";
import { describeEachDatabase } from "./databases";

type Answer = { data: { ok: boolean; message: string; detail?: string; url?: string } };

describeEachDatabase("admin images", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let admin: string;
  let png: Buffer;
  let jpeg: Buffer;
  let avif: Buffer;

  beforeAll(async () => {
    setup = testServices(getDb().db);
    ({ admin } = await createUsers(setup.auth));
    const raw = { create: { width: 8, height: 8, channels: 3 as const, background: "#2a6" } };
    png = await sharp(raw).png().toBuffer();
    jpeg = await sharp(raw).jpeg().toBuffer();
    avif = await sharp(raw).avif().toBuffer();
  });

  async function upload(
    bytes: Buffer | string,
    name: string,
    category = "gallery",
    type = "image/png",
  ) {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("category", category);
    form.append(
      "file",
      new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }),
    );
    const result = await outcome(() =>
      images.action({
        request: new Request(`${siteUrl}/admin/bilder`, {
          method: "POST",
          body: form,
          headers: { cookie: admin, origin: siteUrl },
        }),
        context: routerContext(setup.services),
        params: {},
      } as never),
    );
    return { status: result.status, ...(result.value as Answer).data };
  }

  const stored = () => {
    const root = imagesRoot(setup.dataDir);
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true }).map(String).sort();
  };

  it("stores real images under {category}/{timestamp}-{safe name} and serves them publicly", async () => {
    const ok = await upload(png, "Almblick Terrasse Süd.PNG");
    expect(ok).toMatchObject({ ok: true, message: "Image uploaded successfully!" });
    expect(ok.url).toMatch(
      /^\/storage\/website-images\/gallery\/\d{13}-almblick-terrasse-sud\.png$/,
    );
    expect((await upload(jpeg, "logo.jpeg", "logos", "image/jpeg")).ok).toBe(true);
    expect((await upload(avif, "hero.avif", "backgrounds", "image/avif")).url).toMatch(/\.avif$/);

    const app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
    });
    const response = await app.request(`${siteUrl}${ok.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="\d{13}-/);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

    const site = await siteImages(setup.dataDir);
    expect(site.logo).toMatch(/\/logos\/\d{13}-logo\.jpg$/);
    expect(site.background).toMatch(/\/backgrounds\/.*hero\.avif$/);
    expect(site.gallery).toEqual([ok.url]);
    const listed = await listImages(setup.dataDir);
    expect(listed.gallery.map((image) => image.url)).toEqual([ok.url]);
  });

  it("refuses a renamed non-image, SVG, an oversized file and a ../ name, storing nothing", async () => {
    const before = stored();
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
    for (const name of ["../../evil.png", "..\\evil.png", "a/../../b.png", "..png"]) {
      const traversal = await upload(png, name);
      expect(traversal, name).toMatchObject({ ok: false, message: "Failed to upload image" });
    }
    const missing = await upload(png, "x.png", "");
    expect(missing).toMatchObject({ ok: false, message: "Please select a file and category" });
    const badCategory = await upload(png, "x.png", "../secrets");
    expect(badCategory.ok).toBe(false);
    expect(stored()).toEqual(before);
  });

  it("makes file names safe", () => {
    expect(safeBaseName("Über Größe (1).jpeg")).toBe("uber-grosse-1");
    expect(safeBaseName("....")).toBeNull();
    expect(safeBaseName("%%%.png")).toBe("bild");
  });

  it("never serves anything outside the image folders", async () => {
    const app = createHttpApp({
      services: setup.services,
      getBuild: () => Promise.reject(new Error("no build")),
    });
    for (const path of [
      "/storage/website-images/gallery/..%2F..%2Fauth-secret",
      "/storage/website-images/..%2Fauth-secret/x",
      "/storage/website-images/secrets/1234567890123-a.png",
    ]) {
      const response = await app.request(`${siteUrl}${path}`);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/image/);
      expect(await response.text().catch(() => "")).not.toMatch(/[A-Za-z0-9_-]{40}/);
    }
  });

  it("deletes an image", async () => {
    const { url } = await upload(png, "weg.png", "content");
    const name = url!.split("/").pop()!;
    const form = new FormData();
    form.append("intent", "delete-image");
    form.append("category", "content");
    form.append("name", name);
    const result = await outcome(() =>
      images.action({
        request: new Request(`${siteUrl}/admin/bilder`, {
          method: "POST",
          body: form,
          headers: { cookie: admin, origin: siteUrl },
        }),
        context: routerContext(setup.services),
        params: {},
      } as never),
    );
    expect((result.value as Answer).data.message).toBe("Bild gelöscht");
    expect(existsSync(join(imagesRoot(setup.dataDir), "content", name))).toBe(false);
  });
});
