import { and, eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { jobRuns } from "./db/schema";
import { errorFields, log } from "./log";

/**
 * Runs `work` for `day` (a UTC date) unless an instance sharing the database already claimed
 * that day for `job`: the instance whose insert into job_runs wins does it. If the work fails,
 * the claim is released, so that the next check, here or on another instance, tries again.
 * Returns null when another instance had the day.
 */
export async function claimDay<T>(
  db: Database,
  job: string,
  day: string,
  work: () => Promise<T>,
): Promise<T | null> {
  const claimed = await db.insert(jobRuns).values({ job, day }).onConflictDoNothing().returning();
  if (claimed.length === 0) return null;
  try {
    return await work();
  } catch (error) {
    await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.day, day)));
    throw error;
  }
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
