import { describe, expect, it } from "vitest";
import { countNights, eachNight, staysOverlap } from "./nights";

describe("nights", () => {
  it("are end date minus start date", () => {
    expect(countNights("2026-07-01", "2026-07-05")).toBe(4);
    expect(countNights("2026-07-01", "2026-07-01")).toBe(0);
    expect(countNights("2026-07-05", "2026-07-01")).toBe(-4);
  });
  it("count a leap day and ignore daylight-saving changes", () => {
    expect(countNights("2028-02-27", "2028-03-02")).toBe(4);
    expect(countNights("2027-02-27", "2027-03-02")).toBe(3);
    expect(countNights("2026-03-27", "2026-03-31")).toBe(4);
    expect(countNights("2026-10-23", "2026-10-27")).toBe(4);
  });
  it("list each night by its date, the departure day excluded", () => {
    expect(eachNight("2026-06-29", "2026-07-02")).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
    ]);
    expect(eachNight("2026-07-02", "2026-07-02")).toEqual([]);
  });
  it("refuse text that is not a date", () => {
    expect(() => countNights("2026-02-30", "2026-03-02")).toThrow(RangeError);
  });
  it("overlap only when a night is shared (changeover day is no overlap)", () => {
    const stay = { start: "2026-07-10", end: "2026-07-17" };
    expect(staysOverlap(stay, { start: "2026-07-17", end: "2026-07-21" })).toBe(false);
    expect(staysOverlap(stay, { start: "2026-07-05", end: "2026-07-10" })).toBe(false);
    expect(staysOverlap(stay, { start: "2026-07-16", end: "2026-07-21" })).toBe(true);
    expect(staysOverlap(stay, { start: "2026-07-01", end: "2026-07-30" })).toBe(true);
    expect(staysOverlap(stay, { start: "2026-07-12", end: "2026-07-13" })).toBe(true);
  });
});
