import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError" | "alt"> & {
  /** Required: a description, or "" for a purely decorative image. */
  alt: string;
  /** Tried in order; the next one is used when one fails to load. */
  sources: string[];
  /** Shown when every source failed (e.g. the site name as text). */
  fallback?: ReactNode;
};

/**
 * An image with fallbacks (SPEC.md section 8). Also notices failures that happened before
 * hydration, when React's onError was not yet attached.
 */
export function FallbackImage({ sources, fallback = null, alt, ...imgProps }: Props) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const failed = index >= sources.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the source changes
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setIndex((i) => i + 1);
  }, [index]);

  if (failed) return <>{fallback}</>;
  return (
    <img
      {...imgProps}
      alt={alt}
      ref={ref}
      src={sources[index]}
      onError={() => setIndex((i) => i + 1)}
    />
  );
}
