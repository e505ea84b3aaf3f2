import { describe, expect, it } from "vitest";
import { closedSpanAround, closedSpans, isWinterClosure } from "./closed-spans";
import { addDays, type DateSpan, type IsoDate } from "./dates";
import {
  type BookingSettings,
  defaultBookingSettings as defaults,
  defaultYearPlan,
  isOpenNight,
} from "./settings";

/** The closed runs found the slow, obvious way: night by night. */
function closedSpansNightByNight(settings: BookingSettings, window: DateSpan): DateSpan[] {
  const spans: DateSpan[] = [];
  for (let night = window.start; night < window.end; night = addDays(night, 1)) {
    if (isOpenNight(settings, night)) continue;
    const last = spans.at(-1);
    if (last?.end === night) last.end = addDays(night, 1);
    else spans.push({ start: night, end: addDays(night, 1) });
  }
  return spans;
}

/** Owners' years of every shape: a gap between seasons, closures at New Year and mid-season,
 * a season running up to New Year, a year with no season at all. */
const ownYears: BookingSettings = {
  ...defaults,
  years: {
    "2027": {
      ...defaultYearPlan(2027),
      seasons: [
        { ...defaultYearPlan(2027).seasons[0], first: "2027-01-01", last: "2027-03-31" },
        { ...defaultYearPlan(2027).seasons[1], first: "2027-06-01", last: "2027-12-31" },
      ],
      closedPeriods: [
        { first: "2027-02-10", last: "2027-02-10" },
        { first: "2027-08-01", last: "2027-08-14" },
        { first: "2027-12-24", last: "2027-12-31" },
      ],
    },
    "2028": { ...defaultYearPlan(2028), seasons: [], closedPeriods: [] },
    "2029": {
      ...defaultYearPlan(2029),
      seasons: [{ ...defaultYearPlan(2029).seasons[0], first: "2029-01-01", last: "2029-12-31" }],
      closedPeriods: [],
    },
  },
};

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

  it("are the runs found night by night, for any window of the owners' years", () => {
    const windows: DateSpan[] = [
      { start: "2026-01-01", end: "2031-01-01" },
      { start: "2027-02-10", end: "2027-02-11" },
      { start: "2027-07-20", end: "2028-03-03" },
      { start: "2027-12-31", end: "2028-01-02" },
    ];
    for (const settings of [defaults, ownYears]) {
      for (const window of windows) {
        expect(closedSpans(settings, window)).toEqual(closedSpansNightByNight(settings, window));
      }
    }
  });

  it("name the whole closure around one closed night", () => {
    expect(closedSpanAround(defaults, "2026-12-24")).toEqual({
      start: "2026-11-01",
      end: "2027-05-01",
    });
    // Across New Year into a year without a season.
    expect(closedSpanAround(ownYears, "2028-06-01")).toEqual({
      start: "2027-12-24",
      end: "2029-01-01",
    });
    const night: IsoDate = "2027-08-07";
    expect(closedSpanAround(ownYears, night)).toEqual({ start: "2027-08-01", end: "2027-08-15" });
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
