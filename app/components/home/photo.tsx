import type { ImgHTMLAttributes } from "react";
import { type Photo, photoSrc, photoSrcSet } from "../../../content/home-content";
import { FallbackImage } from "../fallback-image";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt"> & {
  photo: Photo;
  alt: string;
  /** Local image shown when the photo cannot be loaded. */
  fallbackSrc: string;
  sizes: string;
};

/**
 * A responsive photo (srcset of the generated widths) with width and height set, so nothing
 * shifts; when it fails, a plain local fallback image takes its place.
 */
export function ResponsivePhoto({ photo, alt, fallbackSrc, sizes, className, ...rest }: Props) {
  const loading = rest.loading ?? "lazy";
  return (
    <FallbackImage
      {...rest}
      // When the photo fails, the enhancement script shows the local fallback image instead.
      sources={[photoSrc(photo, 800), fallbackSrc]}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={loading}
      // Lazy photos decode off the main thread; the eager (LCP) photo paints as soon as it can.
      decoding={loading === "lazy" ? "async" : undefined}
      className={className}
    />
  );
}
