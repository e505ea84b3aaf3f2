import { describe, expect, it } from "vitest";
import { defaultContactFacts } from "../domain/contact/contact-facts";
import type { ShownReview } from "../domain/reviews/public-reviews";
import type { PageSeo } from "../domain/seo/page-seo";
import { defaultHouseFacts } from "../domain/site/house-facts";
import { lodgingStructuredData } from "./structured-data";

const seo: PageSeo = {
  siteUrl: "https://almblick.example",
  path: "/",
  language: "en",
  title: "Ferienwohnung Almblick",
  description: "A holiday apartment at 1,600 m",
  indexable: true,
  contact: defaultContactFacts,
  house: defaultHouseFacts,
  nightlyRates: null,
  reviews: null,
};

const giulia: ShownReview = {
  id: "g",
  rating: 5,
  text: "Una settimana splendida <b>davvero</b>",
  author: "Giulia R.",
  textLanguage: "it",
  translatedFrom: null,
  date: "2027-07-19",
  answer: "Grazie!",
};
const sabine: ShownReview = {
  ...giulia,
  id: "b",
  rating: 4,
  text: "We had a wonderful week!",
  author: "Sabine M.",
  textLanguage: "en",
  translatedFrom: "de",
  date: null,
};

/**
 * What the rich results of search engines require of a review (Google's review snippet): an
 * author that is a Person or Organization with a name, a rating with a value within its scale,
 * and the item reviewed, which a review nested in that item's `review` gets from it.
 */
function expectValidReview(review: Record<string, unknown>) {
  expect(review["@type"]).toBe("Review");
  const author = review.author as { "@type": string; name: string };
  expect(["Person", "Organization"]).toContain(author["@type"]);
  expect(author.name.length).toBeGreaterThan(0);
  expect(author.name.length).toBeLessThan(100);
  const { "@type": type, ...rating } = review.reviewRating as Record<string, number>;
  expect(type).toBe("Rating");
  expect(rating.ratingValue).toBeGreaterThanOrEqual(rating.worstRating);
  expect(rating.ratingValue).toBeLessThanOrEqual(rating.bestRating);
}

describe("the lodging's structured data", () => {
  it("carries the published reviews nested in the lodging, which is their itemReviewed", () => {
    const data = lodgingStructuredData({
      ...seo,
      reviews: { shown: [sabine, giulia], rating: { ratingValue: 4.5, reviewCount: 2 } },
    }) as Record<string, unknown>;
    // A type that Google's review snippets accept as the item reviewed.
    expect(data["@type"]).toBe("VacationRental");
    expect(data.name).toBeTruthy();
    const reviews = data.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(2);
    for (const review of reviews) {
      expectValidReview(review);
      // Nested, so the item reviewed is the lodging; never another one by mistake.
      expect(review.itemReviewed).toBeUndefined();
    }
    expect(reviews[1]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Giulia R." },
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: "Una settimana splendida <b>davvero</b>",
      inLanguage: "it",
      datePublished: "2027-07-19",
    });
    // A built-in review has no real date: none is claimed.
    expect(reviews[0]).not.toHaveProperty("datePublished");
  });

  it("rates the lodging from the published reviews (value, count, scale)", () => {
    const data = lodgingStructuredData({
      ...seo,
      reviews: { shown: [giulia], rating: { ratingValue: 4.3, reviewCount: 7 } },
    }) as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 7,
    });
  });

  it("stays valid without reviews: no rating of nothing, no empty review list", () => {
    for (const reviews of [null, { shown: [], rating: null }]) {
      const data = lodgingStructuredData({ ...seo, reviews }) as Record<string, unknown>;
      expect(data).not.toHaveProperty("aggregateRating");
      expect(data).not.toHaveProperty("review");
      expect(data["@type"]).toBe("VacationRental");
    }
  });
});

it("states the owners' contact facts as given, not the built-in ones", () => {
  const contact = { ...defaultContactFacts, phone: "+43 660 7654321", street: "Bergweg 1" };
  const data = lodgingStructuredData({ ...seo, contact }) as Record<string, unknown>;
  expect(data.telephone).toBe("+43 660 7654321");
  expect(data.email).toBe(defaultContactFacts.email);
  expect(data.address).toMatchObject({ streetAddress: "Bergweg 1", postalCode: "9521" });
});
