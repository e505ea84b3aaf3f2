import { describe, expect, it } from "vitest";
import { withStrictMainSeason } from "../../tests/support/year-plans";
import { defaultGeneralSettings, defaultYearPlan } from "../booking/settings";
import { generalChanges, yearPlanChanges } from "./price-settings-changes";

describe("the change history's lines", () => {
  const before = defaultYearPlan(2027);

  it("name what changed, with the old and the new value", () => {
    const after = {
      ...withStrictMainSeason(before),
      touristTax: { enabled: true, amountCents: 260, childrenExempt: true },
    };
    expect(yearPlanChanges(before, after)).toEqual([
      {
        label: "Saison „Hauptsaison“",
        before:
          "01.07.2027 – 15.09.2027, 130\u00a0€ pro Nacht, mind. 4 Nächte, Anreise beliebig, (High season / Alta stagione)",
        after:
          "01.07.2027 – 15.09.2027, 145\u00a0€ pro Nacht, mind. 7 Nächte, Anreise Sa, (High season / Alta stagione)",
      },
      {
        label: "Ortstaxe",
        before: "aus, 0\u00a0€ pro Gast und Nacht, Kinder befreit",
        after: "an, 2,60\u00a0€ pro Gast und Nacht, Kinder befreit",
      },
    ]);
  });

  it("tell added and removed seasons apart, same names by their number", () => {
    const after = { ...before, seasons: before.seasons.slice(0, 2) };
    expect(yearPlanChanges(before, after)).toEqual([
      { label: "Saison „Nebensaison“ (2)", before: expect.stringMatching(/^16\.09\.2027/) },
    ]);
    expect(yearPlanChanges(after, before)).toEqual([
      { label: "Saison „Nebensaison“ (2)", after: expect.stringMatching(/^16\.09\.2027/) },
    ]);
    expect(yearPlanChanges(before, before)).toEqual([]);
  });

  it("say one night and one year in the singular", () => {
    const [high, ...others] = before.seasons;
    const after = { ...before, seasons: [{ ...high, minimumNights: 1 }, ...others] };
    expect(yearPlanChanges(before, after)[0].after).toContain("pro Nacht, mind. 1 Nacht, Anreise");
    expect(generalChanges(defaultGeneralSettings, { horizonYears: 1, maxGuests: 20 })).toEqual([
      { label: "Buchungshorizont (Jahre im Voraus)", before: "2 Jahre", after: "1 Jahr" },
    ]);
  });

  it("cover the settings for all years", () => {
    expect(generalChanges(defaultGeneralSettings, { horizonYears: 3, maxGuests: 20 })).toEqual([
      { label: "Buchungshorizont (Jahre im Voraus)", before: "2 Jahre", after: "3 Jahre" },
    ]);
  });
});
