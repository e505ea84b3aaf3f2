import { expect, it } from "vitest";
import { inquiryRetentionCutoff, mailBodyCutoff } from "./retention";

it("keeps an inquiry for whole calendar months, also across a month's end", () => {
  expect(inquiryRetentionCutoff(new Date("2027-03-15T08:00:00Z"), 24).toISOString()).toBe(
    "2025-03-15T08:00:00.000Z",
  );
  // 31 March minus one month is the last day of February.
  expect(inquiryRetentionCutoff(new Date(2027, 2, 31, 12), 1)).toEqual(new Date(2027, 1, 28, 12));
});

it("removes mail bodies 30 days after sending", () => {
  expect(mailBodyCutoff(new Date(2027, 2, 31, 12))).toEqual(new Date(2027, 2, 1, 12));
});
