import { fill, texts } from "../../content/admin-texts";
import { type BankAccount, readBankAccount } from "../payments/bank-account";
import { offerLimits, type PaymentDefaults } from "./offer-terms";

const messages = texts.offers.settings.errors;

/** The names of the Zahlungen form's fields. */
export const paymentSettingsFields = {
  holder: "holder",
  iban: "iban",
  bic: "bic",
  depositPercent: "deposit_percent",
  depositDays: "deposit_days",
  balanceDaysBeforeArrival: "balance_days",
  offerHoldDays: "hold_days",
} as const;

/** What each default may be: a share of the total, and days that fit in a booking's life. */
export const paymentDefaultLimits: Record<keyof PaymentDefaults, { min: number; max: number }> = {
  depositPercent: { min: 0, max: 100 },
  depositDays: { min: 0, max: 90 },
  balanceDaysBeforeArrival: { min: 0, max: 180 },
  offerHoldDays: { min: 1, max: offerLimits.maxHoldDays },
};

export type PaymentSettingsForm =
  | { ok: true; settings: PaymentDefaults & { account: BankAccount } }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The Zahlungen form as posted: the account (readBankAccount: holder, an IBAN that passes its
 * checksum, an optional BIC; its first problem) and the four defaults as whole numbers within
 * their limits. Each field with a problem gets its message; nothing is taken unless all are right.
 */
export function readPaymentSettingsForm(
  fields: Partial<Record<string, string>>,
): PaymentSettingsForm {
  const errors: Partial<Record<string, string>> = {};
  const account = readBankAccount({
    holder: fields[paymentSettingsFields.holder],
    iban: fields[paymentSettingsFields.iban],
    bic: fields[paymentSettingsFields.bic],
  });
  if (!account.ok) errors[paymentSettingsFields[account.problem]] = messages[account.problem];
  const defaults: Partial<PaymentDefaults> = {};
  for (const key of Object.keys(paymentDefaultLimits) as (keyof PaymentDefaults)[]) {
    const { min, max } = paymentDefaultLimits[key];
    const text = (fields[paymentSettingsFields[key]] ?? "").trim();
    const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(value) && value >= min && value <= max) defaults[key] = value;
    else errors[paymentSettingsFields[key]] = fill(messages.whole, { min, max });
  }
  if (!account.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: { ...(defaults as PaymentDefaults), account: account.account },
  };
}
