import { resolve } from "node:path";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { errorFields } from "../log";
import { restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

type EnvSource = Record<string, string | undefined>;

/**
 * `npm run backup -- FILE`: every table of the configured database (chosen as `npm start`
 * chooses it) into FILE. Prints one line; the answer is the exit code.
 */
export async function backupCommand(args: string[], source?: EnvSource): Promise<number> {
  return run("Could not back up", async () => {
    const file = onlyFile(args, [], "npm run backup -- FILE");
    await withDatabase(source, async (database) => {
      const summary = await writeBackup(database.db, resolve(file));
      console.log(
        `Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, ${fileSize(summary.bytes)}`,
      );
    });
  });
}

/**
 * `npm run restore -- FILE [--overwrite]`: loads FILE into the configured database, which must
 * be empty unless `--overwrite` (then its data is replaced).
 */
export async function restoreCommand(args: string[], source?: EnvSource): Promise<number> {
  return run("Could not restore", async () => {
    const file = onlyFile(args, ["--overwrite"], "npm run restore -- FILE [--overwrite]");
    const overwrite = args.includes("--overwrite");
    await withDatabase(source, async (database) => {
      const summary = await restoreBackup(database.db, resolve(file), { overwrite });
      const engine = database.kind === "postgres" ? "PostgreSQL" : "the embedded database";
      console.log(
        `Restored ${file} into ${engine}: ${summary.tables} tables, ${summary.rows} rows`,
      );
    });
  });
}

async function run(failure: string, command: () => Promise<void>): Promise<number> {
  try {
    await command();
    return 0;
  } catch (error) {
    // The driver's words, on one line: the ORM's message would repeat the SQL and every row.
    const reason = String(errorFields(error).error).replace(/\s*\n\s*/g, "; ");
    console.error(`${failure}: ${reason}`);
    return 1;
  }
}

/** The one file argument, after checking that every flag is known. */
function onlyFile(args: string[], flags: string[], usage: string) {
  const files = args.filter((arg) => !flags.includes(arg));
  if (files.length !== 1 || files[0].startsWith("-")) throw new Error(`usage: ${usage}`);
  return files[0];
}

async function withDatabase(
  source: EnvSource | undefined,
  use: (database: DatabaseHandle) => Promise<void>,
) {
  const env = parseEnv(source);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

/** A file's size as people read it: "48 kB" below a megabyte (a small site's backup), else "2.3 MB". */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
