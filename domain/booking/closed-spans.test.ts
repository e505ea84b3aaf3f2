import { describe, expect, it } from "vitest";
import { closedSpanAround, closedSpans, isWinterClosure } from "./closed-spans";
import { defaultBookingSettings as defaults, defaultYearPlan } from "./settings";

describe("closed spans", () => {
  it("are the runs of closed nights in a window, one run across New Year", () => {
    expect(closedSpans(defaults, { start: "2026-01-01", end: "2028-01-01" })).toEqual([
      { start: "2026-01-01", end: "2026-05-01" },
      { start: "2026-11-01", end: "2027-05-01" },
      { start: "2027-11-01", end: "2028-01-01" },
    ]);
  });

  it("are cut at the window's edges (a month of a calendar)", () => {
    expect(closedSpans(defaults, { start: "2026-10-01", end: "2026-11-01" })).toEqual([]);
    expect(closedSpans(defaults, { start: "2026-12-01", end: "2027-01-01" })).toEqual([
      { start: "2026-12-01", end: "2027-01-01" },
    ]);
  });

  it("include nights of no season, and the owners' own closed periods", () => {
    const plan = defaultYearPlan(2027);
    const settings = {
      ...defaults,
      years: {
        "2027": {
          ...plan,
          seasons: plan.seasons.slice(0, 2),
          closedPeriods: [{ first: "2027-06-10", last: "2027-06-12" }],
        },
      },
    };
    expect(closedSpans(settings, { start: "2027-06-01", end: "2027-10-01" })).toEqual([
      { start: "2027-06-10", end: "2027-06-13" },
      { start: "2027-09-16", end: "2027-10-01" },
    ]);
  });

  it("name the whole closure around one closed night", () => {
    expect(closedSpanAround(defaults, "2026-12-24")).toEqual({
      start: "2026-11-01",
      end: "2027-05-01",
    });
  });

  it("tell the default winter closure from the owners' own", () => {
    expect(isWinterClosure(defaults, "2026-11-01")).toBe(true);
    expect(isWinterClosure(defaults, "2027-04-30")).toBe(true);
    expect(isWinterClosure(defaults, "2027-05-01")).toBe(false);
    const plan = defaultYearPlan(2027);
    const settings = {
      ...defaults,
      years: {
        "2027": { ...plan, closedPeriods: [{ first: "2027-01-01", last: "2027-05-15" }] },
      },
    };
    expect(isWinterClosure(settings, "2027-02-01")).toBe(false);
    expect(isWinterClosure(settings, "2026-12-01")).toBe(true);
  });
});
