import { describe, expect, it } from "vitest";
import { amountsAsked, amountsDue } from "./payment-progress";

const offer = {
  totalCents: 100_000,
  depositCents: 30_000,
  depositDue: "2027-03-08",
  balanceDue: "2027-07-08",
};

describe("amountsDue", () => {
  it("pays the deposit first, then the balance", () => {
    expect(amountsDue(offer, 0).map((part) => part.openCents)).toEqual([30_000, 70_000]);
    expect(amountsDue(offer, 30_000).map((part) => part.openCents)).toEqual([0, 70_000]);
    expect(amountsDue(offer, 50_000).map((part) => part.openCents)).toEqual([0, 50_000]);
    expect(amountsDue(offer, 120_000).map((part) => part.openCents)).toEqual([0, 0]);
  });

  it("leaves out a part of nothing", () => {
    const once = { ...offer, depositCents: 100_000, balanceDue: offer.depositDue };
    expect(amountsDue(once, 0)).toEqual([
      { part: "deposit", amountCents: 100_000, due: "2027-03-08", openCents: 100_000 },
    ]);
  });
});

describe("amountsAsked", () => {
  it("takes the offer's amounts, else the typed price with no deposit first", () => {
    expect(amountsAsked(offer, "999.00")).toEqual({
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
    });
    expect(amountsAsked(null, "985.50")).toEqual({ totalCents: 98_550, depositCents: 0 });
    expect(amountsAsked(null, null)).toBeNull();
  });
});
