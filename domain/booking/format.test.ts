import { describe, expect, it } from "vitest";
import { formatDate, formatEuroCents, formatMonthDay, formatWeekdays } from "./format";

describe("formatting for the page language", () => {
  it("formats euro cents: whole euros without decimals, others with two", () => {
    expect(formatEuroCents("de", 59500)).toMatch(/^595\s€$/);
    expect(formatEuroCents("en", 59500)).toBe("€595");
    expect(formatEuroCents("it", 1234500)).toMatch(/^12\.345\s€$/);
    expect(formatEuroCents("de", 1250)).toMatch(/^12,50\s€$/);
    expect(formatEuroCents("en", 260)).toBe("€2.60");
  });

  it("shows cents always for the admin's figures, grouping with a dot", () => {
    expect(formatEuroCents("de", 162050, { alwaysCents: true })).toBe("1.620,50\u00a0€");
    expect(formatEuroCents("de", 7500, { alwaysCents: true })).toBe("75,00\u00a0€");
  });

  it("formats dates without a time-zone shift", () => {
    expect(formatDate("de", "2026-07-10")).toBe("10. Juli 2026");
    expect(formatDate("en", "2026-07-10")).toBe("10 July 2026");
    expect(formatDate("it", "2026-07-10")).toBe("10 luglio 2026");
    expect(formatMonthDay("de", "2027-09-15")).toBe("15. September");
    expect(formatMonthDay("en", "2027-07-01")).toBe("1 July");
    expect(formatMonthDay("it", "2027-10-31")).toBe("31 ottobre");
  });

  it("names weekdays, Monday = 1, as alternatives", () => {
    expect(formatWeekdays("de", [6])).toBe("Samstag");
    expect(formatWeekdays("de", [6, 7])).toBe("Samstag oder Sonntag");
    expect(formatWeekdays("en", [1, 5])).toBe("Monday or Friday");
    expect(formatWeekdays("it", [6])).toBe("sabato");
  });
});
