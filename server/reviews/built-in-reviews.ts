import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";

/**
 * The two reviews the site started with (texts in the locales' home.json), published until the
 * owners hide them; dated before any guest's review. Written at start-up when missing, not by a
 * migration: a freshly migrated database stays empty, so a backup can be restored into it.
 */
export async function ensureBuiltInReviews(db: Database): Promise<void> {
  const existing = await db
    .select({ key: reviews.builtinKey })
    .from(reviews)
    .where(isNotNull(reviews.builtinKey));
  const missing = [
    { builtinKey: "first", createdAt: new Date("2000-01-02T00:00:00Z") },
    { builtinKey: "second", createdAt: new Date("2000-01-01T00:00:00Z") },
  ].filter((review) => !existing.some((row) => row.key === review.builtinKey));
  if (missing.length === 0) return;
  await db
    .insert(reviews)
    .values(
      missing.map((review) => ({
        ...review,
        rating: 5,
        language: "de",
        state: "published" as const,
      })),
    )
    .onConflictDoNothing();
}
