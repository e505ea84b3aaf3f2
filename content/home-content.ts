/**
 * Content of the public pages that is data rather than prose: which photos and attractions
 * exist and in which order. Their texts (alt, title, descriptions) live in
 * content/locales/{de,en,it}/home.json under the same keys. The reviews are in the database
 * (table reviews); the two the site started with keep their texts under home:reviews.items.
 *
 * Photos: the repository ships placeholder artwork in public/images (made by
 * scripts/make-placeholder-images.mjs). Owners replace a photo by dropping files with the same
 * names into public/images (e.g. public/images/gallery/house-800.webp), keeping the widths.
 */

/** Widths generated for every responsive photo (file name: `<base>-<width>.webp`). */
export const photoWidths = [480, 800, 1600] as const;

export interface Photo {
  /** Path without width and extension, e.g. "/images/gallery/house". */
  base: string;
  /** Intrinsic aspect ratio of the files (width / height), so nothing shifts. */
  width: number;
  height: number;
}

export function photoSrc(photo: Photo, width: (typeof photoWidths)[number]): string {
  return `${photo.base}-${width}.webp`;
}

export function photoSrcSet(photo: Photo): string {
  return photoWidths.map((width) => `${photoSrc(photo, width)} ${width}w`).join(", ");
}

export const heroPhoto: Photo = { base: "/images/hero", width: 1600, height: 900 };
/** Shown when the hero photo cannot be loaded. */
export const heroFallback = "/images/fallback/hero.webp";
/** Shown when a gallery photo cannot be loaded. */
export const photoFallback = "/images/fallback/photo.webp";

/** The six gallery photos, in order; texts under home:gallery.items.<key>. */
export const galleryPhotos = [
  { key: "house", photo: { base: "/images/gallery/house", width: 1600, height: 1200 } },
  { key: "stove", photo: { base: "/images/gallery/stove", width: 1600, height: 1200 } },
  { key: "living", photo: { base: "/images/gallery/living", width: 1600, height: 1200 } },
  { key: "bedroom", photo: { base: "/images/gallery/bedroom", width: 1600, height: 1200 } },
  { key: "balcony", photo: { base: "/images/gallery/balcony", width: 1600, height: 1200 } },
  { key: "terrace", photo: { base: "/images/gallery/terrace", width: 1600, height: 1200 } },
] as const satisfies ReadonlyArray<{ key: string; photo: Photo }>;

/** Photos of the family-vacation page. */
export const familyPhotos = {
  experience: { base: "/images/family/experience", width: 1600, height: 1200 },
  accommodation: { base: "/images/family/accommodation", width: 1600, height: 1200 },
} as const satisfies Record<string, Photo>;

type Distance =
  | { kind: "walk"; minutes: number; upTo?: number }
  | { kind: "drive"; minutes: number }
  | { kind: "fromDoor" };

/**
 * The six attractions (texts under home:attractions.items.<key>; the distance in words is made
 * from these minutes in content/texts.ts).
 */
export const attractions = [
  { key: "adventurePark", distance: { kind: "walk", minutes: 10 } },
  { key: "castle", distance: { kind: "drive", minutes: 25 } },
  { key: "hut", distance: { kind: "walk", minutes: 10, upTo: 15 } },
  { key: "trailHut", distance: { kind: "fromDoor" } },
  { key: "lake", distance: { kind: "drive", minutes: 25 } },
  { key: "spa", distance: { kind: "drive", minutes: 35 } },
] as const satisfies ReadonlyArray<{ key: string; distance: Distance }>;

/** The six feature cards of the details section (texts under home:details.features.<key>). */
export const features = ["bedrooms", "guests", "wifi", "parking", "kitchen", "view"] as const;

/** Mail subjects the owners filter on; deliberately the same in every language. */
export const mailSubjects = {
  inquiry: "Apartment Inquiry",
  booking: "Apartment Booking Inquiry",
} as const;

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
