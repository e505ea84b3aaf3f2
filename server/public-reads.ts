import type { AvailabilityRecordLike } from "../domain/booking/calendar-events";
import type { IsoDate } from "../domain/booking/dates";
import type { BookingSettings } from "../domain/booking/settings";
import type { ContactFacts } from "../domain/contact/contact-facts";
import type { SiteImages } from "../domain/images/variants";
import type { PublicReviews } from "../domain/reviews/public-reviews";
import type { HouseFacts } from "../domain/site/house-facts";
import type { OwnerTexts } from "../domain/texts/owner-texts";
import { getAvailability } from "./availability";
import { readBookingSettings } from "./booking-settings";
import type { Database } from "./db/client";
import { type GuestInfoPdfUpload, readGuestInfoPdfUpload } from "./guest-info-pdf";
import { siteImages } from "./images";
import { readPublicReviews } from "./reviews/public-reviews";
import { readContactFacts, readHouseFacts } from "./site-facts";
import { readPublishedTexts } from "./site-texts";

/** What the public pages show from the database, read at one request's public-pages version. */
export interface PublicData {
  images(): Promise<SiteImages>;
  availability(today: IsoDate): Promise<AvailabilityRecordLike[]>;
  settings(): Promise<BookingSettings>;
  /** The published reviews and the feedback counted from elsewhere. */
  reviews(): Promise<PublicReviews>;
  /** The owners' contact facts (phone, e-mail, address, name). */
  contact(): Promise<ContactFacts>;
  /** The guest-information PDF the owners uploaded, without its bytes. */
  guestInfoPdf(): Promise<GuestInfoPdfUpload | null>;
  /** The owners' house facts (times, cancellation days, the apartment, the map, the link). */
  house(): Promise<HouseFacts>;
  /** The owners' published texts (content/editable-texts.ts), every language. */
  texts(): Promise<OwnerTexts>;
}

/**
 * The reads behind the public pages (site images, availability, the owners' rates and rules, the
 * published reviews, the contact and house facts, the guest-information PDF, the owners' texts),
 * each made once per public-pages version and shared by the requests at that version. Triggers
 * bump the version in the same transaction as any change to those tables, and a request reads
 * the version before the data, so what is kept under a version is never older than it. A new
 * inquiry changes none of it: the page after a posted inquiry needs no reads of its own.
 */
export function createPublicReads(db: Database) {
  let kept = { version: -1, values: new Map<string, Promise<unknown>>() };

  function read<T>(version: number | null, key: string, load: () => Promise<T>): Promise<T> {
    // Without a version (its read failed), or for a request that began before a newer one
    // was seen: read, and keep nothing.
    if (version === null || version < kept.version) return load();
    if (version > kept.version) kept = { version, values: new Map() };
    const values = kept.values;
    let value = values.get(key) as Promise<T> | undefined;
    if (!value) {
      const loading = load();
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
      values.set(key, loading);
      value = loading;
    }
    return value;
  }

  return {
    /** The data at the version `version()` gives (read once per request by the caller). */
    at(version: () => Promise<number | null>): PublicData {
      return {
        images: async () => read(await version(), "images", () => siteImages(db)),
        availability: async (today) =>
          read(await version(), `availability ${today}`, () => getAvailability(db, today)),
        settings: async () => read(await version(), "settings", () => readBookingSettings(db)),
        reviews: async () => read(await version(), "reviews", () => readPublicReviews(db)),
        contact: async () => read(await version(), "contact", () => readContactFacts(db)),
        guestInfoPdf: async () =>
          read(await version(), "guest-info-pdf", () => readGuestInfoPdfUpload(db)),
        house: async () => read(await version(), "house", () => readHouseFacts(db)),
        texts: async () => read(await version(), "texts", () => readPublishedTexts(db)),
      };
    },
  };
}
