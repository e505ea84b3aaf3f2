import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type ExecProtocolOptions, PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { errorFields, log, outsideRequests } from "../log";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, which can do what the database can. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * The project's server/db/migrations, found upwards from this module: from source it is
 * server/db, from the bundle whichever folder of build/server the bundler put this module's
 * chunk in (index.js or assets/), which changes with what imports it.
 */
export const migrationsFolder = join(
  projectFolderAbove(dirname(fileURLToPath(import.meta.url))),
  "server/db/migrations",
);

function projectFolderAbove(from: string): string {
  const journal = "server/db/migrations/meta/_journal.json";
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, journal))) return folder;
    if (dirname(folder) === folder) throw new Error(`No ${journal} in ${from} or above`);
  }
}

/**
 * Nothing waits on the database for ever: an unreachable host fails the start (or a request)
 * after a few seconds instead of a minute, a query stuck on a lock or a runaway plan is cancelled
 * by the server, and a transaction left open by a crashed request does not hold its locks.
 */
const postgresTimeouts = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
};

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** How many migrations the database has applied (none before the first start). */
async function appliedMigrations(query: Query): Promise<number> {
  const { rows } = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!rows[0]?.present) return 0;
  const counted = await query("select count(*)::int as applied from drizzle.__drizzle_migrations");
  return Number(counted.rows[0]?.applied ?? 0);
}

/**
 * Applies the pending migrations and names them in the log, so the operator sees what the first
 * start after an upgrade changed (and that a start without a line changed nothing).
 */
async function migrateLogged(query: Query, migrate: () => Promise<void>) {
  const before = await appliedMigrations(query);
  await migrate();
  const after = await appliedMigrations(query);
  if (after === before) return;
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, "meta/_journal.json"), "utf8"));
  const names = (journal.entries as { tag: string }[]).slice(before, after).map((e) => e.tag);
  log.info("migrations applied", { count: after - before, migrations: names });
}

/**
 * Instances started together on one database take turns: each migrates while holding this
 * advisory lock, so the others wait and then find nothing left to do (without it, concurrent
 * `CREATE SCHEMA`/`CREATE TABLE` of the migrator fail in all but one of them). The lock belongs
 * to the connection, so a crashed instance releases it.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations, or a long one, is not a stuck query.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock(hashtext('almblick:migrations'))");
    try {
      await migrateLogged(
        (text) => client.query(text),
        () => migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder }),
      );
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('almblick:migrations'))");
      await client.query("reset statement_timeout");
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite as the server uses it, through drizzle. PGlite runs each query synchronously on the main
 * thread, and its promise settles without the event loop turning, so one request's loaders (a
 * dozen queries) and its render ran as one uninterrupted task while every other visitor waited.
 * The event loop runs before each exchange with the database, which gives other requests their
 * turn in between.
 */
class ServerPGlite extends PGlite {
  override async execProtocolStream(message: Uint8Array, options?: ExecProtocolOptions) {
    await new Promise((turn) => setImmediate(turn));
    return super.execProtocolStream(message, options);
  }
}

/**
 * Instead of the 128 MB PGlite's initdb writes, which PostgreSQL zeroes at every start; the
 * site's whole database is a few megabytes (measured in docs/decisions/003).
 */
const sharedBuffers = "16MB";

/** A PGlite in `dataDir`, or in memory without one (from `loadDataDir` when given), ready for queries. */
async function startPGlite(options: PGliteOptions): Promise<PGlite> {
  const client = new ServerPGlite({
    ...options,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
  });
  await client.waitReady;
  return client;
}

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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...postgresTimeouts,
    });
    // A connection the server closes (restart, failover, admin command) emits 'error'. The pool
    // listens only while a connection is idle; one checked out by a request, even between two
    // statements of a transaction, would crash the process unheard. So every connection gets its
    // own listener: the request's query fails (a 503), the pool drops the connection and opens a
    // new one on demand.
    // A connection outlives the request that opened it: its loss is not that request's.
    const lost = (error: Error) =>
      outsideRequests(() => log.warn("database connection lost", errorFields(error)));
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const dataDir = resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await startPGlite({ dataDir: resolve(dataDir, "db") });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migrateLogged(
      (text) => client.query(text),
      () => migratePglite(db as never, { migrationsFolder }),
    );
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

let migratedDumpFile: string | undefined;

/**
 * Lets every later in-memory database start from `file`, the dump of a migrated one (a test
 * run writes it once, tests/integration/global-setup.ts): loading it takes a fraction of a
 * second where a new PGlite's initdb takes several.
 */
export function startMemoryDatabasesFrom(file: string) {
  migratedDumpFile = file;
}

async function openMemory(loadDataDir?: Blob) {
  const client = await startPGlite({ loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // From a dump, nothing is left to do unless a migration was added since it was written.
  await migratePglite(db as never, { migrationsFolder });
  return { client, db };
}

/** The data folder of a new, migrated in-memory PGlite, as a tar archive. */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const { client } = await openMemory();
  try {
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite for tests: migrated, no files, no lock. */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const dump = migratedDumpFile ? new Blob([readFileSync(migratedDumpFile)]) : undefined;
  const { client, db } = await openMemory(dump);
  return { db, kind: "pglite", close: () => client.close() };
}
