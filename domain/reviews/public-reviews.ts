import type { Language } from "../../content/property";
import type { IsoDate } from "../booking/dates";
import { propertyDateOf } from "../booking/today";
import { isSupportedLanguage } from "../i18n/detect-language";

/** A published review as the public pages read it (server/reviews/public-reviews.ts). */
export interface PublishedReview {
  id: string;
  /** Set for the two reviews the site started with: their texts are in home.json. */
  builtinKey: string | null;
  rating: number;
  text: string;
  authorName: string;
  /** The language it was written in. */
  language: string;
  answer: string | null;
  /** ISO instant. */
  createdAt: string;
}

export interface PublicReviews {
  /** Built-in ones first, then newest first (the order the database gives). */
  reviews: PublishedReview[];
  feedbackElsewhere: number;
}

/** The home page shows this many; the aggregate rating counts all published ones. */
export const shownReviewLimit = 12;

/** "N Gäste haben ihr Feedback geteilt": the feedback given elsewhere plus the guests' reviews. */
export function feedbackCount({ reviews, feedbackElsewhere }: PublicReviews): number {
  return feedbackElsewhere + reviews.filter((review) => review.builtinKey === null).length;
}

/** The average rating (one decimal) and how many reviews it is made of; null without reviews. */
export function aggregateRating(reviews: readonly Pick<PublishedReview, "rating">[]) {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { ratingValue: Math.round((sum / reviews.length) * 10) / 10, reviewCount: reviews.length };
}

/** A review as a page shows it, in the page's language. */
export interface ShownReview {
  id: string;
  rating: number;
  text: string;
  author: string;
  /** The language of `text` as shown. */
  textLanguage: Language;
  /** The language it was written in, when `text` is a translation of it (the built-in ones). */
  translatedFrom: Language | null;
  /** The day it was written; null for the built-in ones. */
  date: IsoDate | null;
  answer: string | null;
}

const languageOf = (value: string): Language => (isSupportedLanguage(value) ? value : "de");

/**
 * The reviews a page shows, in order, at most `shownReviewLimit`: a guest's as written; a
 * built-in one in the page's language (`builtIn` gives its text and author from home.json),
 * marked as translated where that is not the language it was written in.
 */
export function shownReviews(
  { reviews }: PublicReviews,
  pageLanguage: Language,
  builtIn: (key: string) => { text: string; author: string },
): ShownReview[] {
  return reviews.slice(0, shownReviewLimit).map((review) => {
    const written = languageOf(review.language);
    if (review.builtinKey !== null) {
      const { text, author } = builtIn(review.builtinKey);
      return {
        id: review.id,
        rating: review.rating,
        text,
        author,
        textLanguage: pageLanguage,
        translatedFrom: written === pageLanguage ? null : written,
        date: null,
        answer: review.answer,
      };
    }
    return {
      id: review.id,
      rating: review.rating,
      text: review.text,
      author: review.authorName,
      textLanguage: written,
      translatedFrom: null,
      date: propertyDateOf(new Date(review.createdAt)),
      answer: review.answer,
    };
  });
}
