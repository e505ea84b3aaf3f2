import { describe, expect, it } from "vitest";
import { isRangeFree, unavailableNights } from "./unavailable-nights";

const records = [
  { start_date: "2026-07-10", end_date: "2026-07-17", status: "booked" },
  { start_date: "2026-08-01", end_date: "2026-08-08", status: "paid" },
  { start_date: "2026-09-01", end_date: "2026-09-08", status: "pre_reserved" },
  { start_date: "2026-06-01", end_date: "2026-06-08", status: "cancelled" },
];

describe("unavailable nights", () => {
  const blocked = unavailableNights(records, 2026);
  it("blocks the nights of booked and paid stays, not their departure day", () => {
    expect(blocked.isBlocked("2026-07-10")).toBe(true);
    expect(blocked.isBlocked("2026-07-16")).toBe(true);
    expect(blocked.isBlocked("2026-07-17")).toBe(false);
    expect(blocked.isBlocked("2026-07-09")).toBe(false);
    expect(blocked.isBlocked("2026-08-07")).toBe(true);
  });
  it("keeps pre-reserved and cancelled stays bookable", () => {
    expect(blocked.isBlocked("2026-09-03")).toBe(false);
    expect(blocked.isBlocked("2026-06-03")).toBe(false);
  });
  it("blocks the winter season for the current year and the next two only", () => {
    expect(blocked.isBlocked("2026-11-01")).toBe(true);
    expect(blocked.isBlocked("2027-02-15")).toBe(true);
    expect(blocked.isBlocked("2028-12-24")).toBe(true);
    expect(blocked.isBlocked("2029-01-10")).toBe(false);
    expect(blocked.isBlocked("2025-12-24")).toBe(false);
    expect(blocked.isBlocked("2026-10-31")).toBe(false);
  });
  it("allows a stay that starts on a departure day or ends on an arrival day (changeover)", () => {
    expect(isRangeFree(blocked, "2026-07-17", "2026-07-21")).toBe(true);
    expect(isRangeFree(blocked, "2026-07-05", "2026-07-10")).toBe(true);
    expect(isRangeFree(blocked, "2026-07-17", "2026-08-01")).toBe(true);
  });
  it("refuses a range that spans a blocked night", () => {
    expect(isRangeFree(blocked, "2026-07-05", "2026-07-11")).toBe(false);
    expect(isRangeFree(blocked, "2026-07-01", "2026-07-30")).toBe(false);
    expect(isRangeFree(blocked, "2026-10-28", "2026-11-02")).toBe(false);
    expect(isRangeFree(blocked, "2026-10-28", "2026-11-01")).toBe(true);
  });
});
