import { availabilityStart } from "./availability-window";
import { addDays, type DateSpan, type IsoDate, yearOf } from "./dates";
import { type BookingSettings, defaultYearPlan, isOpenNight, planOf } from "./settings";

/** The years the calendars and the channel export cover: the previous one to two years ahead. */
export function calendarYears(today: IsoDate): DateSpan {
  return { start: availabilityStart(today), end: `${yearOf(today) + 3}-01-01` };
}

/**
 * The nights nobody can book because of the owners' settings (a closed period, or no season), as
 * runs of consecutive nights within `window`: what the calendars show as "Geschlossen" and the
 * channel export sends as taken. A run reaching the window's edge is cut there; runs across New
 * Year are one.
 */
export function closedSpans(settings: BookingSettings, window: DateSpan): DateSpan[] {
  const spans: DateSpan[] = [];
  let start: IsoDate | null = null;
  for (let night = window.start; night < window.end; night = addDays(night, 1)) {
    const open = isOpenNight(settings, night);
    if (!open && start === null) start = night;
    if (open && start !== null) {
      spans.push({ start, end: night });
      start = null;
    }
  }
  if (start !== null) spans.push({ start, end: window.end });
  return spans;
}

/** The whole run of closed nights around one closed night (for the message naming it). */
export function closedSpanAround(settings: BookingSettings, night: IsoDate): DateSpan {
  // A year either way is more than any closure the owners can set within their years.
  let start = night;
  for (let i = 0; i < 366 && !isOpenNight(settings, addDays(start, -1)); i++) {
    start = addDays(start, -1);
  }
  let end = addDays(night, 1);
  for (let i = 0; i < 366 && !isOpenNight(settings, end); i++) end = addDays(end, 1);
  return { start, end };
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
