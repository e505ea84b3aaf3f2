import { expect, it } from "vitest";
import { fill } from "./admin-texts";

it("fills each placeholder once, leaving braces in the values and unknown names alone", () => {
  expect(fill("{name} ({span}) {other}", { name: "Eva {span}", span: 3 })).toBe(
    "Eva {span} (3) {other}",
  );
});
