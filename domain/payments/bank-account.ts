import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { hasControlCharacters } from "../forms/control-characters";

/** The owners' account, as the guests' transfers need it. */
export interface BankAccount {
  holder: string;
  /** Electronic format: upper case, no spaces. */
  iban: string;
  bic: string | null;
}

export type BankAccountProblem = "holder" | "iban" | "bic";

/**
 * The account from the owners' form, or what is wrong with it: a holder of 1 to 70 characters,
 * an IBAN of a SEPA country that passes its checksum (written with or without spaces), and a
 * BIC that is valid when given.
 */
export function readBankAccount(fields: {
  holder?: string;
  iban?: string;
  bic?: string;
}): { ok: true; account: BankAccount } | { ok: false; problem: BankAccountProblem } {
  const holder = (fields.holder ?? "").trim();
  if (holder === "" || holder.length > 70 || hasControlCharacters(holder)) {
    return { ok: false, problem: "holder" };
  }
  const iban = electronicFormatIBAN(fields.iban ?? "") ?? "";
  if (!isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) return { ok: false, problem: "iban" };
  const bic = (fields.bic ?? "").replace(/\s/g, "").toUpperCase();
  if (bic !== "" && !isValidBIC(bic)) return { ok: false, problem: "bic" };
  return { ok: true, account: { holder, iban, bic: bic === "" ? null : bic } };
}
