import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import sharp from "sharp";
import { type ImageCategory, imageCategories } from "../domain/admin/image-categories";

/**
 * Website images uploaded by the owners (SPEC.md section 3, DESIGN.md contracts): stored under
 * DATA_DIR/storage/website-images/{category}/{timestamp}-{safe name}, served publicly at
 * /storage/website-images/... Only real JPEG, PNG, WebP and AVIF files (checked by content),
 * at most 10 MB.
 */
export { type ImageCategory, imageCategories };
export const maxImageBytes = 10 * 1024 * 1024;
export const publicImagePrefix = "/storage/website-images";

const extensions = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const;
type ImageFormat = keyof typeof extensions;
const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};
/** What a stored file is named: timestamp, dash, safe name with one of our extensions. */
const storedName = /^\d{13}-[a-z0-9][a-z0-9_-]{0,79}\.(jpg|png|webp|avif)$/;

export function imagesRoot(dataDir: string) {
  return resolve(dataDir, "storage", "website-images");
}

export function isImageCategory(value: unknown): value is ImageCategory {
  return typeof value === "string" && (imageCategories as readonly string[]).includes(value);
}

export type UploadResult =
  | { ok: true; category: ImageCategory; name: string; url: string }
  | { ok: false; reason: "missing" | "too-large" | "bad-name" | "not-an-image" };

/**
 * The base of a safe file name, or null for a name trying to leave its folder (`../`, slashes,
 * NUL): such an upload is refused, not silently renamed.
 */
export function safeBaseName(original: string): string | null {
  if (/[/\\\0]/.test(original) || original.includes("..")) return null;
  const base = original
    .replace(/\.[^.]*$/, "")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 60);
  return base || "bild";
}

/** The image format found in the bytes (sharp reads the header), or null. AVIF is HEIF with AV1. */
async function detectFormat(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const meta = await sharp(bytes, { failOn: "error" }).metadata();
    if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp") {
      return meta.format;
    }
    if (meta.format === "heif" && meta.compression === "av1") return "avif";
    return null;
  } catch {
    return null;
  }
}

export async function saveUpload(options: {
  dataDir: string;
  category: unknown;
  file: unknown;
  now: Date;
}): Promise<UploadResult> {
  const { file, category } = options;
  if (!(file instanceof File) || file.size === 0 || !isImageCategory(category)) {
    return { ok: false, reason: "missing" };
  }
  if (file.size > maxImageBytes) return { ok: false, reason: "too-large" };
  const base = safeBaseName(file.name);
  if (!base) return { ok: false, reason: "bad-name" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const format = await detectFormat(bytes);
  if (!format) return { ok: false, reason: "not-an-image" };
  const name = `${options.now.getTime()}-${base}.${extensions[format]}`;
  const folder = join(imagesRoot(options.dataDir), category);
  await mkdir(folder, { recursive: true });
  // Upsert: the same name is overwritten.
  await writeFile(join(folder, name), bytes);
  return { ok: true, category, name, url: `${publicImagePrefix}/${category}/${name}` };
}

export interface StoredImage {
  category: ImageCategory;
  name: string;
  url: string;
  size: number;
  uploadedAt: string;
}

/** Every uploaded image per category, newest first. */
export async function listImages(dataDir: string): Promise<Record<ImageCategory, StoredImage[]>> {
  const result = { logos: [], gallery: [], backgrounds: [], content: [] } as Record<
    ImageCategory,
    StoredImage[]
  >;
  for (const category of imageCategories) {
    const folder = join(imagesRoot(dataDir), category);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!storedName.test(name)) continue;
      const info = await stat(join(folder, name)).catch(() => null);
      if (!info?.isFile()) continue;
      result[category].push({
        category,
        name,
        url: `${publicImagePrefix}/${category}/${name}`,
        size: info.size,
        uploadedAt: new Date(Number(name.slice(0, 13))).toISOString(),
      });
    }
    result[category].sort((a, b) => b.name.localeCompare(a.name));
  }
  return result;
}

/** The file of a stored image, or null when the category or name is not one we could have made. */
export function imagePath(dataDir: string, category: unknown, name: unknown): string | null {
  if (!isImageCategory(category) || typeof name !== "string" || !storedName.test(name)) {
    return null;
  }
  const root = imagesRoot(dataDir);
  const path = resolve(root, category, name);
  return path.startsWith(`${root}${sep}`) ? path : null;
}

export async function deleteImage(dataDir: string, category: unknown, name: unknown) {
  const path = imagePath(dataDir, category, name);
  if (!path) return false;
  try {
    await rm(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the public pages use: the newest logo and background (replacing the built-in ones) and
 * the gallery uploads, oldest first, to show after the six built-in photos.
 */
export async function siteImages(dataDir: string) {
  const images = await listImages(dataDir);
  return {
    logo: images.logos[0]?.url ?? null,
    background: images.backgrounds[0]?.url ?? null,
    gallery: [...images.gallery].reverse().map((image) => image.url),
  };
}

/** Serves /storage/website-images/{category}/{name}: cached an hour, never sniffed or executed. */
export async function serveImage(dataDir: string, category: string, name: string) {
  const path = imagePath(dataDir, category, name);
  if (!path) return null;
  const bytes = await readFile(path).catch(() => null);
  if (!bytes) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentTypes[extension] ?? "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
