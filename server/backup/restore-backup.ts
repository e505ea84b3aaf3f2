import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client";
import {
  type ArchiveHeader,
  ArchiveProblem,
  archiveFormat,
  archiveVersion,
  readArchiveLines,
  type TableSection,
} from "./archive";
import {
  listTables,
  type MigrationLevel,
  migrationLevel,
  type Queryable,
  type Table,
  tableName,
} from "./catalog";

export interface RestoreSummary {
  tables: number;
  rows: number;
}

/** Rows per insert statement, and at most this many characters of JSON in one. */
const batchRows = 500;
const batchChars = 8 * 1024 * 1024;

/**
 * Loads an archive of writeBackup into `db`, which must be migrated to the archive's level and
 * empty (or `overwrite`: its data is replaced). Everything happens in one transaction: a
 * failure at any row leaves the database as it was.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  options: { overwrite?: boolean } = {},
): Promise<RestoreSummary> {
  const lines = readArchiveLines(file);
  const nextLine = async (what: string) => {
    const line = await lines.next();
    if (line.done) throw new ArchiveProblem(`${file} ends before ${what}: the archive is cut off`);
    return line.value;
  };
  try {
    const header = parseHeader(await nextLine("its header"), file);
    checkLevel(header.migrations, await migrationLevel(db));
    return await db.transaction(async (tx) => {
      const tables = await listTables(tx);
      if (!options.overwrite) await refuseIfFilled(tx, tables);
      // The archive holds what triggers derive (the public pages' version); firing them while
      // loading would change it.
      await eachTable(tx, tables, (table) => sql`alter table ${table} disable trigger user`);
      const everyTable = sql.join(
        tables.map((table) => tableName(table.name)),
        sql`, `,
      );
      if (options.overwrite) await tx.execute(sql`truncate ${everyTable}`);
      let rows = 0;
      for (const expected of header.tables) {
        const section = parseSection(await nextLine(`the table ${expected}`), expected);
        rows += await loadTable(tx, section, () => nextLine(`the last row of ${expected}`));
      }
      if (!(await lines.next()).done) {
        throw new ArchiveProblem(`${file} goes on after its last table: it is not a valid archive`);
      }
      await continueSequences(tx);
      await eachTable(tx, tables, (table) => sql`alter table ${table} enable trigger user`);
      return { tables: header.tables.length, rows };
    });
  } finally {
    await lines.return(undefined);
  }
}

/** Inserts the rows of a table as they are read, many per statement. */
async function loadTable(tx: Queryable, section: TableSection, nextRow: () => Promise<string>) {
  let batch: string[] = [];
  let chars = 0;
  for (let row = 0; row < section.rows; row++) {
    const line = await nextRow();
    batch.push(line);
    chars += line.length;
    if (batch.length >= batchRows || chars >= batchChars) {
      await insertRows(tx, section, batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insertRows(tx, section, batch);
  return section.rows;
}

function parseHeader(line: string, file: string): ArchiveHeader {
  let header: Partial<ArchiveHeader> | undefined;
  try {
    header = JSON.parse(line);
  } catch {}
  if (header?.format !== archiveFormat) {
    throw new ArchiveProblem(`${file} is not a backup archive of this site`);
  }
  if (header.version !== archiveVersion) {
    throw new ArchiveProblem(
      `${file} is an archive of format version ${header.version}; this version of the site reads version ${archiveVersion}`,
    );
  }
  return header as ArchiveHeader;
}

function parseSection(line: string, expected: string): TableSection {
  const section = JSON.parse(line) as TableSection;
  if (section.table !== expected || !Array.isArray(section.columns)) {
    throw new ArchiveProblem(`The archive's section for the table ${expected} is damaged`);
  }
  return section;
}

/** Restoring into another schema would fail half-way or silently lose columns. */
function checkLevel(archive: MigrationLevel, database: MigrationLevel) {
  if (archive.applied === database.applied && archive.last === database.last) return;
  const shown = (level: MigrationLevel) =>
    `${level.applied} (${(level.last ?? "none").slice(0, 12)})`;
  throw new ArchiveProblem(
    `The backup was made at migration level ${shown(archive)}, this version of the site is at ${shown(database)}: restore it with the version of the site that made it, then update`,
  );
}

async function refuseIfFilled(tx: Queryable, tables: Table[]) {
  for (const table of tables) {
    const [{ filled }] = await rowsOf<{ filled: boolean }>(
      tx,
      sql`select exists (select from ${tableName(table.name)}) as "filled"`,
    );
    if (filled) {
      throw new ArchiveProblem(
        `The database is not empty (the table ${table.name} has rows): restore into an empty database, or add --overwrite to replace all its data`,
      );
    }
  }
}

async function eachTable(tx: Queryable, tables: Table[], statement: (table: SQL) => SQL) {
  for (const table of tables) await tx.execute(statement(tableName(table.name)));
}

/** PostgreSQL turns each row's JSON back into typed values, exactly as the backup read them. */
async function insertRows(tx: Queryable, section: TableSection, lines: string[]) {
  const table = tableName(section.table);
  const columns = sql.join(
    section.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${columns}) overriding system value
        select ${columns} from jsonb_populate_recordset(null::${table}, ${`[${lines.join(",")}]`}::jsonb)`,
  );
}

/** Serial and identity columns continue after the restored keys instead of colliding with them. */
async function continueSequences(tx: Queryable) {
  const owned = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select t.relname as "table", a.attname as "column", s.oid::regclass::text as "sequence"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid and t.relnamespace = 'public'::regnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')`,
  );
  for (const { table, column, sequence } of owned) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, max(${sql.identifier(column)}))
          from ${tableName(table)} having max(${sql.identifier(column)}) is not null`,
    );
  }
}
