import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  openMemoryDatabase,
} from "../../server/db/client";

type Target = {
  label: string;
  open: () => Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }>;
};

const pglite: Target = {
  label: "pglite",
  open: async () => ({ handle: await openMemoryDatabase() }),
};
const serverUrl = process.env.TEST_DATABASE_URL;
const postgres: Target | undefined = serverUrl
  ? { label: "postgres", open: () => createPostgresDatabase(serverUrl) }
  : undefined;

function describeOn(targets: Target[], name: string, suite: (getDb: () => DatabaseHandle) => void) {
  for (const target of targets) {
    describe(`${name} [${target.label}]`, () => {
      let handle: DatabaseHandle;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        ({ handle, drop } = await target.open());
      });
      afterAll(async () => {
        await handle?.close();
        await drop?.();
      });
      suite(() => handle);
    });
  }
}

/**
 * Runs a suite of the database's own behaviour (constraints, triggers, migrations, leases,
 * backups) against every database we support: an in-memory PGlite always, and the PostgreSQL of
 * TEST_DATABASE_URL when set, in a database of its own that is dropped afterwards (so parallel
 * runs never collide).
 */
export function describeEachDatabase(name: string, suite: (getDb: () => DatabaseHandle) => void) {
  describeOn(postgres ? [pglite, postgres] : [pglite], name, suite);
}

/**
 * Runs a suite of a feature built on the database once: on the PostgreSQL of TEST_DATABASE_URL,
 * as in production, when set, else on an in-memory PGlite. Where the two engines could differ is
 * tested by the suites above; the browser suite's sites run the whole app on PGlite.
 */
export function describeWithDatabase(name: string, suite: (getDb: () => DatabaseHandle) => void) {
  describeOn([postgres ?? pglite], name, suite);
}

/** Deletes every row of `tables`, in the order given (rows that others point at last). */
export async function emptyTables(db: Database, ...tables: PgTable[]) {
  for (const table of tables) await db.delete(table);
}

/** Names the dump of a migrated PGlite (tests/integration/global-setup.ts). */
export const migratedDumpVariable = "TEST_MIGRATED_PGLITE";

/**
 * A new data folder holding a copy of the run's migrated embedded database, where openDatabase
 * looks for it (`db/`): a PGlite's first start in an empty folder (initdb and every migration)
 * takes 10–15 s on a busy two-core machine, loading the copy about 3 s.
 */
export async function migratedDataFolder(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "almblick-data-"));
  const dump = process.env[migratedDumpVariable];
  if (!dump) return folder;
  const client = new PGlite({
    dataDir: join(folder, "db"),
    loadDataDir: new Blob([readFileSync(dump)]),
  });
  await client.waitReady;
  await client.close();
  return folder;
}

/**
 * Names the migrated database on the TEST_DATABASE_URL server that createPostgresDatabase copies
 * (tests/integration/global-setup.ts creates it once per test run).
 */
export const templateDatabaseVariable = "TEST_TEMPLATE_DATABASE";

/** A new database on the server of `serverUrl`, a copy of `template` or empty, and how to drop it. */
async function newPostgresDatabase(serverUrl: string, template?: string) {
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A new, empty database on the server of `serverUrl` (not migrated), and how to drop it. */
export function createEmptyPostgresDatabase(serverUrl: string) {
  return newPostgresDatabase(serverUrl);
}

/**
 * A new, migrated database on the server of `serverUrl`: a copy of the run's template when there
 * is one (a copy takes a tenth of the time the migrations take), else migrated here.
 */
export async function createPostgresDatabase(serverUrl: string) {
  const created = await newPostgresDatabase(serverUrl, process.env[templateDatabaseVariable]);
  try {
    const handle = await openDatabase({ databaseUrl: created.url });
    return { handle, ...created };
  } catch (error) {
    await created.drop();
    throw error;
  }
}
