import { desc, eq, isNull } from "drizzle-orm";
import type { PublicReviews } from "../../domain/reviews/public-reviews";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";
import { readGuestMessageSettings } from "../stays/guest-message-settings";

/**
 * The published reviews, in the order the home page lists them: the two built-in ones first (as
 * long as they are published), then the guests' newest first; and the feedback counted from
 * elsewhere. Read through server/public-reads.ts, once per public-pages version.
 */
export async function readPublicReviews(db: Database): Promise<PublicReviews> {
  const rows = await db
    .select({
      id: reviews.id,
      builtinKey: reviews.builtinKey,
      rating: reviews.rating,
      text: reviews.text,
      authorName: reviews.authorName,
      language: reviews.language,
      answer: reviews.answer,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.state, "published"))
    .orderBy(isNull(reviews.builtinKey), desc(reviews.createdAt), desc(reviews.id));
  const { feedbackElsewhere } = await readGuestMessageSettings(db);
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    feedbackElsewhere,
  };
}
