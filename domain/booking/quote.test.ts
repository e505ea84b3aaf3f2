import { describe, expect, it } from "vitest";
import { quoteStay } from "./quote";

describe("price quote", () => {
  it("prices high-season nights plus the 75 EUR cleaning fee", () => {
    expect(quoteStay("2026-07-10", "2026-07-14")).toEqual({
      nights: 4,
      lines: [{ season: "high", nights: 4, rate: 130, amount: 520 }],
      cleaningFee: 75,
      closedNights: 0,
      total: 595,
    });
  });
  it("prices off-season nights", () => {
    expect(quoteStay("2026-05-01", "2026-05-08")?.total).toBe(7 * 110 + 75);
  });
  it("prices a stay across the June/July border night by night", () => {
    const quote = quoteStay("2026-06-28", "2026-07-03");
    expect(quote?.lines).toEqual([
      { season: "high", nights: 2, rate: 130, amount: 260 },
      { season: "off", nights: 3, rate: 110, amount: 330 },
    ]);
    expect(quote?.total).toBe(260 + 330 + 75);
  });
  it("prices a stay across the 15/16 September border night by night", () => {
    // Nights 13, 14, 15 September high; 16, 17 off; departure 18 September.
    const quote = quoteStay("2026-09-13", "2026-09-18");
    expect(quote?.nights).toBe(5);
    expect(quote?.total).toBe(3 * 130 + 2 * 110 + 75);
  });
  it("leaves departure day unpriced: a stay ending 1 July is all off season", () => {
    expect(quoteStay("2026-06-26", "2026-07-01")?.lines).toEqual([
      { season: "off", nights: 5, rate: 110, amount: 550 },
    ]);
  });
  it("counts closed nights without a price", () => {
    const quote = quoteStay("2026-10-29", "2026-11-03");
    expect(quote?.closedNights).toBe(2);
    expect(quote?.total).toBe(3 * 110 + 75);
  });
  it("has no quote for an empty or reversed range", () => {
    expect(quoteStay("2026-07-10", "2026-07-10")).toBeNull();
    expect(quoteStay("2026-07-10", "2026-07-01")).toBeNull();
  });
  it("has no quote for invalid dates or an absurdly long range, instead of failing", () => {
    expect(quoteStay("yesterday", "2027-06-15")).toBeNull();
    expect(quoteStay("2026-13-01", "2027-06-15")).toBeNull();
    expect(quoteStay("0001-01-01", "9999-12-31")).toBeNull();
  });
});
