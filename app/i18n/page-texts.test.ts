import { describe, expect, it } from "vitest";
import { resources } from "../../content/texts";
import { pageTexts } from "./page-texts";

describe("pageTexts", () => {
  const german = resources.de;

  it("gives the admin area the shared texts only", () => {
    expect(Object.keys(pageTexts(german, "/admin"))).toEqual(["common"]);
    expect(Object.keys(pageTexts(german, "/admin/anfragen"))).toEqual(["common"]);
  });

  it("gives /buchung the shared texts and its own", () => {
    expect(pageTexts(german, "/buchung")).toEqual({
      common: german.common,
      booking: german.booking,
    });
  });

  it("gives every other page all texts", () => {
    expect(pageTexts(german, "/")).toBe(german);
    expect(pageTexts(german, "/administration")).toBe(german);
  });
});
