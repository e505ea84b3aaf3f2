import { describe, expect, it } from "vitest";
import { monthWeeks, parseMonthParam, shiftMonth } from "./month-grid";

describe("month grid", () => {
  it("starts weeks on Monday and hides days of other months", () => {
    // 1 July 2026 is a Wednesday.
    const weeks = monthWeeks("2026-07");
    expect(weeks[0]).toEqual([
      null,
      null,
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
      "2026-07-05",
    ]);
    expect(weeks.at(-1)).toEqual([
      "2026-07-27",
      "2026-07-28",
      "2026-07-29",
      "2026-07-30",
      "2026-07-31",
      null,
      null,
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
  it("knows leap Februaries", () => {
    expect(monthWeeks("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks("2027-02").flat().filter(Boolean)).toHaveLength(28);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks("2027-02")).toHaveLength(4);
  });
  it("moves without bounds across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-07", 30)).toBe("2029-01");
  });
  it("reads the month parameter, falling back to today's month, within the bounds", () => {
    const bounds = { first: "2025-01", last: "2028-03" };
    expect(parseMonthParam("2027-03", "2026-07-14", bounds)).toBe("2027-03");
    expect(parseMonthParam("2027-13", "2026-07-14", bounds)).toBe("2026-07");
    expect(parseMonthParam(null, "2026-07-14", bounds)).toBe("2026-07");
    expect(parseMonthParam("<script>", "2026-07-14", bounds)).toBe("2026-07");
    expect(parseMonthParam("0001-01", "2026-07-14", bounds)).toBe("2025-01");
    expect(parseMonthParam("0000-01", "2026-07-14", bounds)).toBe("2025-01");
    expect(parseMonthParam("9999-12", "2026-07-14", bounds)).toBe("2028-03");
  });
});
