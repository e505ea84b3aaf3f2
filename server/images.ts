import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type ImageCategory, imageCategories } from "../domain/admin/image-categories";
import { fileNameProblem, safeBaseName, storedImageName } from "../domain/images/file-names";
import { maxImageBytes } from "../domain/images/upload-limits";
import {
  publicImagePrefix,
  type SiteImages,
  type UploadedImage,
  uploadedImage,
  variantUrl,
} from "../domain/images/variants";
import type { Database } from "./db/client";
import { websiteImages, websiteImageVariants } from "./db/schema";
import { type EncodedVariant, encodeUpload } from "./image-encoding";

/**
 * Website images uploaded by the owners. Stored in the database (every instance serves the same
 * ones, and a backup of the tables holds them), keyed `{category}/{timestamp}-{name}` and served
 * at /storage/website-images/{key}. Only real JPEG, PNG, WebP and AVIF files of at most 10 MB are
 * accepted (judged by their content); each is re-encoded to WebP at the pages' widths without
 * any metadata (server/image-encoding.ts).
 */
export { type ImageCategory, maxImageBytes, publicImagePrefix };

function isImageCategory(value: unknown): value is ImageCategory {
  return typeof value === "string" && (imageCategories as readonly string[]).includes(value);
}

export type UploadProblem =
  | "missing"
  | "too-large"
  | "bad-name"
  | "control-characters"
  | "not-an-image"
  | "too-many-pixels";

export type UploadResult =
  | { ok: true; category: ImageCategory; name: string; url: string }
  | { ok: false; reason: UploadProblem };

/** The key of a stored image, or null when category and name are not ones we could have made. */
function imageKey(category: unknown, name: unknown): string | null {
  if (!isImageCategory(category) || typeof name !== "string" || !storedImageName.test(name)) {
    return null;
  }
  return `${category}/${name}`;
}

/** Writes an image and its variants; the same key again replaces it (upload is an upsert). */
export async function storeImage(
  db: Database,
  image: { key: string; category: ImageCategory; uploadedAt: Date; variants: EncodedVariant[] },
) {
  const largest = image.variants.reduce((a, b) => (b.width > a.width ? b : a));
  const row = {
    key: image.key,
    category: image.category,
    width: largest.width,
    height: largest.height,
    uploadedAt: image.uploadedAt,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteImages)
      .values(row)
      .onConflictDoUpdate({ target: websiteImages.key, set: row });
    await tx.delete(websiteImageVariants).where(eq(websiteImageVariants.imageKey, image.key));
    await tx
      .insert(websiteImageVariants)
      .values(image.variants.map((variant) => ({ imageKey: image.key, ...variant })));
  });
}

export async function saveUpload(options: {
  db: Database;
  category: unknown;
  file: unknown;
  now: Date;
}): Promise<UploadResult> {
  const { file, category } = options;
  if (!(file instanceof File) || file.size === 0 || !isImageCategory(category)) {
    return { ok: false, reason: "missing" };
  }
  if (file.size > maxImageBytes) return { ok: false, reason: "too-large" };
  const problem = fileNameProblem(file.name);
  if (problem) return { ok: false, reason: problem === "traversal" ? "bad-name" : problem };
  const base = safeBaseName(file.name) as string;
  const encoded = await encodeUpload(Buffer.from(await file.arrayBuffer()), category);
  if (!encoded.ok) return encoded;
  const name = `${options.now.getTime()}-${base}.webp`;
  const key = `${category}/${name}`;
  await storeImage(options.db, {
    key,
    category,
    uploadedAt: options.now,
    variants: encoded.variants,
  });
  return { ok: true, category, name, url: `${publicImagePrefix}/${key}` };
}

export interface StoredImage {
  category: ImageCategory;
  name: string;
  url: string;
  /** Its smallest variant, for a thumbnail. */
  preview: string;
  /** Bytes of all its variants together. */
  size: number;
  uploadedAt: string;
}

