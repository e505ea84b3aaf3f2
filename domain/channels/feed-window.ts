import { availabilityStart } from "../booking/availability-window";
import { addYears, type DateSpan, type IsoDate } from "../booking/dates";
import type { ImportedBlock } from "./block-changes";

/** More events than any channel sends for one listing; a feed beyond it is refused whole. */
export const maxFeedEvents = 5_000;

/**
 * The nights an imported feed may block: from the first day the calendars show (1 January of the
 * previous year) to a year after the last day a stay may start (longer than any stay that starts
 * within the horizon). Whatever a feed says beyond it concerns nobody who can book here.
 */
export function feedWindow(today: IsoDate, lastArrival: IsoDate): DateSpan {
  return { start: availabilityStart(today), end: addYears(lastArrival, 1) };
}

/** How many of a feed's events lay outside its window, and the window they were held to. */
export interface OutsideWindow extends DateSpan {
  /** Left out: wholly outside, or already running when the window begins (e.g. 0001 → 9999). */
  ignored: number;
  /** Cut at the window's end (a channel closing the far future). */
  clipped: number;
}

/**
 * A feed's blocks held to the window. An event that ends after the window is cut at its end; an
 * event that began before the window and still runs is no stay and no closure a channel sends
 * (only a broken or forged feed does that), so it blocks nothing rather than everything.
 */
export function fitToWindow(
  blocks: readonly ImportedBlock[],
  window: DateSpan,
): { blocks: ImportedBlock[]; outside: OutsideWindow | null } {
  const fitted: ImportedBlock[] = [];
  let ignored = 0;
  let clipped = 0;
  for (const block of blocks) {
    if (block.start < window.start || block.start >= window.end) ignored++;
    else if (block.end > window.end) {
      clipped++;
      fitted.push({ ...block, end: window.end });
    } else fitted.push(block);
  }
  const outside = ignored + clipped > 0 ? { ...window, ignored, clipped } : null;
  return { blocks: fitted, outside };
}
