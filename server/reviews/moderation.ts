import { count, desc, eq, sql } from "drizzle-orm";
import type { OwnerReview } from "../../domain/reviews/review-admin";
import type { Database } from "../db/client";
import { reservations, reviews } from "../db/schema";
import { translatorFor } from "../i18n";

/** Reviews the owners have not yet published or hidden: the count on the Bewertungen tab. */
export async function countNewReviews(db: Database): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.state, "new"));
  return total;
}

/** Every review for the owners: the new ones first, then newest first, the built-in ones last. */
export async function listOwnerReviews(db: Database): Promise<OwnerReview[]> {
  const rows = await db
    .select({
      review: reviews,
      stay: {
        id: reservations.id,
        name: reservations.name,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
      },
    })
    .from(reviews)
    .leftJoin(reservations, eq(reservations.id, reviews.reservationId))
    .orderBy(sql`${reviews.state} = 'new' desc`, desc(reviews.createdAt), desc(reviews.id));
  const german = translatorFor("de");
  return rows.map(({ review, stay }) => {
    const builtIn = review.builtinKey;
    return {
      id: review.id,
      builtinKey: builtIn,
      state: review.state,
      rating: review.rating,
      text: builtIn ? german(`home:reviews.items.${builtIn}.text`) : review.text,
      authorName: builtIn ? german(`home:reviews.items.${builtIn}.author`) : review.authorName,
      language: review.language,
      answer: review.answer,
      createdAt: builtIn ? null : review.createdAt.toISOString(),
      stay,
    };
  });
}

/**
 * Publishes or hides a review (a hidden one can be published again, and the reverse). False
 * when there is no such review.
 */
export async function setReviewState(
  db: Database,
  id: string,
  state: "published" | "hidden",
  change: { by: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ state, moderatedAt: change.now, moderatedBy: change.by })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Sets the owners' public answer to a review (null removes it). False when there is none. */
export async function setReviewAnswer(
  db: Database,
  id: string,
  answer: string | null,
  change: { by: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ answer, moderatedAt: change.now, moderatedBy: change.by })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
