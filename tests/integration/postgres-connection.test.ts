import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "../../server/db/unavailable";
import { log } from "../../server/log";
import { createPostgresDatabase } from "./databases";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Ends every connection of the database `name` except the admin's own, as a failover does. */
async function terminateBackends(name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );
  await admin.end();
}

/**
 * Resolves when the server warns `message`. Watched at the call, not in the output: the log
 * writes a repeated warning only once a minute.
 */
function warned(message: string): Promise<void> {
  return new Promise((seen) => {
    const warn = log.warn;
    vi.spyOn(log, "warn").mockImplementation((text, fields) => {
      if (text === message) seen();
      warn(text, fields);
    });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

it.skipIf(!serverUrl)(
  "survives the server closing its idle connections, and reconnects",
  async () => {
    const postgres = await createPostgresDatabase(serverUrl!);
    try {
      const { db } = postgres.handle;
      await db.execute(sql`select 1`);
      const lost = warned("database connection lost");
      await terminateBackends(new URL(postgres.url).pathname.slice(1));
      // The pool has seen its idle connection go (else the next query might still pick it).
      await lost;
      const result = (await db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ two: 2 });
    } finally {
      await postgres.handle.close();
      await postgres.drop();
    }
  },
);

it.skipIf(!serverUrl)(
  "a connection cut inside a transaction fails that transaction only, never the process",
  async () => {
    const postgres = await createPostgresDatabase(serverUrl!);
    try {
      const { db } = postgres.handle;
      const name = new URL(postgres.url).pathname.slice(1);
      const lost = warned("database connection lost");
      const outcome = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Checked out, between two statements: the moment a failover used to crash the process.
        await terminateBackends(name);
        await lost;
        await tx.execute(sql`select 2`);
      });
      const error = await outcome.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      const result = (await db.execute(sql`select 3 as three`)) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ three: 3 });
    } finally {
      await postgres.handle.close();
      await postgres.drop();
    }
  },
);
