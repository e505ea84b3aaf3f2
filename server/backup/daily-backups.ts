import { mkdir, readdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { checkHourly, claimDay, lastFinished } from "../daily-job";
import type { Database } from "../db/client";
import { log } from "../log";
import { type AlertServices, backupFailed, backupSucceeded } from "../operations/alerts";
import { writeBackup } from "./write-backup";

export interface DailyBackupOptions {
  db: Database;
  dataDir: string;
  /** How many daily archives stay in DATA_DIR/backups; 0 turns the daily backup off. */
  keep: number;
  now?: () => Date;
  /** Where a failed backup, and the first good one after it, is mailed. */
  alerts?: AlertServices;
}

const job = "backup";
const dailyFile = /^backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/;

/**
 * Makes today's backup (the UTC date) unless an instance sharing the database already claimed
 * it, then deletes all but the newest `keep`. Returns the file written, or null.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | null> {
  const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const { alerts } = options;
  try {
    const file = await claimDay(options.db, { job, day, now: options.now }, async () => {
      const folder = join(options.dataDir, "backups");
      const file = join(folder, `backup-${day}.jsonl.gz`);
      const started = Date.now();
      await mkdir(folder, { recursive: true });
      const summary = await writeBackup(options.db, file);
      log.info("backup written", { file, ...summary, ms: Date.now() - started });
      return file;
    });
    if (!file) return null;
    await keepNewest(dirname(file), options.keep);
    if (alerts) await backupSucceeded(alerts);
    return file;
  } catch (error) {
    if (alerts) await backupFailed(alerts, error);
    throw error;
  }
}

/** When a daily backup was last written, by any instance; null if never. */
export const lastDailyBackup = (db: Database) => lastFinished(db, job);

/** The date in the names sorts them oldest first. */
async function keepNewest(folder: string, keep: number) {
  const archives = (await readdir(folder)).filter((name) => dailyFile.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await rm(join(folder, name));
  }
}

/** Checks every hour whether today's backup is due (see checkHourly). */
export function startDailyBackups(options: DailyBackupOptions & { firstCheckMs?: number }) {
  if (options.keep === 0) return { stop: async () => {} };
  return checkHourly(() => runDailyBackup(options), {
    failure: "backup failed",
    firstCheckMs: options.firstCheckMs,
  });
}
