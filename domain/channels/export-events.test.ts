import { describe, expect, it } from "vitest";
import { defaultBookingSettings as settings } from "../booking/settings";
import { exportEvents } from "./export-events";

const stays = [
  { id: "booked", status: "booked", start: "2026-07-10", end: "2026-07-14" },
  { id: "paid", status: "paid", start: "2026-08-01", end: "2026-08-08" },
  { id: "pre", status: "pre_reserved", start: "2026-09-01", end: "2026-09-05" },
  { id: "cancelled", status: "cancelled", start: "2026-09-10", end: "2026-09-12" },
  { id: "past", status: "paid", start: "2026-05-01", end: "2026-05-05" },
];
const base = {
  stays,
  includePreReserved: false,
  today: "2026-06-15",
  host: "example.com",
  settings,
};

describe("the export", () => {
  it("lists booked and paid stays from tonight on, with stable UIDs", () => {
    const events = exportEvents(base).filter((event) => event.uid.startsWith("stay-"));
    expect(events).toEqual([
      { uid: "stay-booked@example.com", start: "2026-07-10", end: "2026-07-14" },
      { uid: "stay-paid@example.com", start: "2026-08-01", end: "2026-08-08" },
    ]);
  });

  it("adds pre-reserved stays only when the owners choose so", () => {
    const uids = exportEvents({ ...base, includePreReserved: true }).map((event) => event.uid);
    expect(uids).toContain("stay-pre@example.com");
    expect(uids).not.toContain("stay-cancelled@example.com");
  });

  it("lists the closed season as the owners' settings have it (1 November to 30 April)", () => {
    const closed = exportEvents(base).filter((event) => event.uid.startsWith("closed-"));
    expect(closed[0]).toEqual({
      uid: "closed-2026-11-01@example.com",
      start: "2026-11-01",
      end: "2027-05-01",
    });
    expect(closed.every((event) => event.end > base.today)).toBe(true);
  });
});
