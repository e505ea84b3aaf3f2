import type { ImgHTMLAttributes, ReactNode } from "react";
import { fallbackSources, imageFallback, mark } from "../enhance/contract";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError" | "alt"> & {
  /** Required: a description, or "" for a purely decorative image. */
  alt: string;
  /** Tried in order; the next one is used when one fails to load. */
  sources: string[];
  /** Shown when every source failed (e.g. the site name as text). */
  fallback?: ReactNode;
};

/**
 * An image with fallbacks, as static markup: the enhancement script
 * (app/enhance/fallback-images.ts) moves to the next of `data-fallback-srcs` when the image
 * fails (also before the script ran) and, when none is left, shows the hidden fallback.
 */
export function FallbackImage({ sources, fallback = null, alt, ...imgProps }: Props) {
  const [first, ...rest] = sources;
  return (
    <>
      <img {...imgProps} alt={alt} src={first} {...mark(fallbackSources, rest.join(" "))} />
      {fallback !== null && (
        <span hidden {...mark(imageFallback)}>
          {fallback}
        </span>
      )}
    </>
  );
}
