import { describe, expect, it } from "vitest";
import { formatClock, formatNumber } from "./format";

describe("display formats", () => {
  it("groups numbers per language", () => {
    expect(formatNumber("de", 1600)).toBe("1.600");
    expect(formatNumber("en", 1600)).toBe("1,600");
  });

  it("uses the 12-hour clock in English only", () => {
    const english = ["15:00", "08:00", "22:00"].map((time) => formatClock("en", time));
    expect(english).toEqual(["3:00 PM", "8:00 AM", "10:00 PM"]);
    expect(formatClock("de", "15:00")).toBe("15:00");
    expect(formatClock("it", "08:00")).toBe("08:00");
  });
});
