import { useRouteLoaderData } from "react-router";
import type { SiteImages } from "../domain/images/variants";

const none: SiteImages = { logo: null, background: null, gallery: [] };

/**
 * The images the owners uploaded in the admin area (newest logo and background, gallery
 * additions, each with its srcset of re-encoded widths), from the root loader; the built-in
 * artwork is used where there is none. Typed by its shape, not by the root's loader, so the
 * header's logo does not import the root module that renders the header.
 */
export function useSiteImages(): SiteImages {
  return useRouteLoaderData<{ images: SiteImages }>("root")?.images ?? none;
}
