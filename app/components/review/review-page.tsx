import type { ReactNode } from "react";
import { formatLocale } from "../../../domain/booking/format";
import { type ReviewProblem, reviewLimits } from "../../../domain/reviews/review-form";
import { useTranslation } from "../../i18n/use-translation";

/** Why the last post was refused, with what was posted (shown again) and the field problems. */
export interface RefusedReview {
  problem: "unreadable" | "not-found" | "rateLimited" | "invalid";
  fields?: { rating?: ReviewProblem; text?: ReviewProblem };
  values?: { rating: string; text: string };
}

const ratings = [5, 4, 3, 2, 1] as const;

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">{children}</div>;
}

/**
 * The review form: the stars as a group of radio buttons (arrow keys move between them), the
 * text, and the name it will carry. A plain post (`noValidate`: the refusals are the site's own
 * sentences in the page's language, at their fields).
 */
export function ReviewPage({
  authorName,
  refused,
}: {
  authorName: string;
  refused: RefusedReview | null;
}) {
  const { t, i18n } = useTranslation("review");
  const problems = refused?.fields ?? {};
  const values = refused?.values;
  const max = reviewLimits.text.toLocaleString(formatLocale(i18n.language));
  const message = (problem: ReviewProblem) => t(`errors.${problem}`, { max });
  const topProblem =
    refused && refused.problem !== "invalid" && refused.problem !== "not-found"
      ? t(`errors.${refused.problem}`)
      : refused?.problem === "invalid"
        ? t("errors.title")
        : null;
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl">
        {t("heading")}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{t("lead")}</p>
      {topProblem && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
        >
          {topProblem}
        </p>
      )}
      <form method="post" noValidate className="mt-8 space-y-8">
        <fieldset aria-describedby={problems.rating ? "rating-error" : undefined}>
          <legend className="text-lg font-semibold text-stone-900">{t("rating")}</legend>
          <div className="mt-3 space-y-1">
            {ratings.map((rating) => (
              <label
                key={rating}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-100"
              >
                <input
                  type="radio"
                  name="rating"
                  value={rating}
                  defaultChecked={values?.rating === String(rating)}
                  aria-invalid={problems.rating ? true : undefined}
                  className="h-5 w-5 shrink-0 accent-emerald-800"
                />
                <span aria-hidden="true" className="text-xl tracking-wider text-amber-500">
                  {"★".repeat(rating)}
                  <span className="text-stone-400">{"☆".repeat(5 - rating)}</span>
                </span>
                <span className="text-stone-800">{t("stars", { count: rating })}</span>
              </label>
            ))}
          </div>
          {problems.rating && (
            <p id="rating-error" className="mt-2 text-sm font-medium text-red-800">
              {message(problems.rating)}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor="review-text" className="block text-lg font-semibold text-stone-900">
            {t("text")}
          </label>
          <p id="review-text-hint" className="mt-1 text-sm text-stone-600">
            {t("textHint", { max })}
          </p>
          <textarea
            id="review-text"
            name="text"
            rows={7}
            maxLength={reviewLimits.text}
            defaultValue={values?.text ?? ""}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={
              problems.text ? "review-text-hint review-text-error" : "review-text-hint"
            }
            className="mt-2 block w-full rounded-lg border border-stone-400 bg-white p-3 text-stone-900 focus:border-emerald-800 focus:outline-2 focus:outline-emerald-800"
          />
          {problems.text && (
            <p id="review-text-error" className="mt-2 text-sm font-medium text-red-800">
              {message(problems.text)}
            </p>
          )}
        </div>
        <p className="text-stone-700">{t("name", { name: authorName })}</p>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-emerald-800 px-6 py-2 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
        >
          {t("submit")}
        </button>
      </form>
    </Frame>
  );
}

/** After the review was stored. */
export function ReviewThanks() {
  const { t } = useTranslation("review");
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl">
        {t("thanks.heading")}
      </h1>
      <p className="mt-3 text-lg text-stone-700" data-testid="review-sent">
        {t("thanks.text")}
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-emerald-800 px-5 py-2 font-medium text-white hover:bg-emerald-900"
      >
        {t("thanks.home")}
      </a>
    </Frame>
  );
}
