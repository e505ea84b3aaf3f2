import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobRuns } from "../db/schema";
import { errorFields, log } from "../log";
import { writeBackup } from "./write-backup";

export interface DailyBackupOptions {
  db: Database;
  dataDir: string;
  /** How many daily archives stay in DATA_DIR/backups; 0 turns the daily backup off. */
  keep: number;
  now?: () => Date;
}

const job = "backup";
const dailyFile = /^backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/;

/**
 * Makes today's backup (the UTC date) unless an instance sharing the database already claimed
 * it, then deletes all but the newest `keep`. Returns the file written, or null.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | null> {
  const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const claimed = await options.db
    .insert(jobRuns)
    .values({ job, day })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return null;

  const folder = join(options.dataDir, "backups");
  const file = join(folder, `backup-${day}.jsonl.gz`);
  const started = Date.now();
  try {
    await mkdir(folder, { recursive: true });
    const summary = await writeBackup(options.db, file);
    log.info("backup written", { file, ...summary, ms: Date.now() - started });
  } catch (error) {
    // Released, so that the next check, here or on another instance, tries again.
    await options.db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.day, day)));
    throw error;
  }
  await keepNewest(folder, options.keep);
  return file;
}

/** The date in the names sorts them oldest first. */
async function keepNewest(folder: string, keep: number) {
  const archives = (await readdir(folder)).filter((name) => dailyFile.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await rm(join(folder, name));
  }
}

/**
 * Checks every hour (the first time a minute after the start, so start-up stays quick) whether
 * today's backup is due. The timers never keep the process alive; `stop` waits for a backup
 * being written.
 */
export function startDailyBackups(options: DailyBackupOptions & { firstCheckMs?: number }) {
  if (options.keep === 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const check = () => {
    running ??= runDailyBackup(options)
      .catch((error) => log.error("backup failed", errorFields(error)))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(check, options.firstCheckMs ?? 60_000);
  const every = setInterval(check, 60 * 60_000);
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
