import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { MigrationLevel } from "./catalog";

/**
 * A backup archive is gzip-compressed JSON lines:
 *
 * 1. the header: `{"format":"almblick-backup","version":1,"migrations":{…},"tables":[…]}`;
 * 2. per table, in foreign-key order: `{"table":…,"columns":[…],"rows":N}`, then N lines, each
 *    one row as PostgreSQL's `to_jsonb` writes it (bytea as "\\x…" hex, timestamps with their
 *    offset, numerics digit for digit), so both engines read every value back exactly.
 *
 * The row counts make a cut-off archive detectable.
 */
export const archiveFormat = "almblick-backup";
export const archiveVersion = 1;

export interface ArchiveHeader {
  format: typeof archiveFormat;
  version: typeof archiveVersion;
  createdAt: string;
  migrations: MigrationLevel;
  tables: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
  rows: number;
}

/** What a restore refuses, in one line for the operator. */
export class ArchiveProblem extends Error {}

/** The lines of an archive as they are decompressed: memory holds one chunk and one line. */
export async function* readArchiveLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const text = source.pipe(createGunzip()).setEncoding("utf8");
  // pipe() does not pass on the file's errors (no such file): the reader must see them.
  source.on("error", (error) => text.destroy(error));
  let pending = "";
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      let start = 0;
      let end = chunk.indexOf("\n");
      while (end !== -1) {
        yield pending + chunk.slice(start, end);
        pending = "";
        start = end + 1;
        end = chunk.indexOf("\n", start);
      }
      pending += chunk.slice(start);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith("Z_")) {
      const reason = (error as Error).message;
      throw new ArchiveProblem(`${file} is not a complete backup archive (${reason})`);
    }
    throw error;
  }
  if (pending) yield pending;
}
