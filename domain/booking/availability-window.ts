import { type IsoDate, yearOf } from "./dates";

/**
 * The first day the public calendars can show: 1 January of the previous year. Stays that ended
 * before it are nobody's business any more, so the availability list leaves them out.
 */
export function availabilityStart(today: IsoDate): IsoDate {
  return `${yearOf(today) - 1}-01-01`;
}
