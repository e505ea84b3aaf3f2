import { describe, expect, it } from "vitest";
import { detectLanguage, parseAcceptLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it("defaults to German without any signal", () => {
    expect(detectLanguage({})).toBe("de");
  });
  it("prefers the query parameter over everything else", () => {
    expect(detectLanguage({ query: "it", stored: "en", acceptLanguage: "de" })).toBe("it");
  });
  it("uses the stored choice before the browser language", () => {
    expect(detectLanguage({ stored: "en", acceptLanguage: "it-IT,it;q=0.9" })).toBe("en");
  });
  it("uses the best supported browser language", () => {
    expect(detectLanguage({ acceptLanguage: "fr-FR,fr;q=0.9,it;q=0.8,de;q=0.7" })).toBe("it");
    expect(detectLanguage({ acceptLanguage: "de-AT" })).toBe("de");
  });
  it("falls back to English for languages we do not offer", () => {
    expect(detectLanguage({ acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("en");
    expect(detectLanguage({ query: "xx" })).toBe("en");
  });
  it("skips an unsupported query value when a later signal is supported", () => {
    expect(detectLanguage({ query: "fr", stored: "it" })).toBe("it");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeps header order on ties, drops q=0 and *", () => {
    expect(parseAcceptLanguage("en;q=0.5, it, de;q=0.5, fr;q=0, *")).toEqual(["it", "en", "de"]);
  });
  it("returns nothing for an empty header", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
