import type { DateSpan, IsoDate } from "./dates";

/**
 * Whether a night lies in any of some spans (end exclusive), answered from the spans themselves:
 * sorted and merged once, then a binary search per night. However long a span is (an imported
 * event may claim 0001 to 9999), nothing is expanded night by night, so the work depends only on
 * the number of spans.
 */
export function nightInSpans(spans: readonly DateSpan[]): (night: IsoDate) => boolean {
  const merged: DateSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start.localeCompare(b.start))) {
    if (span.end <= span.start) continue;
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else merged.push({ ...span });
  }
  return (night) => {
    // The last span starting on or before the night.
    let low = 0;
    let high = merged.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (merged[middle].start <= night) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found >= 0 && night < merged[found].end;
  };
}