/** Every uploaded image per category, newest first. */
export async function listImages(db: Database): Promise<Record<ImageCategory, StoredImage[]>> {
  const rows = await db
    .select({
      key: websiteImages.key,
      category: websiteImages.category,
      uploadedAt: websiteImages.uploadedAt,
      size: sql<number>`coalesce(sum(octet_length(${websiteImageVariants.bytes})), 0)::int`,
      smallest: sql<number | null>`min(${websiteImageVariants.width})`,
    })
    .from(websiteImages)
    .leftJoin(websiteImageVariants, eq(websiteImageVariants.imageKey, websiteImages.key))
    .groupBy(websiteImages.key)
    .orderBy(desc(websiteImages.uploadedAt), desc(websiteImages.key));
  const result = { logos: [], gallery: [], backgrounds: [], content: [] } as Record<
    ImageCategory,
    StoredImage[]
  >;
  for (const row of rows) {
    const category = row.category as ImageCategory;
    result[category]?.push({
      category,
      name: row.key.slice(category.length + 1),
      url: `${publicImagePrefix}/${row.key}`,
      preview: row.smallest
        ? variantUrl(row.key, Number(row.smallest))
        : `${publicImagePrefix}/${row.key}`,
      size: Number(row.size),
      uploadedAt: row.uploadedAt.toISOString(),
    });
  }
  return result;
}

export async function deleteImage(db: Database, category: unknown, name: unknown) {
  const key = imageKey(category, name);
  if (!key) return false;
  const deleted = await db
    .delete(websiteImages)
    .where(eq(websiteImages.key, key))
    .returning({ key: websiteImages.key });
  return deleted.length > 0;
}

/**
 * What the public pages use: the newest logo and background (replacing the built-in ones) and
 * the gallery uploads, oldest first, to show after the six built-in photos. Reads no image bytes.
 */
export async function siteImages(db: Database): Promise<SiteImages> {
  const rows = await db
    .select({
      key: websiteImages.key,
      category: websiteImages.category,
      width: websiteImages.width,
      height: websiteImages.height,
      widths: sql<number[]>`array_agg(${websiteImageVariants.width})`,
    })
    .from(websiteImages)
    .innerJoin(websiteImageVariants, eq(websiteImageVariants.imageKey, websiteImages.key))
    .where(inArray(websiteImages.category, ["logos", "backgrounds", "gallery"]))
    .groupBy(websiteImages.key)
    .orderBy(asc(websiteImages.uploadedAt), asc(websiteImages.key));
  const images = (category: ImageCategory) =>
    rows
      .filter((row) => row.category === category)
      .map((row) => uploadedImage(row.key, row.widths.map(Number), row));
  const newest = (category: ImageCategory): UploadedImage | null => images(category).at(-1) ?? null;
  return {
    logo: newest("logos"),
    background: newest("backgrounds"),
    gallery: images("gallery"),
  };
}

export type ImageRead =
  | { status: "missing" }
  | { status: "unchanged"; sha256: string }
  | {
      status: "found";
      sha256: string;
      contentType: string;
      bytes: Buffer;
      /** A download name that matches the bytes, e.g. `1700000000000-terrasse-800.webp`. */
      fileName: string;
    };

/**
 * One variant of a stored image: the given width, or the largest. When the caller already holds
 * a copy with one of `knownHashes`, the bytes are not read at all.
 */
export async function readImage(
  db: Database,
  request: { category: unknown; name: unknown; width?: number; knownHashes?: string[] },
): Promise<ImageRead> {
  const key = imageKey(request.category, request.name);
  if (!key) return { status: "missing" };
  const known = request.knownHashes ?? [];
  const [variant] = await db
    .select({
      width: websiteImageVariants.width,
      sha256: websiteImageVariants.sha256,
      contentType: websiteImageVariants.contentType,
      bytes: known.length
        ? sql<Buffer | null>`case when ${inArray(websiteImageVariants.sha256, known)} then null else ${websiteImageVariants.bytes} end`.mapWith(
            websiteImageVariants.bytes,
          )
        : websiteImageVariants.bytes,
    })
    .from(websiteImageVariants)
    .where(
      request.width === undefined
        ? eq(websiteImageVariants.imageKey, key)
        : and(
            eq(websiteImageVariants.imageKey, key),
            eq(websiteImageVariants.width, request.width),
          ),
    )
    .orderBy(desc(websiteImageVariants.width))
    .limit(1);
  if (!variant) return { status: "missing" };
  if (!variant.bytes) return { status: "unchanged", sha256: variant.sha256 };
  const base = key.slice(key.indexOf("/") + 1).replace(/\.[a-z]+$/, "");
  return {
    status: "found",
    sha256: variant.sha256,
    contentType: variant.contentType,
    bytes: variant.bytes,
    fileName: `${base}-${variant.width}.${variant.contentType.replace(/^image\//, "")}`,
  };
}
