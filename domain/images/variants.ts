import { photoWidths } from "../../content/home-content";

/**
 * Uploaded images are served at /storage/website-images/{key}, where the key is
 * `{category}/{timestamp}-{name}`; `?w=` picks one of its re-encoded widths (without it, the
 * largest). Uploads get the widths of the built-in photos, so the pages' `sizes` fit both.
 */
export const publicImagePrefix = "/storage/website-images";

const largestWidth = photoWidths[photoWidths.length - 1];
/** The width a plain `src` uses, as for the built-in photos. */
const defaultWidth = 800;

/**
 * The widths an upload is re-encoded to: each photo width narrower than the original, and the
 * original width itself up to the largest photo width. Never enlarged.
 */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.round(originalWidth)), largestWidth);
  return [...photoWidths.filter((width) => width < top), top];
}

export function variantUrl(key: string, width: number): string {
  return `${publicImagePrefix}/${key}?w=${width}`;
}

export interface UploadedImage {
  /** A middle-sized variant, for browsers that ignore srcset and for the fallback logic. */
  src: string;
  srcSet: string;
  /** The largest variant (lightbox). */
  large: string;
  /** Size of the largest variant, so the page reserves the right space. */
  width: number;
  height: number;
}

/** The owners' uploads the public pages show; null where the built-in artwork stays. */
export interface SiteImages {
  logo: UploadedImage | null;
  background: UploadedImage | null;
  gallery: UploadedImage[];
}

/** What a page needs to show an upload responsively, from its key and stored widths. */
export function uploadedImage(
  key: string,
  widths: readonly number[],
  size: { width: number; height: number },
): UploadedImage {
  const sorted = [...widths].sort((a, b) => a - b);
  const src = sorted.filter((width) => width <= defaultWidth).at(-1) ?? sorted[0];
  return {
    src: variantUrl(key, src),
    srcSet: sorted.map((width) => `${variantUrl(key, width)} ${width}w`).join(", "),
    large: variantUrl(key, sorted[sorted.length - 1]),
    width: size.width,
    height: size.height,
  };
}
