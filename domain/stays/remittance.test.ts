import { expect, it } from "vitest";
import { epcPayload } from "../payments/epc-qr";
import { remittanceText } from "./remittance";

it("names the reference and the part, in German for the owners", () => {
  expect(remittanceText("FW-7KQ2XM", "deposit")).toBe("FW-7KQ2XM Anzahlung");
  expect(remittanceText("FW-7KQ2XM", "balance")).toBe("FW-7KQ2XM Restzahlung");
});

it("fits an EPC code's remittance line whole", () => {
  const remittance = remittanceText("FW-7KQ2XM", "balance");
  const payload = epcPayload({
    name: "Maria Gruber",
    iban: "AT611904300234573201",
    bic: null,
    amountCents: 78_840,
    remittance,
  });
  expect(payload.split("\n").at(-1)).toBe(remittance);
});
