import { describe, expect, it } from "vitest";
import { quoteStay } from "./quote";
import {
  type BookingSettings,
  defaultYearPlan,
  defaultBookingSettings as settings,
} from "./settings";

const couple = { adults: 2, children: 0 };
const quote = (start: string, end: string, guests = couple, using = settings) =>
  quoteStay(using, { start, end }, guests);

const high = { de: "Hauptsaison", en: "High season", it: "Alta stagione" };
const off = { de: "Nebensaison", en: "Off season", it: "Bassa stagione" };

/** 2027 at 145 € in summer with a tax of 2.60 € per adult and night. */
const taxed2027: BookingSettings = {
  general: settings.general,
  years: {
    "2027": {
      ...defaultYearPlan(2027),
      seasons: defaultYearPlan(2027).seasons.map((season) =>
        season.name.de === "Hauptsaison" ? { ...season, rateCents: 14500 } : season,
      ),
      touristTax: { enabled: true, amountCents: 260, childrenExempt: true },
    },
  },
};

describe("price quote", () => {
  it("prices high-season nights plus the 75 EUR cleaning fee (the defaults)", () => {
    expect(quote("2026-07-10", "2026-07-14")).toEqual({
      nights: 4,
      lines: [{ season: high, nights: 4, rateCents: 13000, amountCents: 52000 }],
      cleaningFeeCents: 7500,
      touristTax: [],
      closedNights: 0,
      totalCents: 59500,
    });
  });

  it("prices off-season nights", () => {
    expect(quote("2026-05-01", "2026-05-08")?.totalCents).toBe((7 * 110 + 75) * 100);
  });

  it("prices a stay across the June/July border night by night, in the order of the nights", () => {
    const quoted = quote("2026-06-28", "2026-07-03");
    expect(quoted?.lines).toEqual([
      { season: off, nights: 3, rateCents: 11000, amountCents: 33000 },
      { season: high, nights: 2, rateCents: 13000, amountCents: 26000 },
    ]);
    expect(quoted?.totalCents).toBe((260 + 330 + 75) * 100);
  });

  it("prices a stay across the 15/16 September border night by night", () => {
    // Nights 13, 14, 15 September high; 16, 17 off; departure 18 September.
    const quoted = quote("2026-09-13", "2026-09-18");
    expect(quoted?.nights).toBe(5);
    expect(quoted?.totalCents).toBe((3 * 130 + 2 * 110 + 75) * 100);
  });

  it("leaves departure day unpriced: a stay ending 1 July is all off season", () => {
    expect(quote("2026-06-26", "2026-07-01")?.lines).toEqual([
      { season: off, nights: 5, rateCents: 11000, amountCents: 55000 },
    ]);
  });

  it("counts closed nights without a price", () => {
    const quoted = quote("2026-10-29", "2026-11-03");
    expect(quoted?.closedNights).toBe(2);
    expect(quoted?.totalCents).toBe((3 * 110 + 75) * 100);
  });

  it("uses each year's own rates: a changed year, not the others", () => {
    expect(quote("2027-07-10", "2027-07-17", couple, taxed2027)?.lines[0].rateCents).toBe(14500);
    expect(quote("2026-07-10", "2026-07-17", couple, taxed2027)?.lines[0].rateCents).toBe(13000);
  });

  it("adds the tourist tax as its own line: paying guests × nights × amount, children exempt", () => {
    const family = { adults: 2, children: 1 };
    const quoted = quote("2027-07-03", "2027-07-10", family, taxed2027);
    expect(quoted?.touristTax).toEqual([
      { guests: 2, nights: 7, amountCents: 260, totalCents: 3640 },
    ]);
    // 7 × 145 + 75 + 7 × 2 × 2.60, exactly (no floating point on money).
    expect(quoted?.totalCents).toBe(7 * 14500 + 7500 + 3640);
    const children = {
      ...taxed2027,
      years: {
        "2027": {
          ...taxed2027.years["2027"],
          touristTax: { enabled: true, amountCents: 260, childrenExempt: false },
        },
      },
    };
    expect(quote("2027-07-03", "2027-07-10", family, children)?.touristTax[0].guests).toBe(3);
    // Off: no line at all.
    expect(quote("2026-07-03", "2026-07-10", family, taxed2027)?.touristTax).toEqual([]);
  });

  it("has no quote for an empty or reversed range", () => {
    expect(quote("2026-07-10", "2026-07-10")).toBeNull();
    expect(quote("2026-07-10", "2026-07-01")).toBeNull();
  });

  it("has no quote for invalid dates or an absurdly long range, instead of failing", () => {
    expect(quote("yesterday", "2027-06-15")).toBeNull();
    expect(quote("2026-13-01", "2027-06-15")).toBeNull();
    expect(quote("0001-01-01", "9999-12-31")).toBeNull();
  });
});
