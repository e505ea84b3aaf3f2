import { describe, expect, it } from "vitest";
import { bookableQuote } from "./bookable-quote";
import { defaultBookingSettings as settings } from "./settings";
import { unavailableNights } from "./unavailable-nights";

const today = "2027-03-10";
const blocked = unavailableNights(
  [{ start_date: "2027-08-03", end_date: "2027-08-08", status: "booked" }],
  settings,
);
const guests = { adults: 2, children: 0 };
const quote = (from?: string, to?: string) =>
  bookableQuote({ settings, blocked, today }, { from, to }, guests);

describe("the quote of chosen dates", () => {
  it("prices a stay that can be booked", () => {
    expect(quote("2027-07-10", "2027-07-14")?.totalCents).toBe(4 * 13000 + 7500);
    // Ending on the booked guests' arrival day (changeover).
    expect(quote("2027-07-30", "2027-08-03")?.nights).toBe(4);
  });

  it("gives no total for a range across a closed period, through taken nights or refused", () => {
    // Without the check, the cleaning fee alone: "Gesamt 75 €".
    expect(quote("2027-12-01", "2027-12-08")).toBeNull();
    expect(quote("2027-10-28", "2027-11-05")).toBeNull();
    expect(quote("2027-08-01", "2027-08-10")).toBeNull();
    expect(quote("2027-07-10", "2027-07-12")).toBeNull();
    expect(quote("2027-07-10")).toBeNull();
    expect(quote("2027-07-14", "2027-07-10")).toBeNull();
  });
});
