import type { AmountDue } from "./payment-progress";

/** The word after the reference, in German whatever the guest's language: the owners read it. */
const partWords: Record<AmountDue["part"], string> = {
  deposit: "Anzahlung",
  balance: "Restzahlung",
};

/**
 * The remittance text of a guest's transfer, "FW-7KQ2XM Anzahlung": the stay's reference and the
 * part it pays. The one definition, used by the EPC QR code and by the text beside it, so the
 * bank statement the owners read says the same as the code the guest scanned.
 */
export function remittanceText(reference: string, part: AmountDue["part"]): string {
  return `${reference} ${partWords[part]}`;
}
