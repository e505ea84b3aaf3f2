import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FeedSource } from "../../domain/channels/feed-source";
import type { Database } from "../db/client";
import { channelFeeds } from "../db/schema";

/** Every imported feed with its sync state, by name. */
export function listFeeds(db: Database) {
  return db.select().from(channelFeeds).orderBy(asc(channelFeeds.name));
}

/** Adds an owner's feed and returns its id, or null when the name is taken (names must differ). */
export async function addFeed(db: Database, source: FeedSource): Promise<string | null> {
  const [row] = await db
    .insert(channelFeeds)
    .values(source)
    .onConflictDoNothing({ target: channelFeeds.name })
    .returning({ id: channelFeeds.id });
  return row?.id ?? null;
}

/** Removes an owner's feed and frees its nights; the operator's feeds are read-only here. */
export async function deleteFeed(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(channelFeeds)
    .where(and(eq(channelFeeds.id, id), eq(channelFeeds.fromEnv, false)))
    .returning({ id: channelFeeds.id });
  return deleted.length > 0;
}

/**
 * Makes the stored operator feeds those of `ICAL_IMPORT`: new ones are added, a changed URL
 * starts afresh (its validators belong to the old one), and feeds no longer declared go, with
 * their blocks. A declared name the owners already use becomes the operator's.
 */
export async function registerEnvFeeds(db: Database, sources: readonly FeedSource[]) {
  await db.transaction(async (tx) => {
    await tx.delete(channelFeeds).where(
      sources.length > 0
        ? and(
            eq(channelFeeds.fromEnv, true),
            notInArray(
              channelFeeds.name,
              sources.map((source) => source.name),
            ),
          )
        : eq(channelFeeds.fromEnv, true),
    );
    for (const source of sources) {
      const keptIfSameUrl = (column: AnyPgColumn) =>
        sql`case when ${channelFeeds.url} = ${source.url} then ${column} end`;
      await tx
        .insert(channelFeeds)
        .values({ ...source, fromEnv: true })
        .onConflictDoUpdate({
          target: channelFeeds.name,
          set: {
            url: source.url,
            fromEnv: true,
            etag: keptIfSameUrl(channelFeeds.etag),
            lastModified: keptIfSameUrl(channelFeeds.lastModified),
            syncStartedAt: keptIfSameUrl(channelFeeds.syncStartedAt),
          },
        });
    }
  });
}
