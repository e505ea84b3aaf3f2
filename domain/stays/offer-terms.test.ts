import { describe, expect, it } from "vitest";
import { offerProblem, suggestedOfferTerms } from "./offer-terms";

const defaults = {
  depositPercent: 30,
  depositDays: 7,
  balanceDaysBeforeArrival: 30,
  offerHoldDays: 3,
};

describe("suggestedOfferTerms", () => {
  it("asks a whole-euro share as deposit and the rest before arrival", () => {
    expect(suggestedOfferTerms(112_640, "2027-08-07", "2027-03-01", defaults)).toEqual({
      totalCents: 112_640,
      depositCents: 33_800,
      depositDue: "2027-03-08",
      balanceDue: "2027-07-08",
      holdDays: 3,
    });
  });

  it("asks everything at once when the balance would not fall after the deposit", () => {
    expect(suggestedOfferTerms(50_000, "2027-03-20", "2027-03-01", defaults)).toEqual({
      totalCents: 50_000,
      depositCents: 50_000,
      depositDue: "2027-03-08",
      balanceDue: "2027-03-08",
      holdDays: 3,
    });
  });

  it("never makes the deposit due after arrival", () => {
    const terms = suggestedOfferTerms(50_000, "2027-03-04", "2027-03-01", defaults);
    expect(terms.depositDue).toBe("2027-03-04");
    expect(terms.depositCents).toBe(50_000);
  });
});

describe("offerProblem", () => {
  const context = { today: "2027-03-01", arrival: "2027-08-07", quotedCents: 112_640 };
  const good = {
    ...suggestedOfferTerms(112_640, "2027-08-07", "2027-03-01", defaults),
    reason: "",
  };

  it("accepts the suggested terms", () => {
    expect(offerProblem(good, context)).toBeNull();
  });

  it.each([
    [{ totalCents: 0 }, "total"],
    [{ depositCents: 200_000 }, "deposit"],
    [{ depositCents: -1 }, "deposit"],
    [{ depositDue: "2027-02-28" }, "depositDue"],
    [{ balanceDue: "2027-03-07" }, "balanceDue"],
    [{ balanceDue: "2027-08-08" }, "balanceDue"],
    [{ holdDays: 0 }, "holdDays"],
    [{ holdDays: 31 }, "holdDays"],
    [{ totalCents: 100_000 }, "reasonMissing"],
  ] as const)("refuses %o as %s", (change, problem) => {
    expect(offerProblem({ ...good, ...change }, context)).toBe(problem);
  });

  it("takes a changed total with its reason", () => {
    expect(
      offerProblem({ ...good, totalCents: 100_000, reason: "Stammgäste" }, context),
    ).toBeNull();
  });
});
