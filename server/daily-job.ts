import { and, eq, isNull, lt, max } from "drizzle-orm";
import type { Database } from "./db/client";
import { jobRuns } from "./db/schema";
import { errorFields, log } from "./log";

/**
 * How long a claim holds unless renewed. The instance running the job renews it every third
 * of that, so only a claim whose process died (or lost the database for that long) runs out.
 */
export const claimLeaseMs = 30 * 60_000;

/**
 * Runs `work` for `day` (a UTC date) unless an instance sharing the database holds that day's
 * claim for `job` or finished it: the instance whose insert into job_runs wins does it, under a
 * lease it renews while working. A claim whose lease ran out without the day being finished
 * (its process died mid-job) is taken over. A finished run marks the day done; if the work
 * fails, the claim is released, so that the next check, here or on another instance, tries
 * again. Returns null when the day was done or held elsewhere.
 */
export async function claimDay<T>(
  db: Database,
  { job, day, now = () => new Date() }: { job: string; day: string; now?: () => Date },
  work: () => Promise<T>,
): Promise<T | null> {
  const leaseUntil = () => new Date(now().getTime() + claimLeaseMs);
  const thisDay = and(eq(jobRuns.job, job), eq(jobRuns.day, day), isNull(jobRuns.finishedAt));
  const claimed = await db
    .insert(jobRuns)
    .values({ job, day, leaseUntil: leaseUntil() })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.day],
      set: { leaseUntil: leaseUntil() },
      setWhere: and(isNull(jobRuns.finishedAt), lt(jobRuns.leaseUntil, now())),
    })
    .returning();
  if (claimed.length === 0) return null;
  const renewal = setInterval(() => {
    db.update(jobRuns)
      .set({ leaseUntil: leaseUntil() })
      .where(thisDay)
      .catch((error) => log.warn("renewing a job's claim failed", { job, ...errorFields(error) }));
  }, claimLeaseMs / 3);
  renewal.unref();
  try {
    const result = await work();
    await db.update(jobRuns).set({ finishedAt: now(), leaseUntil: null }).where(thisDay);
    return result;
  } catch (error) {
    await db.delete(jobRuns).where(thisDay);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** When `job` last finished a day's run, on any instance; null if never. */
export async function lastFinished(db: Database, job: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(jobRuns.finishedAt) })
    .from(jobRuns)
    .where(eq(jobRuns.job, job));
  return row?.at ?? null;
}

/**
 * Calls `check` every hour, the first time after `firstCheckMs` (10 s by default, so start-up
 * stays quick), never twice at once; a failure is logged as `failure`. The timers never keep the
 * process alive; `stop` waits for a check under way.
 */
export function checkHourly(
  check: () => Promise<unknown>,
  options: { failure: string; firstCheckMs?: number },
) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= check()
      .catch((error) => log.error(options.failure, errorFields(error)))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, options.firstCheckMs ?? 10_000);
  const every = setInterval(run, 60 * 60_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
