import { Link, useFetcher } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { formatShortDate } from "../../domain/booking/format";
import { propertyDateOf } from "../../domain/booking/today";
import type { OwnerReview, ReviewActionResult } from "../../domain/reviews/review-admin";
import { reviewLimits } from "../../domain/reviews/review-form";
import { requireAdmin } from "../../server/admin/guard";
import { runReviewAction } from "../../server/admin/review-actions";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { listOwnerReviews } from "../../server/reviews/moderation";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { AdminErrorBoundary } from "../components/admin/gate";
import { useResultToast } from "../components/admin/use-result-toast";
import { TextArea } from "../components/forms/fields";
import type { Route } from "./+types/admin-reviews";

const t = texts.reviews;

export const meta = adminMeta(t.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return { reviews: await listOwnerReviews(context.get(servicesContext).db) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireAdmin(context, request);
  const { db, now } = context.get(servicesContext);
  return answerFields(await readFields(request), unreadable as ReviewActionResult, (fields) =>
    runReviewAction(db, fields, { by: session.user.email, now: now() }),
  );
}

const day = (iso: string) => formatShortDate("de", iso);

const stateBadge: Record<OwnerReview["state"], string> = {
  new: "border-amber-600 bg-amber-50 text-amber-950",
  published: "border-emerald-700 bg-emerald-50 text-emerald-950",
  hidden: "border-stone-400 bg-stone-100 text-stone-800",
};

/** Where a review comes from: its stay (linked) and when and in which language it was written. */
function Origin({ review }: { review: OwnerReview }) {
  if (review.builtinKey) return <p className="text-sm text-stone-600">{t.builtIn}</p>;
  const language = t.languages[review.language] ?? review.language;
  return (
    <p className="text-sm text-stone-600">
      {review.createdAt &&
        fill(t.written, { at: day(propertyDateOf(new Date(review.createdAt))), language })}
      {review.stay && (
        <>
          {" · "}
          <Link
            to={`/admin/reservierungen?aufenthalt=${review.stay.id}`}
            className="text-emerald-900 underline"
          >
            {fill(t.stay, {
              name: review.stay.name,
              span: `${day(review.stay.startDate)} – ${day(review.stay.endDate)}`,
            })}
          </Link>
        </>
      )}
    </p>
  );
}

/** One review: its stars, text and state; publish or hide it; its public answer. */
function ReviewCard({ review }: { review: OwnerReview }) {
  const mover = useFetcher<ReviewActionResult>();
  const answerer = useFetcher<ReviewActionResult>();
  useResultToast(mover);
  useResultToast(answerer);
  const answerError = answerer.data && !answerer.data.ok ? answerer.data.fieldErrors?.answer : "";
  const headingId = `review-${review.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        data-testid="owner-review"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={headingId} className="font-semibold">
            {review.authorName}
          </h3>
          <span
            className="text-amber-600"
            role="img"
            aria-label={fill(t.stars, { rating: review.rating })}
          >
            {"★".repeat(review.rating)}
            <span className="text-stone-300">{"★".repeat(5 - review.rating)}</span>
          </span>
          <span className={`rounded-full border px-2 py-0.5 text-xs ${stateBadge[review.state]}`}>
            {t.states[review.state]}
          </span>
        </div>
        <Origin review={review} />
        <blockquote lang={review.language} className="whitespace-pre-line break-words">
          {review.text}
        </blockquote>
        <mover.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={review.id} />
          {review.state !== "published" && (
            <button
              type="submit"
              name="intent"
              value="publish"
              className={`${adminButton.primary} text-sm`}
              disabled={mover.state !== "idle"}
            >
              {t.publish}
            </button>
          )}
          {review.state !== "hidden" && (
            <button
              type="submit"
              name="intent"
              value="hide"
              className={`${adminButton.secondary} text-sm`}
              disabled={mover.state !== "idle"}
            >
              {t.hide}
            </button>
          )}
        </mover.Form>
        <answerer.Form method="post" noValidate className="space-y-2">
          <input type="hidden" name="id" value={review.id} />
          <TextArea
            name="answer"
            label={t.answer}
            hint={t.answerHint}
            error={answerError || undefined}
            rows={3}
            maxLength={reviewLimits.answer}
            defaultValue={review.answer ?? ""}
          />
          <button
            type="submit"
            name="intent"
            value="answer"
            className={`${adminButton.secondary} text-sm`}
            disabled={answerer.state !== "idle"}
          >
            {t.saveAnswer}
          </button>
        </answerer.Form>
      </article>
    </li>
  );
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <div className="max-w-3xl space-y-4">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <p className="text-sm">
        <Link to="/admin/nachrichten" className="text-emerald-900 underline">
          {t.settingsLink}
        </Link>
      </p>
      {reviews.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
