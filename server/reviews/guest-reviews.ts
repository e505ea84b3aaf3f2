import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../content/property";
import { type ReviewProblem, readReview, shownAuthorName } from "../../domain/reviews/review-form";
import type { AppServices } from "../context";
import type { Database } from "../db/client";
import { rateLimit, reservations, reviewInvitations, reviews } from "../db/schema";
import type { FormFields } from "../read-form";

/*
 * A guest's review through the link of the thank-you mail (/bewertung?code=<token>): one review
 * per link, no account. An unknown, malformed or used token finds nothing, and the page answers
 * 404 without a word about any stay.
 */

/** The tokens the thank-you mail makes: 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What the form shows of the stay behind an unused link: the name its review will carry. */
export async function openInvitation(
  db: Pick<Database, "select">,
  token: string,
): Promise<{ authorName: string } | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db
    .select({ firstName: reservations.firstName, lastName: reservations.lastName })
    .from(reviewInvitations)
    .innerJoin(reservations, eq(reservations.id, reviewInvitations.reservationId))
    .where(and(eq(reviewInvitations.token, token), isNull(reviewInvitations.usedAt)));
  return row ? { authorName: shownAuthorName(row.firstName, row.lastName) } : null;
}

const hourMs = 60 * 60_000;

/**
 * Counts a post to the review form from `address` and says whether it is within the limit:
 * INQUIRY_RATE_LIMIT posts per address and hour, as for inquiries, every post counted (a wrong
 * link, a refused text). The count lives in the shared `rate_limit` table under its own key
 * (better-auth's own keys are paths), so all instances share it; one statement counts and reads,
 * so parallel posts cannot slip past it. The row's id is new each time: were it the key too, two
 * first posts at once could collide on the id, which the statement does not resolve, and fail.
 */
async function withinReviewLimit(db: Database, address: string, now: Date, limit: number) {
  const key = `review-post:${address}`;
  const nowMs = now.getTime();
  const windowOver = sql`${rateLimit.lastRequest} <= ${nowMs - hourMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      // For these keys `last_request` is when the hour being counted began.
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${windowOver} then ${nowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row.count <= limit;
}

export type ReviewPostOutcome =
  | { status: "sent" }
  | { status: "invalid"; problems: { rating?: ReviewProblem; text?: ReviewProblem } }
  | { status: "not-found" }
  | { status: "rate-limited" };

/**
 * Stores a guest's review (state `new`, for the owners to publish) and uses up its link, in one
 * transaction: of two posts with the same link only one is stored. The review carries the name
 * as shown ("Giulia R.") and `language`, the language of the form the guest wrote it in.
 */
export async function postReview(
  services: Pick<AppServices, "db" | "env" | "now">,
  post: { token: string; fields: FormFields; language: Language; clientAddress: string },
): Promise<ReviewPostOutcome> {
  const { db, env } = services;
  const now = services.now();
  const address = post.clientAddress.slice(0, 64);
  if (!(await withinReviewLimit(db, address, now, env.INQUIRY_RATE_LIMIT))) {
    return { status: "rate-limited" };
  }
  const invitation = await openInvitation(db, post.token);
  if (!invitation) return { status: "not-found" };
  const read = readReview(post.fields);
  if (!read.ok) return { status: "invalid", problems: read.problems };
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(reviewInvitations)
      .set({ usedAt: now })
      .where(and(eq(reviewInvitations.token, post.token), isNull(reviewInvitations.usedAt)))
      .returning({ reservationId: reviewInvitations.reservationId });
    if (!used) return { status: "not-found" } as const;
    await tx.insert(reviews).values({
      reservationId: used.reservationId,
      rating: read.review.rating,
      text: read.review.text,
      authorName: invitation.authorName,
      language: post.language,
      state: "new",
      createdAt: now,
    });
    return { status: "sent" } as const;
  });
}
