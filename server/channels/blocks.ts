import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { IsoDate } from "../../domain/booking/dates";
import type { ChannelBlock } from "../../domain/channels/conflicts";
import type { Database } from "../db/client";
import { channelBlocks, channelFeeds } from "../db/schema";

/** Anything that can select: the database or an open transaction. */
type Reader = Pick<Database, "select">;

/** Every imported block with its channel's name, by arrival. */
export function listChannelBlocks(db: Reader): Promise<ChannelBlock[]> {
  return db
    .select({
      feedId: channelBlocks.feedId,
      feedName: channelFeeds.name,
      uid: channelBlocks.uid,
      start: channelBlocks.startDate,
      end: channelBlocks.endDate,
      kind: channelBlocks.kind,
    })
    .from(channelBlocks)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelBlocks.feedId))
    .orderBy(asc(channelBlocks.startDate));
}

/**
 * Imported nights as the public sees them: booked, like an own stay, and nothing else (not the
 * channel, not whether it is a stay or closed dates).
 */
export function channelBlocksAsBooked(db: Reader, endingAfter: IsoDate) {
  return db
    .select({
      start_date: channelBlocks.startDate,
      end_date: channelBlocks.endDate,
      status: sql<string>`'booked'`,
    })
    .from(channelBlocks)
    .where(gt(channelBlocks.endDate, endingAfter));
}

/**
 * The imported blocks that take any night of start..end (end exclusive): a query to await or to
 * ask `exists` of inside a larger one.
 */
export function channelBlocksTaking(db: Reader, start: IsoDate, end: IsoDate) {
  return db
    .select({ uid: channelBlocks.uid })
    .from(channelBlocks)
    .where(and(lt(channelBlocks.startDate, end), gt(channelBlocks.endDate, start)));
}
