import { property } from "../../content/property";
import { FallbackImage } from "./fallback-image";

/** Logo image, then the second logo image, then the site name as text. */
export function SiteLogo({
  className,
  sources = defaultLogoSources,
}: {
  className?: string;
  sources?: string[];
}) {
  return (
    <FallbackImage
      sources={sources}
      alt={property.name}
      width={160}
      height={40}
      className={className}
      fallback={<span className="text-lg font-semibold text-emerald-900">{property.name}</span>}
    />
  );
}

export const defaultLogoSources = ["/images/logo.svg", "/images/logo-alt.png"];
