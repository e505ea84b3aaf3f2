import { describe, expect, it } from "vitest";
import { withStrictMainSeason } from "../../tests/support/year-plans";
import { priceList, rateRange } from "./price-list";
import {
  type BookingSettings,
  defaultBookingSettings as defaults,
  defaultYearPlan,
} from "./settings";

describe("the price list of the price boxes", () => {
  it("shows the defaults as one group: seasons merged by name and rate, the closure over New Year", () => {
    const [group, ...others] = priceList(defaults, "2026-03-10");
    expect(others).toEqual([]);
    expect([group.firstYear, group.lastYear]).toEqual([2026, 2028]);
    expect(
      group.seasons.map((season) => [season.name.de, season.rateCents, season.periods]),
    ).toEqual([
      [
        "Nebensaison",
        11000,
        [
          { first: "2026-05-01", last: "2026-06-30" },
          { first: "2026-09-16", last: "2026-10-31" },
        ],
      ],
      ["Hauptsaison", 13000, [{ first: "2026-07-01", last: "2026-09-15" }]],
    ]);
    expect(group.minimumNights).toBe(4);
    expect(group.cleaningFeeCents).toBe(7500);
    expect(group.closed).toEqual([{ first: "2026-11-01", last: "2027-04-30" }]);
  });

  it("leaves out this year once its seasons are over", () => {
    expect(priceList(defaults, "2026-11-24").map((group) => group.firstYear)).toEqual([2027]);
  });

  it("shows a changed year on its own, with per-season minimums when they differ", () => {
    const plan = defaultYearPlan(2027);
    const settings: BookingSettings = {
      ...defaults,
      years: {
        "2027": withStrictMainSeason(plan),
      },
    };
    const groups = priceList(settings, "2026-11-24");
    expect(groups.map((group) => [group.firstYear, group.lastYear])).toEqual([
      [2027, 2027],
      [2028, 2028],
    ]);
    expect(groups[0].minimumNights).toBeNull();
    expect(groups[0].seasons[1]).toMatchObject({ rateCents: 14500, arrivalWeekdays: [6] });
    expect(groups[1].minimumNights).toBe(4);
    expect(rateRange(settings, "2026-11-24")).toEqual({ lowestCents: 11000, highestCents: 14500 });
  });
});
