import { describe, expect, it } from "vitest";
import { toCents } from "../kernel/money";
import { formatCents, kpiYears, yearFigures, yearOfNextArrival } from "./kpis";

describe("KPIs", () => {
  it("parses and formats money exactly", () => {
    expect(toCents("985.5")).toBe(98550);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("0.07")).toBe(7);
    expect(toCents(null)).toBe(0);
    expect(formatCents(98550 + 10 + 20)).toBe("985.80");
    expect(formatCents(5)).toBe("0.05");
  });

  it("lists the years with reservations plus the current year, newest first", () => {
    expect(kpiYears(["2025-07-01", "2027-05-02", "2025-08-01"], 2026)).toEqual([2027, 2026, 2025]);
    expect(kpiYears([], 2026)).toEqual([2026]);
  });

  it("sums nights and revenue per status for stays starting in the year, total without cancelled", () => {
    const figures = yearFigures(
      [
        { startDate: "2027-07-01", endDate: "2027-07-08", status: "booked", offerPrice: "985.50" },
        { startDate: "2027-08-01", endDate: "2027-08-05", status: "paid", offerPrice: "595.00" },
        {
          startDate: "2027-09-01",
          endDate: "2027-09-05",
          status: "pre_reserved",
          offerPrice: null,
        },
        {
          startDate: "2027-06-01",
          endDate: "2027-06-11",
          status: "cancelled",
          offerPrice: "1000.10",
        },
        {
          startDate: "2027-06-20",
          endDate: "2027-06-24",
          status: "pre_reserved",
          offerPrice: "0.1",
        },
        // Another year: not counted.
        { startDate: "2026-07-01", endDate: "2026-07-08", status: "booked", offerPrice: "900.00" },
      ],
      2027,
    );
    expect(figures.nights).toEqual({ pre_reserved: 8, booked: 7, paid: 4, cancelled: 10 });
    expect(figures.revenue).toEqual({
      pre_reserved: "0.10",
      booked: "985.50",
      paid: "595.00",
      cancelled: "1000.10",
    });
    expect(figures.totalRevenue).toBe("1580.60");
    // Booked and paid apart from the pre-reserved: the two totals differ by exactly those.
    expect(figures.firmRevenue).toBe("1580.50");
    expect(toCents(figures.firmRevenue) + toCents(figures.revenue.pre_reserved)).toBe(
      toCents(figures.totalRevenue),
    );
  });

  it("puts booked and paid nights into the month of each night", () => {
    const figures = yearFigures(
      [
        { startDate: "2027-06-29", endDate: "2027-07-03", status: "booked", offerPrice: null },
        { startDate: "2027-07-10", endDate: "2027-07-12", status: "paid", offerPrice: null },
        {
          startDate: "2027-07-20",
          endDate: "2027-07-25",
          status: "pre_reserved",
          offerPrice: null,
        },
        { startDate: "2027-12-30", endDate: "2028-01-02", status: "booked", offerPrice: null },
      ],
      2027,
    );
    expect(figures.occupancy[5]).toBe(2);
    expect(figures.occupancy[6]).toBe(4);
    expect(figures.occupancy[11]).toBe(2);
    expect(figures.occupancy.reduce((a, b) => a + b, 0)).toBe(8);
    expect(figures.channelOccupancy).toEqual(Array(12).fill(0));
  });

  it("counts the nights other channels sold per month as a line of their own", () => {
    const figures = yearFigures(
      [{ startDate: "2027-09-01", endDate: "2027-09-08", status: "booked", offerPrice: "700" }],
      2027,
      [
        { start: "2027-09-12", end: "2027-09-19", kind: "reserved" },
        // Overlapping the own stay: only the 2 nights after it.
        { start: "2027-09-05", end: "2027-09-10", kind: "reserved" },
        { start: "2027-10-01", end: "2027-10-05", kind: "blocked" },
        { start: "2027-12-30", end: "2028-01-03", kind: "reserved" },
      ],
    );
    expect(figures.occupancy[8]).toBe(7);
    expect(figures.channelOccupancy[8]).toBe(7 + 2);
    expect(figures.channelOccupancy[9]).toBe(0);
    expect(figures.channelOccupancy[11]).toBe(2);
  });
});

describe("the year of the next arrival", () => {
  const stay = (startDate: string, status = "booked") => ({
    startDate,
    endDate: startDate,
    status,
    offerPrice: null,
  });

  it("is named while the year shown has no stay and one lies ahead in another", () => {
    expect(yearOfNextArrival([stay("2027-02-01"), stay("2028-01-01")], 2026, "2026-12-07")).toBe(
      2027,
    );
    // A cancelled stay is no stay, neither this year nor ahead.
    const cancelled = [stay("2026-12-20", "cancelled"), stay("2027-01-10", "cancelled")];
    expect(yearOfNextArrival([...cancelled, stay("2027-03-01")], 2026, "2026-12-07")).toBe(2027);
  });

  it("is not named when the year has a stay, or nothing lies ahead", () => {
    expect(yearOfNextArrival([stay("2026-03-01"), stay("2027-02-01")], 2026, "2026-12-07")).toBe(
      null,
    );
    expect(yearOfNextArrival([stay("2025-03-01")], 2026, "2026-12-07")).toBe(null);
    expect(yearOfNextArrival([], 2026, "2026-12-07")).toBe(null);
  });
});
