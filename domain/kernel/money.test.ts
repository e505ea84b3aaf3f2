import { describe, expect, it } from "vitest";
import { euroField, parseEuroAmount } from "./money";

describe("parseEuroAmount", () => {
  it("reads euros as the owners type them", () => {
    expect(parseEuroAmount("338")).toBe(33_800);
    expect(parseEuroAmount(" 338,00 ")).toBe(33_800);
    expect(parseEuroAmount("1.126,40")).toBe(112_640);
    expect(parseEuroAmount("1126.4")).toBe(112_640);
    expect(parseEuroAmount("12.345.678,9")).toBe(1_234_567_890);
    expect(parseEuroAmount("845 €")).toBe(84_500);
  });

  it("takes a minus only where a refund may be", () => {
    expect(parseEuroAmount("-100")).toBeNull();
    expect(parseEuroAmount("-100", { signed: true })).toBe(-10_000);
    expect(parseEuroAmount("−12,50", { signed: true })).toBe(-1_250);
  });

  it("refuses anything else", () => {
    for (const text of ["", "abc", "1,234", "1.12.3", "3,999", "1e3", "--5", undefined]) {
      expect(parseEuroAmount(text, { signed: true }), String(text)).toBeNull();
    }
  });

  it("writes cents back the way it reads them", () => {
    for (const cents of [0, 33_800, 112_640, -10_000, 5]) {
      expect(parseEuroAmount(euroField(cents), { signed: true })).toBe(cents);
    }
  });
});
