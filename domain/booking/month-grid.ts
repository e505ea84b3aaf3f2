import { addDays, type DateSpan, type IsoDate } from "./dates";

/** A calendar month as yyyy-MM. */
export type YearMonth = string;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last month a calendar shows. */
export interface MonthBounds {
  first: YearMonth;
  last: YearMonth;
}

/**
 * The `?month=yyyy-MM` parameter, or the month of `fallback` when it is missing or malformed,
 * held to `bounds`: any month from 0001 to 9999 answers at once with the nearest one shown.
 */
export function parseMonthParam(
  value: string | null | undefined,
  fallback: IsoDate,
  bounds: MonthBounds,
): YearMonth {
  const month = value && monthPattern.test(value) ? value : fallback.slice(0, 7);
  // yyyy-MM strings compare in calendar order.
  if (month < bounds.first) return bounds.first;
  if (month > bounds.last) return bounds.last;
  return month;
}

/** The month `delta` months before or after (no bounds). */
export function shiftMonth(month: YearMonth, delta: number): YearMonth {
  const [year, monthNumber] = month.split("-").map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  const shiftedYear = Math.floor(index / 12);
  return `${String(shiftedYear).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The days of a month as a span: its first day to the first of the next (exclusive). */
export function monthSpan(month: YearMonth): DateSpan {
  return { start: `${month}-01`, end: `${shiftMonth(month, 1)}-01` };
}

/**
 * The weeks of a month, Monday to Sunday (German calendar); days of other months are null
 * (hidden). Every week has seven entries.
 */
export function monthWeeks(month: YearMonth): Array<Array<IsoDate | null>> {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split("-").map(Number);
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: Sunday 0 … Saturday 6; Monday-first offset.
  const offset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<IsoDate | null> = Array.from({ length: offset }, () => null);
  for (let day = 0; day < daysInMonth; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
