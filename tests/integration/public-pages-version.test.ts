import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { expect, it } from "vitest";
import { bookingInquiries, reservations } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import { describeEachDatabase } from "./databases";
import { stayGuest } from "./guests";

const stay = {
  ...stayGuest("Anna", "Berger"),
  children: 0,
  startDate: "2027-07-01",
  endDate: "2027-07-08",
  status: "booked" as const,
};

describeEachDatabase("public pages version", (getDb) => {
  it("moves with every change to what the public pages show, in the same transaction", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);

    const [row] = await db.insert(reservations).values(stay).returning({ id: reservations.id });
    const afterInsert = await readPublicPagesVersion(db);
    expect(afterInsert).toBeGreaterThan(before);

    await db.update(reservations).set({ status: "paid" }).where(eq(reservations.id, row.id));
    const afterUpdate = await readPublicPagesVersion(db);
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await db.delete(reservations).where(eq(reservations.id, row.id));
    expect(await readPublicPagesVersion(db)).toBeGreaterThan(afterUpdate);
  });

  it("stays put when a change is rolled back, and for data the public never sees", async () => {
    const { db } = getDb();
    const before = await readPublicPagesVersion(db);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(reservations)
          .values({ ...stay, startDate: "2027-08-01", endDate: "2027-08-05" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await db.insert(bookingInquiries).values({
      firstName: "Ben",
      lastName: "Gast",
      contactEmail: "ben@example.com",
      guestCount: 2,
      preferredStartDate: "2027-08-01",
      preferredEndDate: "2027-08-05",
      message: "2 Erwachsene, 0 Kinder",
    });
    expect(await readPublicPagesVersion(db)).toBe(before);
  });
});

describeEachDatabase("public pages version triggers", (getDb) => {
  it("is bumped by a trigger on every table the public pages read", async () => {
    const { db } = getDb();
    // The public pages read the database only through PublicData: every query it makes, logged.
    const queries: string[] = [];
    const logger = { logQuery: (query: string) => queries.push(query) };
    const client = (db as unknown as { $client: never }).$client;
    const logged = (getDb().kind === "pglite"
      ? drizzlePglite(client, { logger })
      : drizzlePg(client, { logger })) as unknown as typeof db;
    const data = createPublicReads(logged).at(async () => null);
    await Promise.all([
      data.images(),
      data.settings(),
      data.availability("2027-06-01"),
      data.reviews(),
      data.contact(),
      data.guestInfoPdf(),
      data.texts(),
    ]);

    const tables = new Set(
      queries.flatMap((query) =>
        [...query.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1]),
      ),
    );
    expect(tables.size).toBeGreaterThan(2);
    const result = (await db.execute(sql`
      select distinct c.relname as table
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'bump_public_pages_version' and not t.tgisinternal`)) as unknown as {
      rows: { table: string }[];
    };
    const bumped = new Set(result.rows.map((row) => row.table));
    for (const table of tables) expect(bumped.has(table), `trigger on ${table}`).toBe(true);
  });
});
