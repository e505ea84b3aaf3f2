import { describe, expect, it } from "vitest";
import {
  aggregateRating,
  feedbackCount,
  type PublishedReview,
  shownReviewLimit,
  shownReviews,
} from "./public-reviews";

const review = (overrides: Partial<PublishedReview>): PublishedReview => ({
  id: "r",
  builtinKey: null,
  rating: 5,
  text: "Splendido",
  authorName: "Giulia R.",
  language: "it",
  answer: null,
  createdAt: "2027-07-19T08:00:00.000Z",
  ...overrides,
});
const builtIn = review({ id: "b", builtinKey: "first", language: "de", text: "", authorName: "" });
const guest = review({ id: "g", rating: 3, answer: "Grazie!" });
const builtInTexts = (key: string) => ({ text: `text of ${key}`, author: "Sabine M." });

describe("published reviews", () => {
  it("count the feedback elsewhere plus the guests' reviews, not the built-in ones", () => {
    expect(feedbackCount({ reviews: [builtIn, guest], feedbackElsewhere: 29 })).toBe(30);
    expect(feedbackCount({ reviews: [], feedbackElsewhere: 29 })).toBe(29);
  });

  it("rate as the average of all, one decimal; nothing without reviews", () => {
    expect(aggregateRating([builtIn, guest])).toEqual({ ratingValue: 4, reviewCount: 2 });
    expect(aggregateRating([builtIn, builtIn, guest])).toEqual({
      ratingValue: 4.3,
      reviewCount: 3,
    });
    expect(aggregateRating([])).toBeNull();
  });

  it("show a guest's as written, a built-in one translated with its origin", () => {
    const [first, second] = shownReviews(
      { reviews: [builtIn, guest], feedbackElsewhere: 29 },
      "en",
      builtInTexts,
    );
    expect(first).toEqual({
      id: "b",
      rating: 5,
      text: "text of first",
      author: "Sabine M.",
      textLanguage: "en",
      translatedFrom: "de",
      date: null,
      answer: null,
    });
    expect(second).toEqual({
      id: "g",
      rating: 3,
      text: "Splendido",
      author: "Giulia R.",
      textLanguage: "it",
      translatedFrom: null,
      date: "2027-07-19",
      answer: "Grazie!",
    });
    const [german] = shownReviews({ reviews: [builtIn], feedbackElsewhere: 0 }, "de", builtInTexts);
    expect(german.translatedFrom).toBeNull();
  });

  it("show at most the limit", () => {
    const many = Array.from({ length: shownReviewLimit + 3 }, (_, i) => review({ id: `${i}` }));
    expect(shownReviews({ reviews: many, feedbackElsewhere: 0 }, "de", builtInTexts)).toHaveLength(
      shownReviewLimit,
    );
  });
});
