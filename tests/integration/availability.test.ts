import { expect, it } from "vitest";
import { getAvailability } from "../../server/availability";
import { reservations } from "../../server/db/schema";
import { describeEachDatabase } from "./databases";

describeEachDatabase("availability", (getDb) => {
  it("returns only start_date, end_date and status of non-cancelled reservations", async () => {
    const { db } = getDb();
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
    await db.insert(reservations).values([
      { ...person, startDate: "2026-08-01", endDate: "2026-08-08", status: "paid" },
      { ...person, startDate: "2026-07-10", endDate: "2026-07-17", status: "booked" },
      { ...person, startDate: "2026-09-01", endDate: "2026-09-08", status: "pre_reserved" },
      { ...person, startDate: "2026-06-01", endDate: "2026-06-08", status: "cancelled" },
    ]);
    const records = await getAvailability(db);
    expect(records).toEqual([
      { start_date: "2026-07-10", end_date: "2026-07-17", status: "booked" },
      { start_date: "2026-08-01", end_date: "2026-08-08", status: "paid" },
      { start_date: "2026-09-01", end_date: "2026-09-08", status: "pre_reserved" },
    ]);
    const json = JSON.stringify(records);
    for (const secret of ["Geheim", "secret@example.com", "private note", "999", "+43"])
      expect(json).not.toContain(secret);
  });
});
