import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import { createPostgresDatabase } from "./databases";

const serverUrl = process.env.TEST_DATABASE_URL;

it.skipIf(!serverUrl)(
  "survives the server closing its idle connections, and reconnects",
  async () => {
    const postgres = await createPostgresDatabase(serverUrl!);
    try {
      const { db } = postgres.handle;
      await db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const name = new URL(postgres.url).pathname.slice(1);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = (await db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ two: 2 });
    } finally {
      await postgres.handle.close();
      await postgres.drop();
    }
  },
);
