import { describe, expect, it } from "vitest";
import { hydrationOf } from "./hydration";

describe("hydrationOf", () => {
  it("hydrates at once unless a matched route says otherwise", () => {
    expect(hydrationOf([undefined, {}])).toBe(true);
  });

  it("takes the strictest declaration: none over on interaction over at once", () => {
    expect(hydrationOf([{}, { hydrate: "on-interaction" }])).toBe("on-interaction");
    expect(hydrationOf([{ hydrate: "on-interaction" }, { hydrate: false }])).toBe(false);
  });
});
