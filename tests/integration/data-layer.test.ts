import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingInquiries, reservations } from "../../server/db/schema";
import { describeEachDatabase, emptyTables } from "./databases";

const guest = {
  name: "Anna Berger",
  firstName: "Anna",
  lastName: "Berger",
  email: "anna@example.com",
  guests: 3,
  adults: 2,
  children: 1,
};
const inquiry = {
  firstName: "Luca",
  lastName: "Rossi",
  contactEmail: "luca@example.com",
  guestCount: 4,
  preferredStartDate: "2027-08-01",
  preferredEndDate: "2027-08-06",
  message: "2 Erwachsene, 2 Kinder",
  quotedPrice: "725.00",
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the cause. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describeEachDatabase("data layer", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, reservations, bookingInquiries);
  });

  /** Inserts a stay of `guest`: await it, or hand it to sqlState to see it refused. */
  const insertStay = (
    startDate: string,
    endDate: string,
    status: typeof reservations.$inferInsert.status,
  ) =>
    getDb()
      .db.insert(reservations)
      .values({ ...guest, startDate, endDate, status });

  it("stores a reservation with dates as yyyy-MM-dd and money with two decimals", async () => {
    const { db } = getDb();
    await db.insert(reservations).values({
      ...guest,
      startDate: "2027-07-01",
      endDate: "2027-07-08",
      status: "booked",
      offerPrice: "985.5",
    });
    const [row] = await db.select().from(reservations);
    expect(row.startDate).toBe("2027-07-01");
    expect(row.endDate).toBe("2027-07-08");
    expect(row.offerPrice).toBe("985.50");
    expect(row.status).toBe("booked");
  });

  it("defaults a new reservation to pre_reserved", async () => {
    const { db } = getDb();
    const [row] = await db
      .insert(reservations)
      .values({ ...guest, startDate: "2027-07-01", endDate: "2027-07-05" })
      .returning();
    expect(row.status).toBe("pre_reserved");
  });

  it("refuses two overlapping booked or paid reservations", async () => {
    const { db } = getDb();
    await insertStay("2027-07-01", "2027-07-08", "booked");
    expect(await sqlState(insertStay("2027-07-07", "2027-07-10", "paid"))).toBe("23P01");
    expect(await sqlState(insertStay("2027-06-28", "2027-07-02", "booked"))).toBe("23P01");
    expect(await db.select().from(reservations)).toHaveLength(1);
  });

  it("allows a changeover day and overlaps with pre-reserved or cancelled stays", async () => {
    const { db } = getDb();
    await insertStay("2027-07-01", "2027-07-08", "booked");
    await insertStay("2027-07-08", "2027-07-12", "paid");
    await insertStay("2027-07-03", "2027-07-06", "pre_reserved");
    await insertStay("2027-07-02", "2027-07-09", "cancelled");
    expect(await db.select().from(reservations)).toHaveLength(4);
  });

  it("refuses an update that would make two booked stays overlap", async () => {
    const { db } = getDb();
    await insertStay("2027-07-01", "2027-07-08", "booked");
    const [pre] = await insertStay("2027-07-05", "2027-07-09", "pre_reserved").returning();
    expect(
      await sqlState(
        db.update(reservations).set({ status: "booked" }).where(eq(reservations.id, pre.id)),
      ),
    ).toBe("23P01");
  });

  it.each([
    ["an unknown status", { status: "confirmed" as never }],
    ["an end before the start", { startDate: "2027-07-08", endDate: "2027-07-01" }],
    ["an end equal to the start", { startDate: "2027-07-08", endDate: "2027-07-08" }],
    ["no adult", { adults: 0 }],
    ["negative children", { children: -1 }],
    // The upper limit is the owners' setting (the forms check it), not the database's.
    ["no guests", { guests: 0 }],
    ["a price of zero", { offerPrice: "0" }],
  ])("refuses a reservation with %s", async (_label, override) => {
    const { db } = getDb();
    const state = await sqlState(
      db
        .insert(reservations)
        .values({ ...guest, startDate: "2027-07-01", endDate: "2027-07-05", ...override }),
    );
    expect(state).toBe("23514");
    expect(await db.select().from(reservations)).toHaveLength(0);
  });

  it("stores an inquiry and refuses one whose end is not after its start", async () => {
    const { db } = getDb();
    const [row] = await db.insert(bookingInquiries).values(inquiry).returning();
    expect(row.processed).toBe(false);
    expect(row.quotedPrice).toBe("725.00");
    expect(
      await sqlState(
        db.insert(bookingInquiries).values({ ...inquiry, preferredEndDate: "2027-07-30" }),
      ),
    ).toBe("23514");
  });
});
