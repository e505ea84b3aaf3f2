import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dumpMigratedMemoryDatabase } from "../../server/db/client";
import {
  createPostgresDatabase,
  migratedDumpVariable,
  templateDatabaseVariable,
} from "./databases";

/**
 * Migrates once per run what every test file's databases copy: a dump of a migrated PGlite, and
 * on TEST_DATABASE_URL's server a migrated template database. The variables naming them reach
 * the test workers, which start after this.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Side by side: PGlite works in this process, PostgreSQL in its server.
  const [migrated, template] = await Promise.all([
    dumpMigratedMemoryDatabase(),
    serverUrl ? createPostgresDatabase(serverUrl) : undefined,
  ]);
  const folder = mkdtempSync(join(tmpdir(), "migrated-pglite-"));
  const dump = join(folder, "pglite.tar");
  writeFileSync(dump, new Uint8Array(await migrated.arrayBuffer()));
  process.env[migratedDumpVariable] = dump;
  if (template) {
    // A template must have no connections while it is copied.
    await template.handle.close();
    process.env[templateDatabaseVariable] = template.name;
  }

  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
