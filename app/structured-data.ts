import { pricing, property } from "../content/property";

/** schema.org data for the apartment, built from the single facts module. */
export function lodgingStructuredData(siteUrl: string, description: string) {
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
    priceRange: `${pricing.offSeasonPerNight}–${pricing.highSeasonPerNight} ${pricing.currency}`,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: property.ratingValue,
      bestRating: 5,
      reviewCount: property.reviewCount,
    },
  };
}
