import type { Season, YearPlan } from "../../domain/booking/settings";

/** A July–August season at 145 € a night: seven nights at least, arrivals on Saturdays only. */
export function saturdaySummerSeason(year: number): Season {
  return {
    name: { de: "Sommer" },
    first: `${year}-07-01`,
    last: `${year}-08-31`,
    rateCents: 14500,
    minimumNights: 7,
    arrivalWeekdays: [6],
  };
}

/** `plan` with its Hauptsaison at 145 € a night, seven nights at least, arrivals on Saturdays. */
export function withStrictMainSeason(plan: YearPlan): YearPlan {
  return {
    ...plan,
    seasons: plan.seasons.map((season) =>
      season.name.de === "Hauptsaison"
        ? { ...season, rateCents: 14500, minimumNights: 7, arrivalWeekdays: [6] }
        : season,
    ),
  };
}
