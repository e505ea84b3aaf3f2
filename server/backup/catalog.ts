import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client";

/** The database or an open transaction. */
export type Queryable = Pick<Database, "execute">;

export const tableName = (name: string) => sql`${sql.identifier("public")}.${sql.identifier(name)}`;

export interface Table {
  name: string;
  /** Without generated columns: the database computes those again. */
  columns: string[];
  /** Has a bytea column: its rows may be megabytes each (images). */
  hasBytes: boolean;
}

/**
 * Every table of the public schema, each after the tables its foreign keys point to, read from
 * the catalog at run time: tables added later are backed up without touching this code.
 * Drizzle's own bookkeeping lives in the schema `drizzle` and is left out.
 */
export async function listTables(db: Queryable): Promise<Table[]> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, Table>();
  for (const { table, column, type } of columns) {
    const entry = tables.get(table) ?? { name: table, columns: [], hasBytes: false };
    entry.columns.push(column);
    entry.hasBytes ||= type === "bytea";
    tables.set(table, entry);
  }
  const names = [...tables.keys()].sort();
  return parentsFirst(names, references).map((name) => tables.get(name)!);
}

/** Orders tables so that each comes after those it references; ties alphabetically. */
function parentsFirst(names: string[], references: Array<{ child: string; parent: string }>) {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referencing itself cannot come after itself (there is none: its rows would have
    // to be loaded parents first).
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.find(
      (name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)),
    );
    if (!next) {
      const left = names.filter((name) => !placed.has(name));
      throw new Error(`The foreign keys of these tables form a cycle: ${left.join(", ")}`);
    }
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** How far the schema is migrated: an archive is restored only at the same level. */
export interface MigrationLevel {
  applied: number;
  /** Hash of the newest applied migration file (Drizzle's). */
  last: string | null;
}

export async function migrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [level] = await rowsOf<MigrationLevel>(
    db,
    sql`select count(*)::int as "applied",
          (select hash from drizzle.__drizzle_migrations
           order by created_at desc, id desc limit 1) as "last"
        from drizzle.__drizzle_migrations`,
  );
  return level;
}
