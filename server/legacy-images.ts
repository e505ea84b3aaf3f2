import { lstat, readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { imageCategories } from "../domain/admin/image-categories";
import { storedImageName } from "../domain/images/file-names";
import type { Database } from "./db/client";
import { websiteImages } from "./db/schema";
import { encodeUpload } from "./image-encoding";
import { maxImageBytes, storeImage } from "./images";
import { log } from "./log";

/**
 * Earlier versions kept uploads as files in DATA_DIR/storage/website-images/{category}/. At
 * start, each one not yet in the database is re-encoded and stored under its old key (so its
 * address stays the same); then the folder is renamed to `website-images.imported`, so an image
 * deleted later in the admin does not come back. Safe to repeat after a crash: keys already in
 * the database are skipped. Files that are not images stay in the renamed folder, with a warning.
 */
export async function importLegacyImages(db: Database, dataDir: string) {
  const root = join(dataDir, "storage", "website-images");
  if (!(await lstat(root).catch(() => null))?.isDirectory()) return { imported: 0, skipped: 0 };
  let imported = 0;
  let skipped = 0;
  for (const category of imageCategories) {
    const folder = join(root, category);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
      storedImageName.test(name),
    );
    if (names.length === 0) continue;
    const keys = names.map((name) => `${category}/${name}`);
    const present = new Set(
      (
        await db
          .select({ key: websiteImages.key })
          .from(websiteImages)
          .where(inArray(websiteImages.key, keys))
      ).map((row) => row.key),
    );
    for (const name of names) {
      const key = `${category}/${name}`;
      if (present.has(key)) continue;
      const path = join(folder, name);
      // Regular files only: a link could point anywhere on the machine.
      const info = await lstat(path);
      const encoded =
        info.isFile() && info.size <= maxImageBytes
          ? await encodeUpload(await readFile(path), category)
          : null;
      if (!encoded?.ok) {
        log.warn("legacy image not imported", { path, reason: encoded?.reason ?? "not a file" });
        skipped++;
        continue;
      }
      await storeImage(db, {
        key,
        category,
        uploadedAt: new Date(Number(name.slice(0, 13))),
        variants: encoded.variants,
      });
      imported++;
    }
  }
  const kept = await freeName(`${root}.imported`);
  await rename(root, kept);
  log.info("legacy images imported", { imported, skipped, kept });
  return { imported, skipped };
}

/** `path`, or `path-2`, `path-3`, … when an earlier import left that folder behind. */
async function freeName(path: string) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? path : `${path}-${n}`;
    if (!(await lstat(candidate).catch(() => null))) return candidate;
  }
}
