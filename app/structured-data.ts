import { property } from "../content/property";
import { currency } from "../domain/booking/format";
import type { PageSeo } from "../domain/seo/page-seo";

/** schema.org data for the apartment: the facts module and the owners' nightly rates. */
export function lodgingStructuredData({ siteUrl, description, nightlyRates }: PageSeo) {
  const euros = (cents: number) => cents / 100;
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    name: property.name,
    description,
    url: siteUrl,
    image: new URL("/images/hero-1600.webp", siteUrl).href,
    email: property.email,
    telephone: property.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: property.address.street,
      postalCode: property.address.postalCode,
      addressLocality: property.address.locality,
      addressRegion: property.address.region,
      addressCountry: property.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...property.geo },
    containsPlace: {
      "@type": "Accommodation",
      additionalType: "EntirePlace",
      numberOfBedrooms: property.bedrooms,
      occupancy: { "@type": "QuantitativeValue", maxValue: property.sleeps },
      floorSize: { "@type": "QuantitativeValue", value: property.sizeSqm, unitCode: "MTK" },
    },
    ...(nightlyRates && {
      priceRange: `${euros(nightlyRates.lowestCents)}–${euros(nightlyRates.highestCents)} ${currency}`,
    }),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: property.ratingValue,
      bestRating: 5,
      reviewCount: property.reviewCount,
    },
  };
}
