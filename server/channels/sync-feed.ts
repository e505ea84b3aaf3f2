import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { lastArrivalDay } from "../../domain/booking/stay-rules";
import { propertyDateOf } from "../../domain/booking/today";
import { type BlockChanges, blockChanges } from "../../domain/channels/block-changes";
import { blockKey } from "../../domain/channels/conflicts";
import { feedWindow, fitToWindow, maxFeedEvents } from "../../domain/channels/feed-window";
import type { SyncFailure, SyncReport } from "../../domain/channels/sync-outcome";
import { readBookingSettings } from "../booking-settings";
import type { Database } from "../db/client";
import { channelBlocks, channelFeeds } from "../db/schema";
import { log } from "../log";
import { batches } from "./batches";
import { type FetchLimits, fetchFeed } from "./fetch-feed";
import { countEvents, parseFeed } from "./parse-feed";

type FeedRow = typeof channelFeeds.$inferSelect;

type FetchOutcome =
  | { status: "synced"; report: SyncReport }
  | { status: "failed"; failure: SyncFailure };

export type SyncOutcome =
  | FetchOutcome
  /** Another instance (or an earlier click) is fetching it, or fetched it within the interval. */
  | { status: "skipped" };

interface SyncOptions extends FetchLimits {
  now: () => Date;
  /** Fetch only if the last fetch started at least this long ago (0: on demand). */
  minAgeMs: number;
  /**
   * Collects the blocks this sync saw first or moved (`blockKey`), so a double booking it makes
   * can say that the channel's nights came after the own stay.
   */
  fresh?: Set<string>;
}

/** A claim this old belongs to an instance that died mid-sync (a fetch gives up after 10 s). */
const abandonedClaimMs = 2 * 60_000;

/**
 * Claims a feed for this instance: succeeds only when no other sync of it is under way and the
 * last one started at least `minAgeMs` ago. A single UPDATE, so of several instances (on
 * PostgreSQL or one PGlite) exactly one wins.
 */
async function claimFeed(db: Database, id: string, now: Date, minAgeMs: number) {
  const started = channelFeeds.syncStartedAt;
  const [feed] = await db
    .update(channelFeeds)
    .set({ syncStartedAt: now })
    .where(
      and(
        eq(channelFeeds.id, id),
        or(isNull(started), lte(started, new Date(now.getTime() - minAgeMs))),
        or(
          isNull(started),
          gte(channelFeeds.syncFinishedAt, started),
          lt(started, new Date(now.getTime() - abandonedClaimMs)),
        ),
      ),
    )
    .returning();
  return feed;
}

/**
 * Fetches one feed and brings its blocks up to date, event by event (by UID): new events block
 * their nights, moved ones move, vanished ones free theirs. A failed fetch keeps the blocks of the
 * last good answer and is recorded on the feed for the admin, beside the time of the last
 * success. Database errors and a shutdown's abort are thrown, not recorded.
 */
export async function syncFeed(
  db: Database,
  feedId: string,
  options: SyncOptions,
): Promise<SyncOutcome> {
  const feed = await claimFeed(db, feedId, options.now(), options.minAgeMs);
  if (!feed) return { status: "skipped" };
  const started = performance.now();
  const outcome = await fetchAndStore(db, feed, options);
  const finishedAt = options.now();
  if (outcome.status === "failed") {
    await db
      .update(channelFeeds)
      .set({ lastError: outcome.failure, syncFinishedAt: finishedAt })
      .where(eq(channelFeeds.id, feed.id));
    log.warn("channel feed not synced", {
      feed: feed.name,
      ...outcome.failure,
      lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    });
  } else {
    log.info("channel feed synced", {
      feed: feed.name,
      ...outcome.report,
      ms: Math.round(performance.now() - started),
    });
  }
  return outcome;
}

async function fetchAndStore(
  db: Database,
  feed: FeedRow,
  options: SyncOptions,
): Promise<FetchOutcome> {
  const fetched = await fetchFeed(
    { url: feed.url, trusted: feed.fromEnv },
    { etag: feed.etag, lastModified: feed.lastModified },
    options,
  );
  if (fetched.status === "failed") return fetched;
  if (fetched.status === "not-modified") {
    const report: SyncReport = {
      notModified: true,
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: await countBlocks(db, feed.id),
      // The feed is what it was, so is the note on its events outside the window.
      ...(feed.lastReport?.outsideWindow && { outsideWindow: feed.lastReport.outsideWindow }),
    };
    await markSucceeded(db, feed.id, report, options.now(), {});
    return { status: "synced", report };
  }
  // Refused whole rather than stored in part: the last good blocks stay.
  const events = countEvents(fetched.text);
  if (events > maxFeedEvents) {
    return { status: "failed", failure: { reason: "too-many-events", detail: String(events) } };
  }
  const parsed = parseFeed(fetched.text);
  if (!parsed) return { status: "failed", failure: { reason: "not-ical" } };
  const today = propertyDateOf(options.now());
  const window = feedWindow(today, lastArrivalDay(await readBookingSettings(db), today));
  const { blocks, outside } = fitToWindow(parsed, window);

  const stored = await db.transaction(async (tx) => {
    const kept = await tx
      .select({
        uid: channelBlocks.uid,
        start: channelBlocks.startDate,
        end: channelBlocks.endDate,
        kind: channelBlocks.kind,
      })
      .from(channelBlocks)
      .where(eq(channelBlocks.feedId, feed.id));
    const changes = blockChanges(kept, blocks);
    await storeChanges(tx, feed.id, changes);
    const report: SyncReport = {
      notModified: false,
      added: changes.added.length,
      changed: changes.changed.length,
      removed: changes.removed.length,
      unchanged: changes.unchanged,
      ...(outside && { outsideWindow: outside }),
    };
    await markSucceeded(tx, feed.id, report, options.now(), {
      etag: fetched.validators.etag,
      lastModified: fetched.validators.lastModified,
    });
    return { report, moved: [...changes.added, ...changes.changed] };
  });
  for (const block of stored.moved) options.fresh?.add(blockKey(feed.id, block.uid));
  return { status: "synced", report: stored.report };
}

/**
 * Writes only what changed (an unchanged feed touches no block, and no public page cache), in
 * batches within the caller's transaction.
 */
export async function storeChanges(db: Database, feedId: string, changes: BlockChanges) {
  for (const uids of batches(changes.removed)) {
    await db
      .delete(channelBlocks)
      .where(and(eq(channelBlocks.feedId, feedId), inArray(channelBlocks.uid, uids)));
  }
  for (const upserts of batches([...changes.added, ...changes.changed])) {
    await db
      .insert(channelBlocks)
      .values(
        upserts.map((block) => ({
          feedId,
          uid: block.uid,
          startDate: block.start,
          endDate: block.end,
          kind: block.kind,
        })),
      )
      .onConflictDoUpdate({
        target: [channelBlocks.feedId, channelBlocks.uid],
        set: {
          startDate: sql`excluded.start_date`,
          endDate: sql`excluded.end_date`,
          kind: sql`excluded.kind`,
        },
      });
  }
}

async function markSucceeded(
  db: Database,
  feedId: string,
  report: SyncReport,
  at: Date,
  validators: { etag?: string | null; lastModified?: string | null },
) {
  await db
    .update(channelFeeds)
    .set({
      ...validators,
      lastReport: report,
      lastError: null,
      lastSuccessAt: at,
      syncFinishedAt: at,
    })
    .where(eq(channelFeeds.id, feedId));
}

async function countBlocks(db: Database, feedId: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(channelBlocks)
    .where(eq(channelBlocks.feedId, feedId));
  return count;
}
