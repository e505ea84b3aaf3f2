import { describe, expect, it } from "vitest";
import { formatClock, formatNumber } from "./format";

describe("display formats", () => {
  it("groups numbers per language", () => {
    expect(formatNumber("de", 1600)).toBe("1.600");
    expect(formatNumber("en", 1600)).toBe("1,600");
  });

  it("uses the 12-hour clock in English only", () => {
    expect(formatClock("en", "15:00")).toBe("3:00 PM");
    expect(formatClock("en", "08:00")).toBe("8:00 AM");
    expect(formatClock("en", "22:00")).toBe("10:00 PM");
    expect(formatClock("de", "15:00")).toBe("15:00");
    expect(formatClock("it", "08:00")).toBe("08:00");
  });
});
