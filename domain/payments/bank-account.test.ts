import { describe, expect, it } from "vitest";
import { readBankAccount } from "./bank-account";

describe("readBankAccount", () => {
  it("takes an IBAN written with spaces and in lower case", () => {
    expect(
      readBankAccount({
        holder: " Maria Huber ",
        iban: "at61 1904 3002 3457 3201",
        bic: "bkauatww",
      }),
    ).toEqual({
      ok: true,
      account: { holder: "Maria Huber", iban: "AT611904300234573201", bic: "BKAUATWW" },
    });
  });

  it.each([
    [{ holder: "", iban: "AT611904300234573201" }, "holder"],
    [{ holder: "M", iban: "AT611904300234573202" }, "iban"],
    [{ holder: "M", iban: "not an iban" }, "iban"],
    [{ holder: "M", iban: "AT611904300234573201", bic: "XX" }, "bic"],
  ])("refuses %o (%s)", (fields, problem) => {
    expect(readBankAccount(fields)).toEqual({ ok: false, problem });
  });

  it("keeps no BIC when none is given", () => {
    const read = readBankAccount({ holder: "M", iban: "AT611904300234573201", bic: " " });
    expect(read.ok && read.account.bic).toBeNull();
  });
});
