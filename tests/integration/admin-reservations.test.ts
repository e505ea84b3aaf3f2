import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { reservationFormSchema } from "../../domain/admin/reservation-form";
import { quoteStay } from "../../domain/booking/quote";
import { defaultBookingSettings } from "../../domain/booking/settings";
import { loadKpis } from "../../server/admin/kpis";
import { runReservationAction } from "../../server/admin/reservation-actions";
import { listReservations, reservationsCsv } from "../../server/admin/reservations";
import { mailNewConflicts } from "../../server/channels/conflicts";
import {
  channelBlocks,
  channelConflictNotices,
  channelFeeds,
  emailOutbox,
  reservations,
} from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { describeWithDatabase, emptyTables } from "./databases";

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

describeWithDatabase("admin reservations", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, reservations, channelFeeds, emailOutbox);
  });

  const owner = {
    by: "owner@example.com",
    now: new Date("2026-11-24T09:00:00Z"),
    siteUrl: "https://almblick.example",
    ownerEmail: "owner@example.com",
  };
  const act = (fields: Record<string, string>) =>
    runReservationAction(getDb().db, fields, today, owner);

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
    // Pre-reserved over a booked stay: asked first, saved once confirmed.
    const asked = await act({ intent: "create", ...base, status: "pre_reserved" });
    expect(asked.refused).toBe("conflict");
    expect(asked.result).toMatchObject({
      ok: false,
      overlap: ["Anna Berger (Gebucht): 01.07.2027 – 08.07.2027"],
    });
    expect(
      (await act({ intent: "create", ...base, status: "pre_reserved", confirm_overlap: "1" }))
        .result.ok,
    ).toBe(true);

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
    const { years, figures } = await loadKpis(getDb().db, 2027, "2026-06-01");
    expect(years).toEqual([2027, 2026]);
    expect(figures.nights).toEqual({ pre_reserved: 0, booked: 7, paid: 0, cancelled: 2 });
    expect(figures.totalRevenue).toBe("985.50");
  });

  it("asks before saving over another channel's nights or a held offer, and saves once confirmed", async () => {
    const { db } = getDb();
    const [feed] = await db
      .insert(channelFeeds)
      .values({ name: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" })
      .returning();
    await db.insert(channelBlocks).values({
      feedId: feed.id,
      uid: "a@airbnb.com",
      startDate: "2027-07-10",
      endDate: "2027-07-14",
      kind: "reserved",
    });
    await db.insert(reservations).values({
      name: "Hanna Halt",
      firstName: "Hanna",
      lastName: "Halt",
      email: "hanna@example.com",
      guests: 2,
      adults: 2,
      startDate: "2027-08-01",
      endDate: "2027-08-08",
      status: "pre_reserved",
      holdsDates: true,
    });
    const over = { ...base, first_name: "Olga", start_date: "2027-07-12", end_date: "2027-07-16" };

    // Over Airbnb's nights: asked, nothing saved.
    const asked = await act({ intent: "create", ...over });
    expect(asked.refused).toBe("conflict");
    expect(asked.result).toMatchObject({
      ok: false,
      message: "Bitte bestätigen: Der Zeitraum überschneidet sich mit belegten Nächten.",
      overlap: ["Airbnb (Reserviert): 10.07.2027 – 14.07.2027"],
    });
    expect(await listReservations(db)).toHaveLength(1);

    // A cancelled stay takes no night: nothing to ask.
    expect((await act({ intent: "create", ...over, status: "cancelled" })).result.ok).toBe(true);

    // Confirmed: saved, with the quote of the owners' rates.
    const saved = await act({ intent: "create", ...over, confirm_overlap: "1" });
    expect(saved.result.ok).toBe(true);
    const [olga] = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.firstName, "Olga"), eq(reservations.status, "booked")));
    expect(olga.quote).toEqual(
      quoteStay(
        defaultBookingSettings,
        { start: "2027-07-12", end: "2027-07-16" },
        { adults: 2, children: 1 },
      ),
    );

    // The conflict mail says the channel's nights were there first.
    const env = parseEnv({
      SITE_URL: "https://almblick.example",
      OWNER_EMAIL: "owner@example.com",
    });
    expect(await mailNewConflicts(db, env, new Date("2027-01-10T12:00:00Z"), today)).toBe(1);
    const [mail] = await db.select().from(emailOutbox);
    expect(mail.text).toContain("Schon vorher beim Kanal belegt");
    expect(mail.text).not.toContain("Danach beim Kanal belegt");
    expect(await db.select().from(channelConflictNotices)).toHaveLength(1);

    // Editing it without moving it asks nothing; moving it onto other taken nights asks again.
    const edit = { intent: "update", id: olga.id, ...over, confirm_overlap: "" };
    expect((await act({ ...edit, notes: "Spät" })).result.ok).toBe(true);
    const moved = await act({ ...edit, start_date: "2027-07-11", end_date: "2027-07-15" });
    expect(moved.refused).toBe("conflict");
    expect(moved.result).toMatchObject({
      overlap: ["Airbnb (Reserviert): 10.07.2027 – 14.07.2027"],
    });

    // A held offer: a pre-reserved stay over it is asked about, a booked one refused, named.
    const onHold = {
      ...base,
      first_name: "Paul",
      start_date: "2027-08-05",
      end_date: "2027-08-10",
    };
    const heldAsk = await act({ intent: "create", ...onHold, status: "pre_reserved" });
    expect(heldAsk.result).toMatchObject({
      overlap: ["Hanna Halt (Vorreserviert, Angebot hält die Nächte): 01.08.2027 – 08.08.2027"],
    });
    const refused = await act({ intent: "create", ...onHold, confirm_overlap: "1" });
    expect(refused.refused).toBe("conflict");
    expect(refused.result).toMatchObject({
      message: "Erstellung fehlgeschlagen",
      detail:
        "Überschneidung mit Hanna Halt (01.08.2027 – 08.08.2027, Vorreserviert, Angebot hält die Nächte)",
    });
    expect(await listReservations(db)).toHaveLength(3);
  });
});
