import { describe, expect, it } from "vitest";
import { formatDate, formatEuro, formatMonthDay } from "./format";

describe("formatting for the page language", () => {
  it("formats euros", () => {
    expect(formatEuro("de", 595)).toMatch(/^595\s€$/);
    expect(formatEuro("en", 595)).toBe("€595");
    expect(formatEuro("it", 12345)).toMatch(/^12\.345\s€$/);
    expect(formatEuro("de", 12.5)).toMatch(/^12,50\s€$/);
  });
  it("formats dates without a time-zone shift", () => {
    expect(formatDate("de", "2026-07-10")).toBe("10. Juli 2026");
    expect(formatDate("en", "2026-07-10")).toBe("10 July 2026");
    expect(formatDate("it", "2026-07-10")).toBe("10 luglio 2026");
    expect(formatMonthDay("de", [9, 15])).toBe("15. September");
  });
});
