import { addDays, type IsoDate, parseIsoDate } from "./dates";

const dayMs = 24 * 60 * 60 * 1000;

/** Nights of a stay: end date minus start date; negative if reversed. */
export function countNights(start: IsoDate, end: IsoDate): number {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) throw new RangeError(`not a date range: ${start} – ${end}`);
  return Math.round((to.getTime() - from.getTime()) / dayMs);
}

/** Every night of a stay, named by its date: start, start + 1, …, end − 1. */
export function eachNight(start: IsoDate, end: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  const count = countNights(start, end);
  for (let i = 0; i < count; i++) nights.push(addDays(start, i));
  return nights;
}

/** Whether two stays share a night. Touching ends (a changeover day) do not overlap. */
export function staysOverlap(
  a: { start: IsoDate; end: IsoDate },
  b: { start: IsoDate; end: IsoDate },
): boolean {
  return a.start < b.end && b.start < a.end;
}
