import type { SiteImages } from "../domain/images/variants";
import { useRootData } from "./root-data";

const none: SiteImages = { logo: null, background: null, gallery: [] };

/**
 * The images the owners uploaded in the admin area (newest logo and background, gallery
 * additions, each with its srcset of re-encoded widths), from the root loader; the built-in
 * artwork is used where there is none.
 */
export function useSiteImages(): SiteImages {
  return useRootData()?.images ?? none;
}
