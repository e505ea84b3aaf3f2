import { describe, expect, it } from "vitest";
import { propertyDateOf, todayOf } from "./today";

describe("the date at the apartment", () => {
  it("turns at midnight in Vienna, not in UTC, in winter and in summer", () => {
    expect(propertyDateOf(new Date("2026-11-24T22:59:59.999Z"))).toBe("2026-11-24");
    expect(propertyDateOf(new Date("2026-11-24T23:00:00.000Z"))).toBe("2026-11-25");
    expect(propertyDateOf(new Date("2027-07-01T21:59:59.999Z"))).toBe("2027-07-01");
    expect(propertyDateOf(new Date("2027-07-01T22:00:00.000Z"))).toBe("2027-07-02");
  });

  it("answers for the clock it is given, asked again and again", () => {
    const instants = ["2026-11-24T22:59:30Z", "2026-11-24T23:00:30Z", "2026-11-24T22:59:45Z"];
    expect(instants.map((instant) => todayOf(() => new Date(instant)))).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-24",
    ]);
  });
});
