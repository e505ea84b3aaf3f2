import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookingInquiries, reservations } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
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
