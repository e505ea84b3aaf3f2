import type { GeneralSettings, SeasonName, YearPlan } from "./settings";

/**
 * The one place of the rates and rules a fresh installation starts with:
 * what the site did before the owners could change them. Any year the owners did not change
 * keeps these.
 */
export const defaultGeneralSettings: GeneralSettings = { horizonYears: 2, maxGuests: 20 };

const highSeason: SeasonName = { de: "Hauptsaison", en: "High season", it: "Alta stagione" };
const offSeason: SeasonName = { de: "Nebensaison", en: "Off season", it: "Bassa stagione" };

export function defaultYearPlan(year: number): YearPlan {
  const season = (name: SeasonName, first: string, last: string, rateCents: number) => ({
    name,
    first: `${year}-${first}`,
    last: `${year}-${last}`,
    rateCents,
    minimumNights: 4,
    arrivalWeekdays: null,
  });
  return {
    seasons: [
      season(offSeason, "05-01", "06-30", 11000),
      season(highSeason, "07-01", "09-15", 13000),
      season(offSeason, "09-16", "10-31", 11000),
    ],
    // Closed 1 November to 30 April: within one year, its two ends.
    closedPeriods: [
      { first: `${year}-01-01`, last: `${year}-04-30` },
      { first: `${year}-11-01`, last: `${year}-12-31` },
    ],
    cleaningFeeCents: 7500,
    touristTax: { enabled: false, amountCents: 0, childrenExempt: true },
  };
}
