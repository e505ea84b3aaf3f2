import { property } from "../content/property";
import { currency } from "../domain/booking/format";
import type { ShownReview } from "../domain/reviews/public-reviews";
import type { PageSeo } from "../domain/seo/page-seo";

/**
 * One published review, nested in the lodging's `review` (which makes the lodging its
 * itemReviewed): author, rating, text, its language and, for a guest's, the day it was written.
 */
function reviewData(review: ShownReview) {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: 5,
      worstRating: 1,
    },
    reviewBody: review.text,
    inLanguage: review.textLanguage,
    ...(review.date && { datePublished: review.date }),
  };
}

/**
 * schema.org data for the apartment: the facts module, the owners' contact and house facts, the
 * owners' nightly rates and, on the page that shows them, the published reviews with their
 * rating. Without published reviews it has neither `review` nor `aggregateRating` (a rating of
 * nothing is invalid).
 */
export function lodgingStructuredData({
  siteUrl,
  description,
  contact,
  house,
  nightlyRates,
  reviews,
}: PageSeo) {
  const euros = (cents: number) => cents / 100;
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    name: property.name,
    description,
    url: siteUrl,
    image: new URL("/images/hero-1600.webp", siteUrl).href,
    email: contact.email,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      postalCode: contact.postalCode,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      addressCountry: property.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: house.latitude, longitude: house.longitude },
    containsPlace: {
      "@type": "Accommodation",
      additionalType: "EntirePlace",
      numberOfBedrooms: house.bedrooms,
      occupancy: { "@type": "QuantitativeValue", maxValue: house.sleeps },
      floorSize: { "@type": "QuantitativeValue", value: house.sizeSqm, unitCode: "MTK" },
    },
    ...(nightlyRates && {
      priceRange: `${euros(nightlyRates.lowestCents)}–${euros(nightlyRates.highestCents)} ${currency}`,
    }),
    ...(reviews?.rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: reviews.rating.ratingValue,
        bestRating: 5,
        worstRating: 1,
        reviewCount: reviews.rating.reviewCount,
      },
      review: reviews.shown.map(reviewData),
    }),
  };
}
