/**
 * The text of an EPC QR code ("GiroCode", European Payments Council guideline EPC069-12,
 * version 002): a SEPA credit transfer the guest's banking app fills in by scanning. UTF-8,
 * the BIC optional (version 002 within the EEA), the amount in euro with a dot, and the
 * reference as unstructured remittance text. Lines left empty at the end are omitted.
 */
export interface TransferOrder {
  name: string;
  /** Electronic format: no spaces, upper case. */
  iban: string;
  bic: string | null;
  amountCents: number;
  /** At most 140 characters. */
  remittance: string;
}

const limits = { name: 70, remittance: 140, payloadBytes: 331 } as const;

export function epcPayload(order: TransferOrder): string {
  if (!Number.isInteger(order.amountCents) || order.amountCents < 1) {
    throw new RangeError("An EPC transfer needs an amount of at least 0.01 euro");
  }
  if (order.amountCents > 99_999_999_999) throw new RangeError("Amount above the EPC limit");
  const euros = `${Math.floor(order.amountCents / 100)}.${String(order.amountCents % 100).padStart(2, "0")}`;
  const lines = [
    "BCD",
    "002",
    "1",
    "SCT",
    order.bic ?? "",
    order.name.slice(0, limits.name),
    order.iban,
    `EUR${euros}`,
    "",
    "",
    order.remittance.slice(0, limits.remittance),
  ];
  const payload = lines.join("\n");
  if (new TextEncoder().encode(payload).length > limits.payloadBytes) {
    throw new RangeError("EPC payload longer than 331 bytes");
  }
  return payload;
}
