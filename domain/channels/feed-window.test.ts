import { expect, it } from "vitest";
import type { ImportedBlock } from "./block-changes";
import { feedWindow, fitToWindow } from "./feed-window";

const block = (uid: string, start: string, end: string): ImportedBlock => ({
  uid,
  start,
  end,
  kind: "reserved",
});

it("reaches from the calendars' first day to a year past the last arrival", () => {
  expect(feedWindow("2026-03-10", "2028-03-10")).toEqual({
    start: "2025-01-01",
    end: "2029-03-10",
  });
});

it("keeps stays inside, cuts the far future and leaves out what cannot be a stay", () => {
  const window = { start: "2025-01-01", end: "2029-03-10" };
  const { blocks, outside } = fitToWindow(
    [
      block("summer", "2026-07-10", "2026-07-14"),
      block("forever", "0001-01-01", "9999-12-31"),
      block("old", "2020-05-01", "2020-05-08"),
      block("running-since-long", "2024-12-31", "2026-04-01"),
      block("far", "2030-01-01", "2030-01-05"),
      block("closed-after", "2028-11-01", "9999-12-31"),
      block("first-day", "2025-01-01", "2025-01-03"),
    ],
    window,
  );
  expect(blocks).toEqual([
    block("summer", "2026-07-10", "2026-07-14"),
    block("closed-after", "2028-11-01", "2029-03-10"),
    block("first-day", "2025-01-01", "2025-01-03"),
  ]);
  expect(outside).toEqual({ ...window, ignored: 4, clipped: 1 });
});

it("notes nothing when every event fits", () => {
  const window = { start: "2025-01-01", end: "2029-03-10" };
  expect(fitToWindow([block("a", "2026-07-10", "2026-07-14")], window).outside).toBeNull();
});
