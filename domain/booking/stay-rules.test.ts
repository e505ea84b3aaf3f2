import { describe, expect, it } from "vitest";
import { saturdaySummerSeason } from "../../tests/support/year-plans";
import {
  type BookingSettings,
  defaultBookingSettings as defaults,
  defaultYearPlan,
} from "./settings";
import { arrivalProblem, firstOpenNight, lastArrivalDay, stayProblem } from "./stay-rules";
import { unavailableNights } from "./unavailable-nights";

const today = "2026-11-24";
const plan = defaultYearPlan(2027);
const ownPeriod = { first: "2027-06-10", last: "2027-06-14" };
/** 2027: July–August 7 nights minimum, Saturday arrivals only; 3 years ahead. */
const owners: BookingSettings = {
  general: { horizonYears: 3, maxGuests: 20 },
  years: {
    "2027": {
      ...plan,
      seasons: [
        plan.seasons[0],
        saturdaySummerSeason(2027),
        { ...plan.seasons[2], first: "2027-09-01" },
      ],
    },
  },
};

describe("stay rules", () => {
  it("a stay posted to end in 9999 is refused at its first closed night, at once", () => {
    const started = performance.now();
    expect(stayProblem(defaults, "2027-06-01", "9999-12-31", today)).toEqual({
      key: "closed",
      span: { start: "2027-11-01", end: "2028-05-01" },
      winter: true,
    });
    // Expanding its 2.9 million nights first took seconds; the walk takes milliseconds. The
    // bound is far from both, so a busy machine cannot fail it and the old way cannot pass it.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("a minimum stay per season, counted from the arrival's season", () => {
    // 3 July 2027 is a Saturday.
    expect(stayProblem(owners, "2027-07-03", "2027-07-10", today)).toBeNull();
    expect(stayProblem(owners, "2027-07-03", "2027-07-08", today)).toEqual({
      key: "minimumStay",
      minimum: 7,
      count: 5,
    });
    // June's season keeps 4 nights, even when the stay runs into July.
    expect(stayProblem(owners, "2027-06-28", "2027-07-02", today)).toBeNull();
    expect(stayProblem(defaults, "2027-07-05", "2027-07-08", today)).toMatchObject({ minimum: 4 });
  });

  it("arrival weekdays of the arrival's season", () => {
    expect(stayProblem(owners, "2027-07-06", "2027-07-13", today)).toEqual({
      key: "arrivalDay",
      weekdays: [6],
    });
    expect(arrivalProblem(owners, "2027-07-10")).toBeNull();
    expect(arrivalProblem(owners, "2027-07-11")).toEqual({ key: "arrivalDay", weekdays: [6] });
    expect(arrivalProblem(defaults, "2027-07-06")).toBeNull();
  });

  it("closed periods and nights in no season, naming the closure", () => {
    expect(stayProblem(defaults, "2027-10-28", "2027-11-03", today)).toEqual({
      key: "closed",
      span: { start: "2027-11-01", end: "2028-05-01" },
      winter: true,
    });
    expect(stayProblem(defaults, "2027-10-28", "2027-11-01", today)).toBeNull();
    expect(arrivalProblem(defaults, "2027-02-01")?.key).toBe("closed");
  });

  it("name the default winter closure as the winter's, any other closure as closed", () => {
    const ownClosure: BookingSettings = {
      ...defaults,
      years: { "2027": { ...plan, closedPeriods: [...plan.closedPeriods, ownPeriod] } },
    };
    // The owners' own period in June, and the nights of no season (a plan without autumn).
    expect(arrivalProblem(ownClosure, "2027-06-12")).toEqual({
      key: "closed",
      span: { start: "2027-06-10", end: "2027-06-15" },
      winter: false,
    });
    const noAutumn: BookingSettings = {
      ...defaults,
      years: { "2027": { ...plan, seasons: plan.seasons.slice(0, 2) } },
    };
    expect(arrivalProblem(noAutumn, "2027-10-01")).toMatchObject({ winter: false });
    // The winter closure as the owners' own plan keeps it, on both sides of New Year.
    expect(arrivalProblem(ownClosure, "2027-12-24")).toMatchObject({ winter: true });
    expect(arrivalProblem(ownClosure, "2027-03-01")).toMatchObject({ winter: true });
    // Extended into October, it is the owners' own closure.
    const longWinter: BookingSettings = {
      ...defaults,
      years: {
        "2027": {
          ...plan,
          closedPeriods: [plan.closedPeriods[0], { first: "2027-10-15", last: "2027-12-31" }],
        },
      },
    };
    expect(arrivalProblem(longWinter, "2027-11-02")).toMatchObject({ winter: false });
  });

  it("the horizon: an arrival at most the owners' years ahead", () => {
    expect(lastArrivalDay(defaults, today)).toBe("2028-11-24");
    expect(stayProblem(defaults, "2029-07-01", "2029-07-08", today)).toEqual({
      key: "horizon",
      years: 2,
    });
    expect(stayProblem(owners, "2029-07-01", "2029-07-08", today)).toBeNull();
  });

  it("no arrival in the past", () => {
    expect(stayProblem(defaults, "2026-10-01", "2026-10-08", today)).toEqual({
      key: "startInPast",
    });
  });

  it("the first open night: in November, the first of May; after a taken night, the next day", () => {
    const open = (records: Parameters<typeof unavailableNights>[0], day = today) =>
      firstOpenNight(unavailableNights(records, defaults), defaults, day);
    expect(open([])).toBe("2027-05-01");
    const booked = { start_date: "2027-05-01", end_date: "2027-05-09", status: "booked" };
    expect(open([booked])).toBe("2027-05-09");
    // A pre-reserved stay can still be asked for.
    expect(open([{ ...booked, status: "pre_reserved" }])).toBe("2027-05-01");
    expect(open([], "2027-07-14")).toBe("2027-07-14");
    // Nothing open within the horizon.
    const everything = { start_date: "2026-11-24", end_date: "2029-01-01", status: "paid" };
    expect(open([everything])).toBeNull();
  });
});
