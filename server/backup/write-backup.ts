import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/client";
import { type ArchiveHeader, archiveFormat, archiveVersion, type TableSection } from "./archive";
import { listTables, migrationLevel, type Queryable, tableName } from "./catalog";

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
}

/**
 * Writes every table into `file` (see archive.ts for the format). One read-only transaction
 * sees one consistent state of all tables; rows are fetched through a cursor a few at a time,
 * so memory holds a batch, never the database. The file appears only once complete.
 */
export async function writeBackup(db: Database, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const counts = { tables: 0, rows: 0 };
  try {
    await db.transaction(
      (tx) =>
        pipeline(
          Readable.from(archiveLines(tx, counts)),
          createGzip(),
          // Personal data and password hashes: never readable by other users of the machine.
          createWriteStream(partial, { mode: 0o640 }),
        ),
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { ...counts, bytes: (await stat(file)).size };
}

async function* archiveLines(tx: Queryable, counts: { tables: number; rows: number }) {
  const tables = await listTables(tx);
  const header: ArchiveHeader = {
    format: archiveFormat,
    version: archiveVersion,
    createdAt: new Date().toISOString(),
    migrations: await migrationLevel(tx),
    tables: tables.map((table) => table.name),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    const columns = sql.join(
      table.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const [{ rows }] = await rowsOf<{ rows: number }>(
      tx,
      sql`select count(*)::int as "rows" from ${tableName(table.name)}`,
    );
    const section: TableSection = { table: table.name, columns: table.columns, rows };
    yield `${JSON.stringify(section)}\n`;
    await tx.execute(
      sql`declare backup_rows no scroll cursor for
          select to_jsonb(r)::text as "line" from (select ${columns} from ${tableName(table.name)}) r`,
    );
    // Image variants are up to a few megabytes each: fetch those a few at a time.
    const fetch = sql.raw(`fetch forward ${table.hasBytes ? 4 : 500} from backup_rows`);
    for (;;) {
      const batch = await rowsOf<{ line: string }>(tx, fetch);
      if (batch.length === 0) break;
      yield batch.map((row) => `${row.line}\n`).join("");
    }
    await tx.execute(sql`close backup_rows`);
    counts.tables += 1;
    counts.rows += rows;
  }
}
