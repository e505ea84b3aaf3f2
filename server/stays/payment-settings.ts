import { eq, sql } from "drizzle-orm";
import type { BankAccount } from "../../domain/payments/bank-account";
import type { PaymentDefaults } from "../../domain/stays/offer-terms";
import type { Database } from "../db/client";
import { paymentSettings } from "../db/schema";

export interface PaymentSettings extends PaymentDefaults {
  /** Null until the owners have entered their account. */
  account: BankAccount | null;
}

type Reader = Pick<Database, "select">;

/** The owners' account and payment defaults (the table's defaults until they saved theirs). */
export async function readPaymentSettings(db: Reader): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  const defaults = {
    depositPercent: paymentSettings.depositPercent.default as number,
    depositDays: paymentSettings.depositDays.default as number,
    balanceDaysBeforeArrival: paymentSettings.balanceDaysBeforeArrival.default as number,
    offerHoldDays: paymentSettings.offerHoldDays.default as number,
  };
  if (!row) return { ...defaults, account: null };
  return {
    depositPercent: row.depositPercent,
    depositDays: row.depositDays,
    balanceDaysBeforeArrival: row.balanceDaysBeforeArrival,
    offerHoldDays: row.offerHoldDays,
    account: row.iban ? { holder: row.accountHolder, iban: row.iban, bic: row.bic } : null,
  };
}

export async function savePaymentSettings(
  db: Database,
  settings: PaymentDefaults & { account: BankAccount },
  by: string,
) {
  const values = {
    accountHolder: settings.account.holder,
    iban: settings.account.iban,
    bic: settings.account.bic,
    depositPercent: settings.depositPercent,
    depositDays: settings.depositDays,
    balanceDaysBeforeArrival: settings.balanceDaysBeforeArrival,
    offerHoldDays: settings.offerHoldDays,
    updatedAt: sql`now()`,
    updatedBy: by,
  };
  await db
    .insert(paymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
}
