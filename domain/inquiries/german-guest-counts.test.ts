import { describe, expect, it } from "vitest";
import { guestsOfInquiry } from "../admin/inquiry-guests";
import { germanGuestCounts } from "./german-guest-counts";

describe("germanGuestCounts", () => {
  it.each([
    [1, 0, "1 Erwachsener, 0 Kinder"],
    [1, 1, "1 Erwachsener, 1 Kind"],
    [2, 1, "2 Erwachsene, 1 Kind"],
    [2, 2, "2 Erwachsene, 2 Kinder"],
    [2, 0, "2 Erwachsene, 0 Kinder"],
    [1, 5, "1 Erwachsener, 5 Kinder"],
    [6, 0, "6 Erwachsene, 0 Kinder"],
  ])("%i adults, %i children: %s", (adults, children, text) => {
    expect(germanGuestCounts(adults, children)).toBe(text);
  });

  it("stays readable for the admin, which takes the counts back from the message", () => {
    for (const [adults, children] of [
      [1, 0],
      [1, 1],
      [2, 1],
      [3, 3],
    ])
      expect(
        guestsOfInquiry(adults + children, `${germanGuestCounts(adults, children)}\n\nHallo`),
      ).toEqual({ adults, children, guests: adults + children });
  });
});
