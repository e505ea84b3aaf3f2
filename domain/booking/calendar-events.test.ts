import { describe, expect, it } from "vitest";
import { eventsOnDay, toCalendarEvents } from "./calendar-events";

const records = [
  { start_date: "2026-07-10", end_date: "2026-07-17", status: "pre_reserved" },
  { start_date: "2026-07-17", end_date: "2026-07-24", status: "booked" },
  { start_date: "2026-08-01", end_date: "2026-08-08", status: "paid" },
  { start_date: "2026-09-01", end_date: "2026-09-08", status: "cancelled" },
];
const closed = [{ start: "2026-11-01", end: "2027-05-01" }];

describe("availability records to calendar events", () => {
  const events = toCalendarEvents(records, closed);

  it("maps pre_reserved to a bookable 'Vorreserviert' and any other status to 'Gebucht'", () => {
    const stays = events.filter((event) => event.type !== "closed");
    expect(stays.map((e) => [e.type, e.title, e.startDate, e.endDate])).toEqual([
      ["pre_reserved", "Vorreserviert", "2026-07-10", "2026-07-17"],
      ["booked", "Gebucht", "2026-07-17", "2026-07-24"],
      ["booked", "Gebucht", "2026-08-01", "2026-08-08"],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it("adds the closed nights as 'Geschlossen'", () => {
    expect(events.filter((event) => event.type === "closed")).toEqual([
      {
        id: "closed-2026-11-01",
        title: "Geschlossen",
        type: "closed",
        startDate: "2026-11-01",
        endDate: "2027-05-01",
      },
    ]);
  });

  it("shows an entry up to the day before its end date", () => {
    expect(eventsOnDay(events, "2026-07-16").map((e) => e.title)).toEqual(["Vorreserviert"]);
    // Changeover day: the pre-reservation has ended, the booking begins.
    expect(eventsOnDay(events, "2026-07-17").map((e) => e.title)).toEqual(["Gebucht"]);
    expect(eventsOnDay(events, "2026-07-24")).toEqual([]);
    expect(eventsOnDay(events, "2026-12-31").map((e) => e.type)).toEqual(["closed"]);
    expect(eventsOnDay(events, "2027-05-01")).toEqual([]);
  });
});
