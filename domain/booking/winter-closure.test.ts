import { describe, expect, it } from "vitest";
import { eventYears, winterClosures } from "./winter-closure";

describe("winter closure", () => {
  it("is generated for the current year minus 1 to plus 2", () => {
    expect(eventYears(2026)).toEqual([2025, 2026, 2027, 2028]);
  });
  it("runs 1 November to 31 December and 1 January to 30 April of the following year (end exclusive)", () => {
    const spans = winterClosures(2026);
    expect(spans).toHaveLength(8);
    expect(spans[0]).toEqual({ start: "2025-11-01", end: "2026-01-01" });
    expect(spans[1]).toEqual({ start: "2026-01-01", end: "2026-05-01" });
    expect(spans.at(-2)).toEqual({ start: "2028-11-01", end: "2029-01-01" });
    expect(spans.at(-1)).toEqual({ start: "2029-01-01", end: "2029-05-01" });
  });
});
