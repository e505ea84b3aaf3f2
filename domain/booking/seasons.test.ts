import { describe, expect, it } from "vitest";
import { isWinterNight, nightlyRate, seasonOf } from "./seasons";

describe("seasons and nightly rates", () => {
  it("high season is 1 July to 15 September at 130 EUR", () => {
    for (const night of ["2026-07-01", "2026-08-15", "2026-09-15"]) {
      expect(seasonOf(night), night).toBe("high");
      expect(nightlyRate(night)).toBe(130);
    }
  });
  it("off season is 1 May to 30 June and 16 September to 31 October at 110 EUR", () => {
    for (const night of ["2026-05-01", "2026-06-30", "2026-09-16", "2026-10-31"]) {
      expect(seasonOf(night), night).toBe("off");
      expect(nightlyRate(night)).toBe(110);
    }
  });
  it("is closed 1 November to 30 April, including 29 February", () => {
    for (const night of ["2026-11-01", "2026-12-31", "2027-01-01", "2028-02-29", "2027-04-30"]) {
      expect(seasonOf(night), night).toBe("closed");
      expect(nightlyRate(night)).toBeNull();
      expect(isWinterNight(night)).toBe(true);
    }
    expect(isWinterNight("2027-05-01")).toBe(false);
    expect(isWinterNight("2026-10-31")).toBe(false);
  });
  it("changes exactly at the borders", () => {
    expect(seasonOf("2026-06-30")).toBe("off");
    expect(seasonOf("2026-07-01")).toBe("high");
    expect(seasonOf("2026-09-15")).toBe("high");
    expect(seasonOf("2026-09-16")).toBe("off");
    expect(seasonOf("2026-04-30")).toBe("closed");
    expect(seasonOf("2026-05-01")).toBe("off");
  });
});
