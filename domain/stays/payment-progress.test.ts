import { describe, expect, it } from "vitest";
import { amountsDue, statusAfterPayment } from "./payment-progress";

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

describe("statusAfterPayment", () => {
  const pre = { status: "pre_reserved" as const, statusByHand: false };

  it("books on the deposit and marks paid on everything", () => {
    expect(statusAfterPayment(pre, offer, 29_999)).toBe("pre_reserved");
    expect(statusAfterPayment(pre, offer, 30_000)).toBe("booked");
    expect(statusAfterPayment({ ...pre, status: "booked" }, offer, 100_000)).toBe("paid");
  });

  it("never moves back", () => {
    expect(statusAfterPayment({ ...pre, status: "paid" }, offer, 30_000)).toBe("paid");
  });

  it("leaves a status set by hand, and a cancellation, alone", () => {
    expect(statusAfterPayment({ ...pre, statusByHand: true }, offer, 100_000)).toBe("pre_reserved");
    expect(statusAfterPayment({ status: "cancelled", statusByHand: false }, offer, 100_000)).toBe(
      "cancelled",
    );
  });
});
