import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { acceptInquiry, listInquiries, rejectInquiry } from "../../server/admin/inquiries";
import { bookingInquiries, reservations } from "../../server/db/schema";
import { describeEachDatabase } from "./databases";

const inquiry = {
  firstName: "Anna",
  lastName: "Berger",
  contactEmail: "anna@example.com",
  phone: "+43 660 1234567",
  guestCount: 3,
  preferredStartDate: "2027-07-01",
  preferredEndDate: "2027-07-08",
  message: "2 Erwachsene, 1 Kinder\nWir freuen uns!",
  quotedPrice: "985.00",
};

describeEachDatabase("admin inquiries", (getDb) => {
  beforeEach(async () => {
    const { db } = getDb();
    await db.delete(reservations);
    await db.delete(bookingInquiries);
  });

  async function seed(values: Partial<typeof bookingInquiries.$inferInsert> = {}) {
    const [row] = await getDb()
      .db.insert(bookingInquiries)
      .values({ ...inquiry, ...values })
      .returning();
    return row;
  }

  it("lists inquiries newest first", async () => {
    await seed({ firstName: "Old", createdAt: new Date("2027-01-01T10:00:00Z") });
    await seed({ firstName: "New", createdAt: new Date("2027-02-01T10:00:00Z") });
    const rows = await listInquiries(getDb().db);
    expect(rows.map((row) => row.firstName)).toEqual(["New", "Old"]);
  });

  it("accept creates a pre_reserved reservation with the quote as price and marks it processed", async () => {
    const { db } = getDb();
    const row = await seed();
    const result = await acceptInquiry(db, row.id);
    expect(result.ok).toBe(true);
    const [reservation] = await db.select().from(reservations);
    expect(reservation).toMatchObject({
      name: "Anna Berger",
      firstName: "Anna",
      lastName: "Berger",
      email: "anna@example.com",
      phone: "+43 660 1234567",
      guests: 3,
      adults: 2,
      children: 1,
      startDate: "2027-07-01",
      endDate: "2027-07-08",
      status: "pre_reserved",
      offerPrice: "985.00",
      inquiryId: row.id,
    });
    const [after] = await db.select().from(bookingInquiries);
    expect(after.processed).toBe(true);
  });

  for (const concurrent of [2, 10]) {
    it(`accepting ${concurrent} times at once creates exactly one reservation`, async () => {
      const { db } = getDb();
      const row = await seed();
      const results = await Promise.all(
        Array.from({ length: concurrent }, () => acceptInquiry(db, row.id)),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.filter((result) => result.ok && !result.already)).toHaveLength(1);
      expect(await db.select().from(reservations)).toHaveLength(1);
    });
  }

  it("is one transaction: when the reservation cannot be created the inquiry stays new", async () => {
    const { db } = getDb();
    const row = await seed();
    // A reservation already pointing at the inquiry makes the insert fail (inquiry_id is unique).
    await db.insert(reservations).values({
      name: "X Y",
      firstName: "X",
      lastName: "Y",
      email: "x@example.com",
      guests: 1,
      adults: 1,
      startDate: "2027-09-01",
      endDate: "2027-09-05",
      inquiryId: row.id,
    });
    await expect(acceptInquiry(db, row.id)).rejects.toThrow();
    const [after] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, row.id));
    expect(after.processed).toBe(false);
    expect(await db.select().from(reservations)).toHaveLength(1);
  });

  it("reject only marks it processed; a rejected inquiry cannot be accepted afterwards", async () => {
    const { db } = getDb();
    const row = await seed();
    expect((await rejectInquiry(db, row.id)).ok).toBe(true);
    const [after] = await db.select().from(bookingInquiries);
    expect(after.processed).toBe(true);
    expect(await acceptInquiry(db, row.id)).toEqual({ ok: false, reason: "already-rejected" });
    expect(await db.select().from(reservations)).toHaveLength(0);
  });

  it("an accepted inquiry cannot be rejected; unknown inquiries are reported", async () => {
    const { db } = getDb();
    const row = await seed();
    await acceptInquiry(db, row.id);
    expect(await rejectInquiry(db, row.id)).toEqual({ ok: false, reason: "already-accepted" });
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    expect(await acceptInquiry(db, unknown)).toEqual({ ok: false, reason: "not-found" });
  });
});
