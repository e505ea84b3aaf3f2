import { useRouteLoaderData } from "react-router";
import type { UploadedImage } from "../domain/images/variants";
import type { loader as rootLoader } from "./root";

const none = { logo: null, background: null, gallery: [] as UploadedImage[] };

/**
 * The images the owners uploaded in the admin area (newest logo and background, gallery
 * additions, each with its srcset of re-encoded widths), from the root loader; the built-in
 * artwork is used where there is none.
 */
export function useSiteImages() {
  return useRouteLoaderData<typeof rootLoader>("root")?.images ?? none;
}
