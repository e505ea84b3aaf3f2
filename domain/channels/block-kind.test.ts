import { expect, it } from "vitest";
import { blockKind } from "./block-kind";

it("tells closed dates from stays by the channels' own titles", () => {
  expect(blockKind("Airbnb (Not available)")).toBe("blocked");
  expect(blockKind("CLOSED - Not available")).toBe("blocked");
  expect(blockKind("Blocked")).toBe("blocked");
  expect(blockKind("Reserved")).toBe("reserved");
  expect(blockKind("Reserved - Anna")).toBe("reserved");
  expect(blockKind("")).toBe("reserved");
  expect(blockKind(undefined)).toBe("reserved");
});
