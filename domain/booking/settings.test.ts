import { describe, expect, it } from "vitest";
import {
  bookingSettingsSchema,
  defaultBookingSettings as defaults,
  defaultYearPlan,
  isOpenNight,
  planOf,
  seasonNameIn,
  seasonOfNight,
} from "./settings";

describe("the default settings (a fresh installation)", () => {
  it("high season is 1 July to 15 September at 130 EUR", () => {
    for (const night of ["2026-07-01", "2026-08-15", "2026-09-15"]) {
      expect(seasonOfNight(defaults, night)?.name.de, night).toBe("Hauptsaison");
      expect(seasonOfNight(defaults, night)?.rateCents).toBe(13000);
    }
  });

  it("off season is 1 May to 30 June and 16 September to 31 October at 110 EUR", () => {
    for (const night of ["2026-05-01", "2026-06-30", "2026-09-16", "2026-10-31"]) {
      expect(seasonOfNight(defaults, night)?.name.de, night).toBe("Nebensaison");
      expect(seasonOfNight(defaults, night)?.rateCents).toBe(11000);
    }
  });

  it("is closed 1 November to 30 April, including 29 February", () => {
    for (const night of ["2026-11-01", "2026-12-31", "2027-01-01", "2028-02-29", "2027-04-30"]) {
      expect(isOpenNight(defaults, night), night).toBe(false);
    }
    expect(isOpenNight(defaults, "2027-05-01")).toBe(true);
    expect(isOpenNight(defaults, "2026-10-31")).toBe(true);
  });

  it("has 4 nights minimum, any arrival day, 75 EUR cleaning, no tax, 2 years, 20 guests", () => {
    const plan = planOf(defaults, 2031);
    expect(plan.seasons.every((season) => season.minimumNights === 4)).toBe(true);
    expect(plan.seasons.every((season) => season.arrivalWeekdays === null)).toBe(true);
    expect(plan.cleaningFeeCents).toBe(7500);
    expect(plan.touristTax.enabled).toBe(false);
    expect(defaults.general).toEqual({ horizonYears: 2, maxGuests: 20 });
    expect(bookingSettingsSchema.safeParse(defaults).success).toBe(true);
  });
});

describe("the owners' plans", () => {
  const settings = {
    ...defaults,
    years: { "2027": { ...defaultYearPlan(2027), closedPeriods: [] } },
  };

  it("apply to their own year only; other years keep the defaults", () => {
    expect(planOf(settings, 2027).closedPeriods).toEqual([]);
    expect(planOf(settings, 2028).closedPeriods).toHaveLength(2);
  });

  it("close the nights in no season even without a closed period", () => {
    expect(isOpenNight(settings, "2027-12-01")).toBe(false);
  });

  it("a closed period wins over a season", () => {
    const closedJune = {
      ...defaults,
      years: {
        "2027": {
          ...defaultYearPlan(2027),
          closedPeriods: [{ first: "2027-06-10", last: "2027-06-12" }],
        },
      },
    };
    expect(isOpenNight(closedJune, "2027-06-09")).toBe(true);
    expect(isOpenNight(closedJune, "2027-06-10")).toBe(false);
    expect(isOpenNight(closedJune, "2027-06-12")).toBe(false);
    expect(isOpenNight(closedJune, "2027-06-13")).toBe(true);
  });

  it("name a season in the page's language, German when none was given", () => {
    expect(seasonNameIn({ de: "Hauptsaison", en: "High season" }, "en")).toBe("High season");
    expect(seasonNameIn({ de: "Hauptsaison", en: "High season" }, "it")).toBe("Hauptsaison");
    expect(seasonNameIn({ de: "Hauptsaison", it: "" }, "it")).toBe("Hauptsaison");
  });
});
