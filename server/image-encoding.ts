import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { ImageCategory } from "../domain/admin/image-categories";
import { variantWidths } from "../domain/images/variants";

/**
 * Every upload is decoded and encoded again: oriented by its EXIF orientation, scaled to the
 * widths the pages use, written as WebP. sharp writes no metadata unless asked (no EXIF, GPS,
 * ICC or XMP), and a file that was also something else (a polyglot) comes out a plain image.
 * AVIF was measured and left out: three widths of a 4000 px photo took about 25 times as long
 * as WebP (over 15 s on two cores), and at a comparable speed it was no smaller.
 */

/** Larger pictures are refused rather than decoded: 10 MB can hold a huge, flat PNG. */
const maxImagePixels = 100_000_000;

export interface EncodedVariant {
  width: number;
  height: number;
  contentType: "image/webp";
  bytes: Buffer;
  /** base64url SHA-256 of the bytes: the strong ETag, the same on every instance. */
  sha256: string;
}

export type EncodeResult =
  | { ok: true; variants: EncodedVariant[] }
  | { ok: false; reason: "not-an-image" | "too-many-pixels" };

/** Logos are small and carry lettering, which lossy compression blurs first. */
const quality: Record<ImageCategory, number> = {
  logos: 90,
  gallery: 75,
  backgrounds: 75,
  content: 75,
};

const inputOptions = { failOn: "error", limitInputPixels: false } as const;

/** Only JPEG, PNG, WebP and AVIF (HEIF with AV1) are accepted, judged by the bytes. */
function acceptedFormat(meta: Metadata): boolean {
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp") return true;
  return meta.format === "heif" && meta.compression === "av1";
}

export async function encodeUpload(bytes: Buffer, category: ImageCategory): Promise<EncodeResult> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, inputOptions).metadata();
  } catch {
    return { ok: false, reason: "not-an-image" };
  }
  if (!acceptedFormat(meta) || !meta.width || !meta.height) {
    return { ok: false, reason: "not-an-image" };
  }
  if (meta.width * meta.height > maxImagePixels) return { ok: false, reason: "too-many-pixels" };
  // The width as shown, after the EXIF orientation (a portrait photo may be stored sideways).
  const shownWidth = meta.autoOrient?.width ?? meta.width;
  try {
    const variants: EncodedVariant[] = [];
    for (const width of variantWidths(shownWidth)) {
      const { data, info } = await sharp(bytes, inputOptions)
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: quality[category] })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: info.width,
        height: info.height,
        contentType: "image/webp",
        bytes: data,
        sha256: createHash("sha256").update(data).digest("base64url"),
      });
    }
    return { ok: true, variants };
  } catch {
    // Header fine, pixel data broken (a truncated file).
    return { ok: false, reason: "not-an-image" };
  }
}
