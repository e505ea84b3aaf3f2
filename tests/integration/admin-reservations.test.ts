import { beforeEach, expect, it } from "vitest";
import { reservationFormSchema } from "../../domain/admin/reservation-form";
import { loadKpis } from "../../server/admin/kpis";
import { runReservationAction } from "../../server/admin/reservation-actions";
import { listReservations, reservationsCsv } from "../../server/admin/reservations";
import { reservations } from "../../server/db/schema";
import { describeEachDatabase } from "./databases";

const today = "2027-01-10";
const base = {
  first_name: "Anna",
  last_name: "Berger",
  email: "anna@example.com",
  adults: "2",
  children: "1",
  status: "booked",
  offer_price: "985.50",
  start_date: "2027-07-01",
  end_date: "2027-07-08",
};

describeEachDatabase("admin reservations", (getDb) => {
  beforeEach(async () => {
    await getDb().db.delete(reservations);
  });

  const act = (fields: Record<string, string>) => runReservationAction(getDb().db, fields, today);

  it("creates, updates and deletes, ordered by start date", async () => {
    const { db } = getDb();
    expect((await act({ intent: "create", ...base })).result.message).toBe("Reservierung erstellt");
    await act({ intent: "create", ...base, start_date: "2027-06-01", end_date: "2027-06-05" });
    let rows = await listReservations(db);
    expect(rows.map((row) => row.startDate)).toEqual(["2027-06-01", "2027-07-01"]);
    expect(rows[0].status).toBe("booked");

    const updated = await act({
      intent: "update",
      id: rows[0].id,
      ...base,
      start_date: "2027-06-01",
      end_date: "2027-06-06",
      status: "cancelled",
      first_name: "Berta",
    });
    expect(updated.result.message).toBe("Reservierung aktualisiert");
    rows = await listReservations(db);
    expect(rows[0]).toMatchObject({
      name: "Berta Berger",
      status: "cancelled",
      endDate: "2027-06-06",
    });

    expect((await act({ intent: "delete", id: rows[0].id })).result.message).toBe(
      "Reservierung gelöscht",
    );
    expect(await listReservations(db)).toHaveLength(1);
    const again = await act({ intent: "delete", id: rows[0].id });
    expect(again.result.message).toBe("Löschen fehlgeschlagen");
  });

  it("defaults a new reservation to pre_reserved in the form and refuses bad input", async () => {
    const parsed = reservationFormSchema({ mode: "create", today, maxGuests: 20 }).safeParse({
      ...base,
      status: undefined,
    });
    expect(parsed.success).toBe(false);
    const bad = await act({ intent: "create", ...base, start_date: "", end_date: "" });
    expect(bad.refused).toBe("invalid");
    expect(bad.result.message).toBe("Erstellung fehlgeschlagen");
    expect(await listReservations(getDb().db)).toHaveLength(0);
  });

  it("refuses a booked or paid overlap and names the clashing reservation", async () => {
    await act({ intent: "create", ...base });
    const clash = await act({
      intent: "create",
      ...base,
      first_name: "Carl",
      last_name: "Clash",
      status: "paid",
      start_date: "2027-07-07",
      end_date: "2027-07-10",
    });
    expect(clash.refused).toBe("conflict");
    expect(clash.result).toMatchObject({
      message: "Erstellung fehlgeschlagen",
      detail: "Überschneidung mit Anna Berger (01.07.2027 – 08.07.2027, Gebucht)",
    });
    // Departure day = next arrival day is fine; pre_reserved may overlap.
    expect(
      (await act({ intent: "create", ...base, start_date: "2027-07-08", end_date: "2027-07-10" }))
        .result.ok,
    ).toBe(true);
    expect((await act({ intent: "create", ...base, status: "pre_reserved" })).result.ok).toBe(true);

    // Editing into a clash is refused too.
    const rows = await listReservations(getDb().db);
    const pre = rows.find((row) => row.status === "pre_reserved")!;
    const edit = await act({ intent: "update", id: pre.id, ...base, status: "paid" });
    expect(edit.refused).toBe("conflict");
    expect(edit.result).toMatchObject({
      message: "Aktualisierung fehlgeschlagen",
      detail: expect.stringContaining("Anna Berger"),
    });
  });

  it("exports the table as CSV and computes the year's figures", async () => {
    await act({ intent: "create", ...base, notes: "=cmd()", first_name: 'Anna "A"' });
    await act({
      intent: "create",
      ...base,
      status: "cancelled",
      offer_price: "100",
      start_date: "2027-08-01",
      end_date: "2027-08-03",
    });
    const csv = reservationsCsv(await listReservations(getDb().db));
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe(
      '"id","name","first_name","last_name","email","phone","guests","adults","children","start_date","end_date","status","offer_price","notes","created_at"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Anna ""A"" Berger"');
    expect(lines[1]).toContain(`,"'=cmd()",`);
    const { years, figures } = await loadKpis(getDb().db, 2027, 2026);
    expect(years).toEqual([2027, 2026]);
    expect(figures.nights).toEqual({ pre_reserved: 0, booked: 7, paid: 0, cancelled: 2 });
    expect(figures.totalRevenue).toBe("985.50");
  });
});
