import { texts } from "../../content/admin-texts";
import type { ActionOutcome } from "../../domain/admin/action-results";
import type { StayFormResult } from "../../domain/stays/form-results";
import {
  paymentSettingsFields,
  readPaymentSettingsForm,
} from "../../domain/stays/payment-settings-form";
import type { Database } from "../db/client";
import type { FormFields } from "../read-form";
import { savePaymentSettings } from "../stays/payment-settings";

const t = texts.offers.settings;

/** The posted values of the form's own fields, to show again after a refusal. */
function postedValues(fields: FormFields): Record<string, string> {
  return Object.fromEntries(
    Object.values(paymentSettingsFields).map((name) => [name, fields[name] ?? ""]),
  );
}

/**
 * The Zahlungen tab's post (after the admin check): the account and the offer defaults, saved
 * together, or refused with a message at each wrong field and nothing saved.
 */
export async function runPaymentSettingsAction(
  db: Database,
  fields: FormFields,
  by: string,
): Promise<ActionOutcome<StayFormResult>> {
  if (fields.intent !== "save-payment") {
    return { refused: "invalid", result: { ok: false, message: texts.unknownAction } };
  }
  const form = readPaymentSettingsForm(fields);
  if (!form.ok) {
    return {
      refused: "invalid",
      result: {
        ok: false,
        message: t.saveFailed,
        fieldErrors: form.errors,
        values: postedValues(fields),
      },
    };
  }
  await savePaymentSettings(db, form.settings, by);
  return { result: { ok: true, message: t.saved } };
}
