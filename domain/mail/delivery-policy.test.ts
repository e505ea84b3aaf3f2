import { expect, it } from "vitest";
import { afterFailure, isPermanentRefusal, maxAttempts, retryDelayMs } from "./delivery-policy";

const now = new Date("2027-03-01T10:00:00Z");

it("backs off from 30 seconds, doubling, up to one hour", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20)).toBe(3_600_000);
});

it("treats SMTP 5xx answers as permanent, 4xx and no answer as temporary", () => {
  expect([550, 553, 554, 500].map(isPermanentRefusal)).toEqual([true, true, true, true]);
  expect([421, 450, 451, undefined, 250].map(isPermanentRefusal)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

it("gives up at once on a permanent refusal", () => {
  expect(afterFailure({ attempts: 1, responseCode: 550, now })).toEqual({ status: "failed" });
});

it("retries a temporary failure until the last attempt, then gives up", () => {
  expect(afterFailure({ attempts: 1, responseCode: 421, now })).toEqual({
    status: "pending",
    retryAt: new Date(now.getTime() + 30_000),
  });
  expect(afterFailure({ attempts: maxAttempts - 1, responseCode: undefined, now }).status).toBe(
    "pending",
  );
  expect(afterFailure({ attempts: maxAttempts, responseCode: undefined, now })).toEqual({
    status: "failed",
  });
});

it("gives up after about half a day of a silent mail server", () => {
  const waited = Array.from({ length: maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
    (sum, ms) => sum + ms,
    0,
  );
  expect(waited / 3_600_000).toBeGreaterThan(12);
  expect(waited / 3_600_000).toBeLessThan(14);
});
