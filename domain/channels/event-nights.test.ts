import { describe, expect, it } from "vitest";
import { dateAtProperty, eventNights } from "./event-nights";

describe("imported events become nights", () => {
  it("an all-day event blocks its start date up to its exclusive end", () => {
    expect(eventNights({ date: "2026-07-10" }, { date: "2026-07-14" })).toEqual({
      start: "2026-07-10",
      end: "2026-07-14",
    });
  });

  it("an all-day event without an end, or with a broken one, blocks one night", () => {
    const one = { start: "2026-07-10", end: "2026-07-11" };
    expect(eventNights({ date: "2026-07-10" }, undefined)).toEqual(one);
    expect(eventNights({ date: "2026-07-10" }, { date: "2026-07-10" })).toEqual(one);
    expect(eventNights({ date: "2026-07-10" }, { date: "2026-07-01" })).toEqual(one);
  });

  it("a timed stay blocks the nights from arrival day to departure day, in Vienna", () => {
    // 15:00 to 10:00 local time in summer (UTC+2).
    const arrival = { instant: new Date("2026-07-10T13:00:00Z") };
    const departure = { instant: new Date("2026-07-14T08:00:00Z") };
    expect(eventNights(arrival, departure)).toEqual({ start: "2026-07-10", end: "2026-07-14" });
  });

  it("reads instants on Vienna's calendar, not UTC's", () => {
    // 23:30 UTC is already the next day in Vienna, summer (UTC+2) and winter (UTC+1).
    expect(dateAtProperty({ instant: new Date("2026-07-09T23:30:00Z") })).toBe("2026-07-10");
    expect(dateAtProperty({ instant: new Date("2026-01-09T23:30:00Z") })).toBe("2026-01-10");
    expect(dateAtProperty({ instant: new Date("2026-01-09T22:30:00Z") })).toBe("2026-01-09");
  });

  it("a timed event within one day blocks that day's night", () => {
    const morning = { instant: new Date("2026-07-10T07:00:00Z") };
    const evening = { instant: new Date("2026-07-10T18:00:00Z") };
    expect(eventNights(morning, evening)).toEqual({ start: "2026-07-10", end: "2026-07-11" });
  });

  it("keeps its nights across the change to and from summer time", () => {
    // 15:00 local on 27 March (UTC+1) to 10:00 local on 31 March (UTC+2).
    const start = { instant: new Date("2026-03-27T14:00:00Z") };
    const end = { instant: new Date("2026-03-31T08:00:00Z") };
    expect(eventNights(start, end)).toEqual({ start: "2026-03-27", end: "2026-03-31" });
  });
});
