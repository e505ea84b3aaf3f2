import { formatDate } from "../../../domain/booking/format";
import { isSupportedLanguage } from "../../../domain/i18n/detect-language";
import {
  feedbackCount,
  type PublicReviews,
  type ShownReview,
  shownReviews,
} from "../../../domain/reviews/public-reviews";
import { useTranslation } from "../../i18n/use-translation";
import { Section } from "./section";

/**
 * The published reviews (the built-in ones first while published, then the guests' newest
 * first), each naming the language it was written in, with the owners' answer; above them the
 * number of guests who gave feedback here or elsewhere. Server-rendered only, like the whole home
 * page: a guest's text is React text, so markup in it is shown, never run.
 */
export function ReviewsSection({ published }: { published: PublicReviews }) {
  const { t, i18n } = useTranslation("home");
  const language = isSupportedLanguage(i18n.language) ? i18n.language : "de";
  const reviews = shownReviews(published, language, (key) => ({
    text: t(`reviews.items.${key}.text`),
    author: t(`reviews.items.${key}.author`),
  }));
  return (
    <Section
      id="reviews"
      heading={t("reviews.heading")}
      intro={t("reviews.summary", { count: feedbackCount(published) })}
      className="bg-white"
    >
      {reviews.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-2" data-testid="reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} language={language} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReviewCard({ review, language }: { review: ShownReview; language: string }) {
  const { t } = useTranslation("home");
  const origin = review.translatedFrom
    ? t(`reviews.translatedFrom.${review.translatedFrom}`)
    : t(`reviews.writtenIn.${review.textLanguage}`);
  return (
    <figure className="h-full rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <Stars rating={review.rating} label={t("reviews.rating", { count: review.rating })} />
      <blockquote lang={review.textLanguage} className="mt-4 text-stone-800">
        <p className="whitespace-pre-line break-words">
          {t("reviews.quote", { text: review.text })}
        </p>
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-semibold text-emerald-900">{review.author}</span>
        <span className="block text-sm text-stone-600">
          {review.date ? `${formatDate(language, review.date)} · ${origin}` : origin}
        </span>
      </figcaption>
      {review.answer && (
        <div className="mt-4 border-l-2 border-emerald-700 pl-3 text-sm text-stone-700">
          <p className="font-semibold text-stone-900">{t("reviews.answer")}</p>
          <p className="mt-1 whitespace-pre-line break-words">{review.answer}</p>
        </div>
      )}
    </figure>
  );
}

/** Five stars drawn, read by screen readers as one phrase ("5 of 5 stars"). */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p role="img" aria-label={label} className="flex gap-1 text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 ${star <= rating ? "fill-current" : "fill-stone-300"}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
