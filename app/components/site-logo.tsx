import { property } from "../../content/property";
import { useSiteImages } from "../site-images";
import { FallbackImage } from "./fallback-image";

/** The logo is shown 40 to 48 CSS pixels high (header, hero, family page). */
const height = 40;
const largestShownHeight = 48;

/**
 * The logo: an uploaded one if the owners uploaded one, then the logo image, then the second
 * logo image, then the site name as text.
 */
export function SiteLogo({ className }: { className?: string }) {
  const uploaded = useSiteImages().logo;
  // An upload keeps its own proportions; sizes tells the browser how wide it is at most.
  const ratio = uploaded ? uploaded.width / uploaded.height : 4;
  return (
    <FallbackImage
      sources={uploaded ? [uploaded.src, ...defaultLogoSources] : defaultLogoSources}
      srcSet={uploaded?.srcSet}
      sizes={uploaded ? `${Math.ceil(largestShownHeight * ratio)}px` : undefined}
      alt={property.name}
      width={Math.round(height * ratio)}
      height={height}
      className={className}
      fallback={<span className="text-lg font-semibold text-emerald-900">{property.name}</span>}
    />
  );
}

const defaultLogoSources = ["/images/logo.svg", "/images/logo-alt.png"];
