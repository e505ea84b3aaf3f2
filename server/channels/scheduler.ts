import { todayOf } from "../../domain/booking/today";
import type { AppServices } from "../context";
import { errorFields, log } from "../log";
import { mailNewConflicts } from "./conflicts";
import { listFeeds, registerEnvFeeds } from "./feeds";
import { type SyncOutcome, syncFeed } from "./sync-feed";

type Services = Pick<AppServices, "db" | "env" | "now" | "deliverMail" | "feedNetwork">;

export interface FeedSyncResult {
  feed: string;
  /** "error": a database problem, logged; the feed is tried again at the next check. */
  outcome: SyncOutcome | { status: "error" };
}

export interface SyncRequest {
  /** Fetch every feed no other instance is fetching right now, however recently it was fetched. */
  onDemand: boolean;
  /** Only these feeds (e.g. one just added); all by default. */
  feedIds?: string[];
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Syncs the feeds that are due (each once per `ICAL_SYNC_MINUTES` across all instances), or on
 * demand, side by side; then mails the owners each conflict they have not been told of, saying
 * for each whether this sync brought the channel's nights (then they came after the own stay).
 */
export async function syncFeeds(
  services: Services,
  request: SyncRequest,
): Promise<FeedSyncResult[]> {
  const { db, env, now } = services;
  const feeds = (await listFeeds(db)).filter(
    (feed) => !request.feedIds || request.feedIds.includes(feed.id),
  );
  const minAgeMs = request.onDemand ? 0 : env.ICAL_SYNC_MINUTES * 60_000;
  const fresh = new Set<string>();
  const results = await Promise.all(
    feeds.map(async (feed): Promise<FeedSyncResult> => {
      try {
        const outcome = await syncFeed(db, feed.id, {
          now,
          minAgeMs,
          signal: request.signal,
          timeoutMs: request.timeoutMs,
          network: services.feedNetwork,
          fresh,
        });
        return { feed: feed.name, outcome };
      } catch (error) {
        if (!request.signal?.aborted) {
          log.error("channel feed sync failed", { feed: feed.name, ...errorFields(error) });
        }
        return { feed: feed.name, outcome: { status: "error" } };
      }
    }),
  );
  const mailed = await mailNewConflicts(db, env, now(), todayOf(now), fresh);
  if (mailed > 0) {
    log.warn("channel conflicts mailed to the owners", { count: mailed });
    services.deliverMail();
  }
  return results;
}

/**
 * Channel sync in the background: registers the operator's feeds, syncs at start, then looks
 * every minute for feeds that are due. Timers never keep the process alive; `stop` aborts
 * fetches under way and waits for the check to end.
 */
export function startChannelSync(services: Services, options: { checkEveryMs?: number } = {}) {
  const shutdown = new AbortController();
  const due = () => syncFeeds(services, { onDemand: false, signal: shutdown.signal });
  let running: Promise<unknown> | null = null;
  const run = (work: () => Promise<unknown>) => {
    if (running || shutdown.signal.aborted) return;
    running = work()
      .catch((error) => {
        if (!shutdown.signal.aborted) log.error("channel sync failed", errorFields(error));
      })
      .finally(() => {
        running = null;
      });
  };
  run(async () => {
    await registerEnvFeeds(services.db, services.env.ICAL_IMPORT);
    await due();
  });
  const timer = setInterval(() => run(due), options.checkEveryMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      shutdown.abort();
      await running;
    },
  };
}
