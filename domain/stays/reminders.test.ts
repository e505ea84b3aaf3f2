import { describe, expect, it } from "vitest";
import { remindersDue, type StayForReminders } from "./reminders";

const stay: StayForReminders = {
  status: "pre_reserved",
  offerState: "accepted",
  holdUntil: null,
  arrival: "2027-08-07",
  totalCents: 100_000,
  depositCents: 30_000,
  depositDue: "2027-03-08",
  balanceDue: "2027-07-08",
  receivedCents: 0,
};
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const on = (day: string, change: Partial<StayForReminders> = {}) =>
  remindersDue({ ...stay, ...change }, day, noon(day));

describe("remindersDue", () => {
  it("reminds of an open offer on its last day only", () => {
    const offer = { offerState: "open" as const, holdUntil: new Date("2027-03-04T10:00:00Z") };
    expect(on("2027-03-02", offer)).toEqual([]);
    expect(on("2027-03-03", offer)).toEqual(["offer_expiring"]);
    expect(on("2027-03-04", offer)).toEqual([]);
  });

  it("reminds of the deposit two days ahead, then says it is overdue", () => {
    expect(on("2027-03-05")).toEqual([]);
    expect(on("2027-03-06")).toEqual(["deposit_due"]);
    expect(on("2027-03-08")).toEqual(["deposit_due"]);
    expect(on("2027-03-09")).toEqual(["deposit_overdue"]);
  });

  it("reminds of the balance from its day, once the deposit is in", () => {
    const booked = { status: "booked" as const, receivedCents: 30_000 };
    expect(on("2027-07-07", booked)).toEqual([]);
    expect(on("2027-07-08", booked)).toEqual(["balance_due"]);
    expect(on("2027-08-07", booked)).toEqual([]);
    expect(on("2027-07-08", { ...booked, receivedCents: 100_000 })).toEqual([]);
  });

  it("sends nothing for a cancelled stay or an offer that ran out", () => {
    expect(on("2027-03-09", { status: "cancelled" })).toEqual([]);
    expect(on("2027-03-09", { offerState: "expired" })).toEqual([]);
  });
});
