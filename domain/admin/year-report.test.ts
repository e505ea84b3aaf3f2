import { expect, it } from "vitest";
import { defaultBookingSettings, isOpenNight } from "../booking/settings";
import { yearReport, yearReportCsv } from "./year-report";

/** The default plan: open 1 May to 31 October (184 nights), closed the rest of the year. */
const open = (night: string) => isOpenNight(defaultBookingSettings, night);

const stays = [
  // 7 nights in July, 700.00 €: 100.00 € a night.
  { startDate: "2027-07-01", endDate: "2027-07-08", status: "booked", offerPrice: "700.00" },
  // 30 August – 2 September: 2 nights in August, 1 in September; 100.01 € over 3 nights:
  // 33.34 + 33.34 + 33.33.
  { startDate: "2027-08-30", endDate: "2027-09-02", status: "paid", offerPrice: "100.01" },
  // Nights without a price still count as occupied.
  { startDate: "2027-08-10", endDate: "2027-08-14", status: "paid", offerPrice: null },
  // Not counted: pre-reserved and cancelled.
  { startDate: "2027-08-01", endDate: "2027-08-05", status: "pre_reserved", offerPrice: "400" },
  { startDate: "2027-09-01", endDate: "2027-09-05", status: "cancelled", offerPrice: "400" },
  // Sold in the closed season: its nights become bookable.
  { startDate: "2027-12-30", endDate: "2028-01-02", status: "booked", offerPrice: "300.00" },
  // The year before.
  { startDate: "2026-07-10", endDate: "2026-07-20", status: "paid", offerPrice: "1200.00" },
];

it("counts bookable and occupied nights, occupancy, revenue and the average rate per month, by hand", () => {
  const report = yearReport(stays, 2027, open);
  const month = (m: number) => report.months[m - 1];
  expect(month(1)).toEqual({
    bookableNights: 0,
    occupiedNights: 0,
    ownNights: 0,
    channelNights: 0,
    occupancy: null,
    revenueCents: 0,
    averageRateCents: null,
  });
  expect(month(5)).toMatchObject({ bookableNights: 31, occupiedNights: 0, occupancy: 0 });
  expect(month(7)).toEqual({
    bookableNights: 31,
    occupiedNights: 7,
    ownNights: 7,
    channelNights: 0,
    occupancy: 7 / 31,
    revenueCents: 70000,
    averageRateCents: 10000,
  });
  // August: 2 nights of the paid stay (33.34 € each) and 4 without a price.
  expect(month(8)).toEqual({
    bookableNights: 31,
    occupiedNights: 6,
    ownNights: 6,
    channelNights: 0,
    occupancy: 6 / 31,
    revenueCents: 6668,
    averageRateCents: 1111,
  });
  expect(month(9)).toMatchObject({ bookableNights: 30, occupiedNights: 1, revenueCents: 3333 });
  // December: closed, but the nights of 30 and 31 December were sold (100.00 € each).
  expect(month(12)).toEqual({
    bookableNights: 2,
    occupiedNights: 2,
    ownNights: 2,
    channelNights: 0,
    occupancy: 1,
    revenueCents: 20000,
    averageRateCents: 10000,
  });
  expect(report.total).toEqual({
    bookableNights: 184 + 2,
    occupiedNights: 7 + 6 + 1 + 2,
    ownNights: 16,
    channelNights: 0,
    occupancy: 16 / 186,
    revenueCents: 70000 + 6668 + 3333 + 20000,
    averageRateCents: 6250,
  });
  // Every cent of the booked and paid prices of the year's nights is counted once.
  expect(report.total.revenueCents).toBe(70000 + 10001 + 20000);
});

it("counts the nights other channels sold in the occupancy, apart from the own nights and revenue", () => {
  const blocks = [
    // An Airbnb stay of 6 nights in September.
    { start: "2027-09-10", end: "2027-09-16", kind: "reserved" },
    // Its copy on another channel: the same nights count once.
    { start: "2027-09-10", end: "2027-09-16", kind: "reserved" },
    // Closed dates on a channel are not sold nights.
    { start: "2027-09-20", end: "2027-09-25", kind: "blocked" },
    // A double booking with the own stay of 1 September (1 night in September): counted once,
    // for the own stay; 2 more nights of the channel's.
    { start: "2027-09-01", end: "2027-09-04", kind: "reserved" },
    // Sold by a channel in the closed season: its nights become bookable.
    { start: "2027-11-05", end: "2027-11-07", kind: "reserved" },
  ];
  const report = yearReport(stays, 2027, open, blocks);
  expect(report.months[8]).toEqual({
    bookableNights: 30,
    occupiedNights: 1 + 6 + 2,
    ownNights: 1,
    channelNights: 6 + 2,
    occupancy: 9 / 30,
    revenueCents: 3333,
    averageRateCents: 3333,
  });
  expect(report.months[10]).toMatchObject({ bookableNights: 2, channelNights: 2, occupancy: 1 });
  expect(report.total).toMatchObject({
    occupiedNights: 16 + 10,
    ownNights: 16,
    channelNights: 10,
    bookableNights: 186 + 2,
  });
  // Without the blocks, the same own figures.
  expect(yearReport(stays, 2027, open).total.revenueCents).toBe(report.total.revenueCents);
});

it("splits a stay over New Year between the two years", () => {
  const next = yearReport(stays, 2028, open);
  expect(next.months[0]).toMatchObject({ occupiedNights: 1, revenueCents: 10000 });
});

it("writes the year beside the previous one as CSV", () => {
  const csv = yearReportCsv(yearReport(stays, 2027, open), yearReport(stays, 2026, open));
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(14);
  expect(lines[0]).toBe(
    '"month","bookable_nights_2027","occupied_nights_2027","occupancy_percent_2027","revenue_eur_2027","average_rate_eur_2027","bookable_nights_2026","occupied_nights_2026","occupancy_percent_2026","revenue_eur_2026","average_rate_eur_2026"',
  );
  expect(lines[7]).toBe('"2027-07",31,7,"22.6","700.00","100.00",31,10,"32.3","1200.00","120.00"');
  expect(lines[1]).toBe('"2027-01",0,0,"","0.00","",0,0,"","0.00",""');
  expect(lines[13]).toBe('"2027",186,16,"8.6","1000.01","62.50",184,10,"5.4","1200.00","120.00"');
});
