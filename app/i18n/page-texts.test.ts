import { describe, expect, it } from "vitest";
import { resources } from "../../content/texts";
import { pageTexts } from "./page-texts";

describe("pageTexts", () => {
  const german = resources.de;

  it("gives the admin area the shared texts only", () => {
    expect(Object.keys(pageTexts(german, "/admin"))).toEqual(["common"]);
    expect(Object.keys(pageTexts(german, "/admin/anfragen"))).toEqual(["common"]);
  });

  it("gives every other page all texts", () => {
    expect(pageTexts(german, "/")).toBe(german);
    expect(pageTexts(german, "/buchung")).toBe(german);
    expect(pageTexts(german, "/administration")).toBe(german);
  });
});
