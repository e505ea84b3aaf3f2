import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { log } from "../log";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Resolved against the project root both from source (server/db) and from the bundle (build/server). */
export const migrationsFolder = resolve(
  new URL(".", import.meta.url).pathname,
  "../../server/db/migrations",
);

/**
 * Opens PostgreSQL when a URL is given, else PGlite persisted in `dataDir/db`, and applies
 * every pending migration. PGlite allows one process per folder and has no lock of its own,
 * so we hold a lock file for as long as the database is open.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, admin command) is an 'error'
    // event on the pool; unhandled, it would crash the process. The pool reconnects on demand.
    pool.on("error", (error) => log.warn("database connection lost", { error: error.message }));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const dataDir = resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(resolve(dataDir, "db"));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** An in-memory PGlite for tests: migrated, no files, no lock. */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
