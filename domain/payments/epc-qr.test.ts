import { describe, expect, it } from "vitest";
import { epcPayload } from "./epc-qr";

const order = {
  name: "Maria Huber",
  iban: "AT611904300234573201",
  bic: "BKAUATWW",
  amountCents: 33_800,
  remittance: "FW-7KQ2XM Anzahlung",
};

describe("epcPayload", () => {
  it("writes version 002 in UTF-8 with amount and reference", () => {
    expect(epcPayload(order).split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "BKAUATWW",
      "Maria Huber",
      "AT611904300234573201",
      "EUR338.00",
      "",
      "",
      "FW-7KQ2XM Anzahlung",
    ]);
  });

  it("leaves the BIC line empty when there is none, and writes cents exactly", () => {
    const lines = epcPayload({ ...order, bic: null, amountCents: 5 }).split("\n");
    expect(lines[4]).toBe("");
    expect(lines[7]).toBe("EUR0.05");
  });

  it("refuses no amount", () => {
    expect(() => epcPayload({ ...order, amountCents: 0 })).toThrow(RangeError);
  });
});
