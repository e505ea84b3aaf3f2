import { describe, expect, it } from "vitest";
import { formatClock, formatDayOfYear, formatPrice } from "./format";

describe("display formats", () => {
  it("formats whole-euro prices per language", () => {
    expect(formatPrice("de", 130)).toBe("130\u00a0€");
    expect(formatPrice("en", 110)).toBe("€110");
    expect(formatPrice("it", 75)).toBe("75\u00a0€");
  });

  it("formats season borders as day and month", () => {
    expect(formatDayOfYear("de", [7, 1])).toBe("1. Juli");
    expect(formatDayOfYear("en", [9, 15])).toBe("15 September");
    expect(formatDayOfYear("it", [10, 31])).toBe("31 ottobre");
  });

  it("uses the 12-hour clock in English only", () => {
    expect(formatClock("en", "15:00")).toBe("3:00 PM");
    expect(formatClock("en", "08:00")).toBe("8:00 AM");
    expect(formatClock("en", "22:00")).toBe("10:00 PM");
    expect(formatClock("de", "15:00")).toBe("15:00");
    expect(formatClock("it", "08:00")).toBe("08:00");
  });
});
