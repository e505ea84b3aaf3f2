import { describe, expect, it } from "vitest";
import { addDays, addYears, isIsoDate, localIsoDate, parseIsoDate } from "./dates";

describe("ISO dates", () => {
  it("accepts real calendar dates only", () => {
    for (const date of ["2026-07-01", "2028-02-29"]) expect(isIsoDate(date), date).toBe(true);
    for (const date of ["2027-02-29", "2026-13-01", "2026-7-1", "", undefined])
      expect(isIsoDate(date), String(date)).toBe(false);
    expect(parseIsoDate("2026-04-31")).toBeNull();
  });
  it("adds days across month, year and leap-day borders", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("adds years, turning 29 February into 28 February in a common year", () => {
    expect(addYears("2026-05-10", 2)).toBe("2028-05-10");
    expect(addYears("2028-02-29", 2)).toBe("2030-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });
  it("formats a local date without shifting it by the time zone", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
