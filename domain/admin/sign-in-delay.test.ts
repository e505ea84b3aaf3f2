import { describe, expect, it } from "vitest";
import {
  failureMemorySeconds,
  freeFailures,
  maxWaitSeconds,
  secondsToWait,
  waitAfterFailures,
} from "./sign-in-delay";

describe("per-account sign-in delay", () => {
  it("lets the first few failures pass, then doubles the wait up to the cap", () => {
    const waits = Array.from({ length: 20 }, (_, failures) => waitAfterFailures(failures));
    expect(waits.slice(0, freeFailures)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(freeFailures, freeFailures + 4)).toEqual([1, 2, 4, 8]);
    for (let i = freeFailures + 1; i < waits.length; i++) {
      expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    }
    expect(Math.max(...waits)).toBe(maxWaitSeconds);
    expect(waitAfterFailures(10_000)).toBe(maxWaitSeconds);
  });

  it("counts down from the last failure and never beyond the cap", () => {
    const last = new Date("2026-05-01T10:00:00Z");
    const at = (seconds: number) => new Date(last.getTime() + seconds * 1000);
    expect(secondsToWait(freeFailures + 3, last, at(0))).toBe(8);
    expect(secondsToWait(freeFailures + 3, last, at(5.5))).toBe(3);
    expect(secondsToWait(freeFailures + 3, last, at(8))).toBe(0);
    expect(secondsToWait(500, last, at(0))).toBe(maxWaitSeconds);
    expect(secondsToWait(500, last, at(maxWaitSeconds))).toBe(0);
    expect(secondsToWait(500, last, at(failureMemorySeconds))).toBe(0);
  });
});
