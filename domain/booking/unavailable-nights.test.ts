import { describe, expect, it } from "vitest";
import { type BookingSettings, defaultBookingSettings, defaultYearPlan } from "./settings";
import { isRangeFree, unavailableNights } from "./unavailable-nights";

const records = [
  { start_date: "2026-07-10", end_date: "2026-07-17", status: "booked" },
  { start_date: "2026-08-01", end_date: "2026-08-08", status: "paid" },
  { start_date: "2026-09-01", end_date: "2026-09-08", status: "pre_reserved" },
  { start_date: "2026-06-01", end_date: "2026-06-08", status: "cancelled" },
];

/** Each night of `expected.blocked` is blocked in `nights`, each of `expected.free` is not. */
function expectNights(
  nights: ReturnType<typeof unavailableNights>,
  expected: { blocked?: string[]; free?: string[] },
) {
  for (const night of expected.blocked ?? []) expect(nights.isBlocked(night), night).toBe(true);
  for (const night of expected.free ?? []) expect(nights.isBlocked(night), night).toBe(false);
}

describe("unavailable nights", () => {
  const blocked = unavailableNights(records, defaultBookingSettings);

  it("blocks the nights of booked and paid stays, not their departure day", () => {
    expectNights(blocked, {
      blocked: ["2026-07-10", "2026-07-16", "2026-08-07"],
      free: ["2026-07-17", "2026-07-09"],
    });
  });

  it("keeps pre-reserved and cancelled stays bookable", () => {
    expectNights(blocked, { free: ["2026-09-03", "2026-06-03"] });
  });

  it("blocks the closed season of every year", () => {
    expectNights(blocked, {
      blocked: ["2026-11-01", "2027-02-15", "2029-01-10"],
      free: ["2026-10-31", "2031-05-01"],
    });
  });

  it("follows the owners' closed periods and seasons", () => {
    const plan = defaultYearPlan(2027);
    const settings: BookingSettings = {
      ...defaultBookingSettings,
      years: {
        "2027": {
          ...plan,
          // Closed for a June week; no season in the second half of October.
          closedPeriods: [...plan.closedPeriods, { first: "2027-06-05", last: "2027-06-11" }],
          seasons: plan.seasons.map((season) =>
            season.last === "2027-10-31" ? { ...season, last: "2027-10-15" } : season,
          ),
        },
      },
    };
    const owners = unavailableNights([], settings);
    expectNights(owners, {
      blocked: ["2027-06-05", "2027-06-11", "2027-10-16"],
      free: ["2027-06-12", "2026-10-16"],
    });
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
