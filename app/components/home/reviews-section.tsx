import { reviews } from "../../../content/home-content";
import { property } from "../../../content/property";
import { useTranslation } from "../../i18n/use-translation";
import { Section } from "./section";

export function ReviewsSection() {
  const { t } = useTranslation("home");
  return (
    <Section
      id="reviews"
      heading={t("reviews.heading")}
      intro={t("reviews.summary", { count: property.reviewCount })}
      className="bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.key}>
            <figure className="h-full rounded-2xl border border-stone-200 bg-stone-50 p-6">
              <Stars
                rating={review.rating}
                label={t("reviews.rating", { rating: review.rating })}
              />
              <blockquote className="mt-4 text-stone-800">
                <p>{t("reviews.quote", { text: t(`reviews.items.${review.key}.text`) })}</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold text-emerald-900">
                {t(`reviews.items.${review.key}.author`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
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
