import { useRouteLoaderData } from "react-router";
import type { Language } from "../content/property";
import type { resources } from "../content/texts";
import type { IsoDate } from "../domain/booking/dates";
import type { ContactFacts } from "../domain/contact/contact-facts";
import type { SiteImages } from "../domain/images/variants";
import type { HouseFacts } from "../domain/site/house-facts";

/**
 * What the root loader (app/root.tsx) gives every page. Written out here, and the loader is
 * checked against it, so components read it without importing the root module, which imports
 * server/ for its loader and renders the components that read it.
 */
export interface RootData {
  language: Language;
  /** The namespaces this page needs (app/i18n/page-texts.ts). */
  texts: Partial<(typeof resources)[Language]>;
  /** Names the owners' texts among `texts` (server/site-texts.ts); "" for the repository's own. */
  textsVersion: string;
  /** On a signed-in admin's preview of the owners' draft (`?vorschau=1`): the notice above it. */
  preview: string | null;
  /** The whitelist of server settings the browser may see (publicEnv in server/env.ts). */
  env: {
    siteUrl: string;
    analyticsId: string | null;
    socialFeedEmbedUrl: string | null;
    /** The owners' uploaded PDF, else GUEST_INFO_PDF_URL (domain/files/guest-info-pdf.ts). */
    guestInfoPdfUrl: string | null;
    inquiryRetentionMonths: number;
  };
  /** "Today" at the apartment, from the injected clock, for every page's calendar and footer. */
  today: IsoDate;
  year: number;
  /** Logo, hero background and extra gallery photos the owners uploaded in the admin area. */
  images: SiteImages;
  /** The owners' phone, e-mail, address and name as they set them (/admin/website). */
  contact: ContactFacts;
  /** The owners' times, rules, apartment figures and map position (/admin/website). */
  house: HouseFacts;
  /**
   * The "follow us" link the pages show, null for none: the owners' once they saved one, else
   * the operator's SOCIAL_PROFILE_URL (socialProfileLink).
   */
  socialProfileUrl: string | null;
}

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

/** The owners' contact facts, for the components of any page (all render under the root). */
export function useContactFacts(): ContactFacts {
  const data = useRootData();
  if (!data) throw new Error("The contact facts come with the root loader's data");
  return data.contact;
}

/** The owners' house facts, for the components of any page. */
export function useHouseFacts(): HouseFacts {
  const data = useRootData();
  if (!data) throw new Error("The house facts come with the root loader's data");
  return data.house;
}
