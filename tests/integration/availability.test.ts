import { beforeEach, expect, it } from "vitest";
import { getAvailability } from "../../server/availability";
import { reservations } from "../../server/db/schema";
import { describeWithDatabase } from "./databases";

const person = {
  name: "Geheim Person",
  firstName: "Geheim",
  lastName: "Person",
  email: "secret@example.com",
  phone: "+43 1",
  guests: 2,
  adults: 2,
  notes: "private note",
  offerPrice: "999.00",
};

describeWithDatabase("availability", (getDb) => {
  beforeEach(() => getDb().db.delete(reservations));

  it("returns only start_date, end_date and status of non-cancelled reservations", async () => {
    const { db } = getDb();
    await db.insert(reservations).values([
      { ...person, startDate: "2026-08-01", endDate: "2026-08-08", status: "paid" },
      { ...person, startDate: "2026-07-10", endDate: "2026-07-17", status: "booked" },
      { ...person, startDate: "2026-09-01", endDate: "2026-09-08", status: "pre_reserved" },
      { ...person, startDate: "2026-06-01", endDate: "2026-06-08", status: "cancelled" },
    ]);
    const records = await getAvailability(db, "2026-03-10");
    expect(records).toEqual([
      { start_date: "2026-07-10", end_date: "2026-07-17", status: "booked" },
      { start_date: "2026-08-01", end_date: "2026-08-08", status: "paid" },
      { start_date: "2026-09-01", end_date: "2026-09-08", status: "pre_reserved" },
    ]);
    const json = JSON.stringify(records);
    for (const secret of ["Geheim", "secret@example.com", "private note", "999", "+43"])
      expect(json).not.toContain(secret);
  });

  it("lists only stays ending after 1 January of the previous year", async () => {
    const { db } = getDb();
    const stay = (startDate: string, endDate: string) => ({
      ...person,
      startDate,
      endDate,
      status: "booked" as const,
    });
    await db
      .insert(reservations)
      .values([
        stay("2019-07-01", "2019-07-08"),
        stay("2024-12-20", "2025-01-01"),
        stay("2025-01-01", "2025-01-05"),
        stay("2026-07-01", "2026-07-08"),
      ]);
    const records = await getAvailability(db, "2026-03-10");
    expect(records.map((record) => record.start_date)).toEqual(["2025-01-01", "2026-07-01"]);
  });
});
