/**
 * Calendar dates as ISO strings (yyyy-MM-dd), computed in UTC so that no time zone or
 * daylight-saving change can shift a day. A date range is a set of nights: the end date is
 * the departure day and exclusive.
 */
export type IsoDate = string;

/** A range of days: `start` inclusive, `end` exclusive (for a stay: arrival and departure). */
export interface DateSpan {
  start: IsoDate;
  end: IsoDate;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date, or null when the text is not a real calendar date. */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = isoPattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** yyyy-MM-dd of a UTC date. */
function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd of a date as seen on the local wall clock (for pickers and "today"). */
export function localIsoDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local-time Date at midnight of an ISO date (what react-day-picker works with). */
export function isoToLocalDate(iso: IsoDate): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

function strict(iso: IsoDate): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not a date: ${iso}`);
  return date;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = strict(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Same day and month `years` later; 29 February becomes 28 February in a common year. */
export function addYears(iso: IsoDate, years: number): IsoDate {
  const date = strict(iso);
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
}

/** The ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(iso: IsoDate): number {
  return ((strict(iso).getUTCDay() + 6) % 7) + 1;
}

export function yearOf(iso: IsoDate): number {
  return Number(iso.slice(0, 4));
}
