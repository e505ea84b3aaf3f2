import { expect, it } from "vitest";
import { agoText } from "./time-ago";

it("says how long ago, in the owners' words", () => {
  const now = "2026-12-07T18:00:00.000Z";
  const before = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
  expect(agoText(before(0), now)).toBe("gerade eben");
  expect(agoText(before(12), now)).toBe("vor 12 Minuten");
  expect(agoText(before(5 * 60 + 10), now)).toBe("vor 5 Stunden");
  expect(agoText(before(47 * 60), now)).toBe("vor 47 Stunden");
  expect(agoText(before(3 * 24 * 60), now)).toBe("vor 3 Tagen");
  // A clock a little ahead of the database's is not "in 1 minute".
  expect(agoText(new Date(Date.parse(now) + 30_000).toISOString(), now)).toBe("gerade eben");
});
