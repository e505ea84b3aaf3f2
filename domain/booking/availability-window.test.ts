import { describe, expect, it } from "vitest";
import { availabilityStart } from "./availability-window";

describe("availability window", () => {
  it("starts on 1 January of the previous year, whatever the day of this one", () => {
    expect(availabilityStart("2026-01-01")).toBe("2025-01-01");
    expect(availabilityStart("2026-07-15")).toBe("2025-01-01");
    expect(availabilityStart("2026-12-31")).toBe("2025-01-01");
  });
});
