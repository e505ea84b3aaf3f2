import { property } from "../../content/property";
import { useSiteImages } from "../site-images";
import { FallbackImage } from "./fallback-image";

/**
 * The logo: an uploaded one if the owners uploaded one, then the logo image, then the second
 * logo image, then the site name as text.
 */
export function SiteLogo({ className }: { className?: string }) {
  const uploaded = useSiteImages().logo;
  const sources = uploaded ? [uploaded, ...defaultLogoSources] : defaultLogoSources;
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

const defaultLogoSources = ["/images/logo.svg", "/images/logo-alt.png"];
