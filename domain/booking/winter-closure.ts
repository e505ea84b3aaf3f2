import type { IsoDate } from "./dates";

export interface DateSpan {
  /** First day (inclusive). */
  start: IsoDate;
  /** Day after the last one (exclusive). */
  end: IsoDate;
}

/** Event years around "now": the current year minus 1 to plus 2 (SPEC.md sections 3 and 9). */
export function eventYears(currentYear: number): number[] {
  return [currentYear - 1, currentYear, currentYear + 1, currentYear + 2];
}

/**
 * The winter closure (not stored, generated): for each event year Y, 1 November to
 * 31 December of Y and 1 January to 30 April of Y + 1. End dates are exclusive.
 */
export function winterClosures(currentYear: number): DateSpan[] {
  return eventYears(currentYear).flatMap((year) => [
    { start: `${year}-11-01`, end: `${year + 1}-01-01` },
    { start: `${year + 1}-01-01`, end: `${year + 1}-05-01` },
  ]);
}
