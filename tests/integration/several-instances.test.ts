import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createAuth } from "../../server/auth/create-auth";
import { ensureAdmin } from "../../server/auth/users";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "../../server/db/client";
import { user } from "../../server/db/schema";
import { createEmptyPostgresDatabase, describeEachDatabase } from "./databases";

const serverUrl = process.env.TEST_DATABASE_URL;

it.skipIf(!serverUrl)(
  "instances starting at once on a fresh PostgreSQL database all migrate it, each migration once",
  async () => {
    const fresh = await createEmptyPostgresDatabase(serverUrl!);
    const handles: DatabaseHandle[] = [];
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: fresh.url })),
      );
      for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
      expect(opened.filter((result) => result.status === "rejected")).toEqual([]);

      const journal = JSON.parse(
        readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8"),
      );
      const applied = (await handles[0].db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ count: number }> };
      expect(applied.rows[0].count).toBe(journal.entries.length);
      for (const handle of handles) await handle.db.execute(sql`select count(*) from reservations`);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await fresh.drop();
    }
  },
);

describeEachDatabase("ADMIN_EMAIL on instances starting together", (getDb) => {
  it("one of them creates the admin, none fails, one user", async () => {
    const env = { SITE_URL: "https://almblick.example", AUTH_SECRET: "s".repeat(32), DATA_DIR: "" };
    const instances = Array.from({ length: 3 }, () =>
      createAuth({ db: getDb().db, env, deliverMail: () => {} }),
    );
    const created = await Promise.all(
      instances.map((auth) => ensureAdmin(auth, "Owner@Example.com", "owner-password-1")),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    const rows = await getDb().db.select().from(user).where(eq(user.email, "owner@example.com"));
    expect(rows).toHaveLength(1);
  });
});
