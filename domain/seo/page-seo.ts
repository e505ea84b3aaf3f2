import { defaultLanguage } from "../../content/property";
import type { ContactFacts } from "../contact/contact-facts";
import type { ShownReview } from "../reviews/public-reviews";
import type { HouseFacts } from "../site/house-facts";

/** What a page tells search engines and social networks, in the request's language. */
export interface PageSeo {
  siteUrl: string;
  /** Path of the page without the language parameter, e.g. "/" or "/familienurlaub". */
  path: string;
  language: string;
  title: string;
  description: string;
  /** Public pages get the alternates and structured data; others are kept out of search. */
  indexable: boolean;
  /** The owners' contact facts, for the structured data. */
  contact: ContactFacts;
  /** The owners' house facts (map position, bedrooms, sleeps, size), for the structured data. */
  house: HouseFacts;
  /** The owners' lowest and highest nightly rate, for the structured data's price range. */
  nightlyRates: { lowestCents: number; highestCents: number } | null;
  /**
   * On the page that shows them (the home page): the published reviews as shown, and the rating
   * of all published ones (null when there are none), for the structured data.
   */
  reviews: {
    shown: ShownReview[];
    rating: { ratingValue: number; reviewCount: number } | null;
  } | null;
}

/** The URL of one language version: German has no parameter, the others `?lng=`. */
export function languageUrl(siteUrl: string, path: string, language: string): string {
  const url = new URL(path, siteUrl);
  if (language !== defaultLanguage) url.searchParams.set("lng", language);
  return url.href;
}
