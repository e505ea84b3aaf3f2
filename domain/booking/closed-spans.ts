import { availabilityStart } from "./availability-window";
import { addDays, type DateSpan, type IsoDate, yearOf } from "./dates";
import { type BookingSettings, defaultYearPlan, isOpenNight, planOf } from "./settings";

/** The years the calendars and the channel export cover: the previous one to two years ahead. */
export function calendarYears(today: IsoDate): DateSpan {
  return { start: availabilityStart(today), end: `${yearOf(today) + 3}-01-01` };
}

/**
 * The days on which a night's openness can change within `window`: its first day, and the first
 * day of and the day after each season and closed period of the years it touches. Between two of
 * them every night is open or every night is closed. (A plan's dates lie in its year, so a change
 * at New Year is the edge of a season or period too.)
 */
function openingEdges(settings: BookingSettings, window: DateSpan): IsoDate[] {
  const edges = new Set<IsoDate>([window.start]);
  for (let year = yearOf(window.start); year <= yearOf(window.end); year++) {
    const plan = planOf(settings, year);
    for (const { first, last } of [...plan.seasons, ...plan.closedPeriods]) {
      edges.add(first);
      edges.add(addDays(last, 1));
    }
  }
  return [...edges].filter((day) => window.start <= day && day < window.end).sort();
}

/**
 * The nights nobody can book because of the owners' settings (a closed period, or no season), as
 * runs of consecutive nights within `window`: what the calendars show as "Geschlossen" and the
 * channel export sends as taken. A run reaching the window's edge is cut there; runs across New
 * Year are one. Found from the plans' edges, not night by night: the picker asks for them while a
 * finger waits.
 */
export function closedSpans(settings: BookingSettings, window: DateSpan): DateSpan[] {
  const spans: DateSpan[] = [];
  const edges = openingEdges(settings, window);
  edges.forEach((start, index) => {
    if (isOpenNight(settings, start)) return;
    const end = edges[index + 1] ?? window.end;
    const last = spans.at(-1);
    if (last?.end === start) last.end = end;
    else spans.push({ start, end });
  });
  return spans;
}

/** The whole run of closed nights around one closed night (for the message naming it). */
export function closedSpanAround(settings: BookingSettings, night: IsoDate): DateSpan {
  // A year either way is more than any closure the owners can set within their years.
  const around = { start: addDays(night, -366), end: addDays(night, 367) };
  return (
    closedSpans(settings, around).find((span) => span.start <= night && night < span.end) ?? {
      start: night,
      end: addDays(night, 1),
    }
  );
}

/**
 * Whether a night lies in the default winter closure (1 November to 30 April): a closed period of
 * its year's plan that is one of the defaults' own. Its messages say "Wintersaison nicht
 * verfügbar"; any other closure (the owners' own periods, nights of no season) is named as closed.
 */
export function isWinterClosure(settings: BookingSettings, night: IsoDate): boolean {
  const year = yearOf(night);
  const winter = defaultYearPlan(year).closedPeriods;
  return planOf(settings, year).closedPeriods.some(
    (period) =>
      period.first <= night &&
      night <= period.last &&
      winter.some((own) => own.first === period.first && own.last === period.last),
  );
}
