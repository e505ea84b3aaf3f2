import { expect, it } from "vitest";
import { overlapWarning } from "./overlap-warning";

it("warns before accepting an inquiry another channel's block overlaps, naming the channel", () => {
  const blocks = [
    {
      feedId: "f",
      feedName: "Booking.com",
      uid: "1",
      start: "2026-07-10",
      end: "2026-07-14",
      kind: "blocked" as const,
    },
  ];
  expect(overlapWarning(blocks, { start: "2026-07-12", end: "2026-07-16" })).toBe(
    "Achtung: Der Zeitraum ist in einem anderen Kanal belegt: Booking.com (Nicht verfügbar, 10. Juli 2026 – 14. Juli 2026)",
  );
  expect(overlapWarning(blocks, { start: "2026-07-14", end: "2026-07-16" })).toBeNull();
});
