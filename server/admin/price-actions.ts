import { texts as allTexts } from "../../content/admin-texts";
import type { ActionOutcome, PriceActionResult } from "../../domain/admin/action-results";
import {
  editableYears,
  priceIntent,
  readGeneralForm,
  readYearPlanForm,
} from "../../domain/admin/price-settings-form";
import { todayOf } from "../../domain/booking/today";
import { readBookingSettings, saveGeneralSettings, saveYearPlan } from "../booking-settings";
import type { AppServices } from "../context";
import type { FormFields } from "../read-form";

const t = allTexts.prices;

type Outcome = ActionOutcome<PriceActionResult>;

/**
 * The Preise tab's posts (after the admin check): the settings for all years, one year's plan, or
 * that year back to the defaults. Every saved change is recorded with `author` (the owner's
 * e-mail).
 */
export async function runPriceAction(
  services: Pick<AppServices, "db" | "now">,
  fields: FormFields,
  author: string,
): Promise<Outcome> {
  const { db, now } = services;
  const by = { email: author, at: now() };
  const saved = (changed: boolean): Outcome => ({
    result: { ok: true, message: changed ? t.saved : t.unchanged },
  });
  const invalid = (result: PriceActionResult): Outcome => ({ refused: "invalid", result });
  /** The form's fields did not pass: each field's message goes back. */
  const invalidForm = (fieldErrors: PriceActionResult["fieldErrors"]) =>
    invalid({ ok: false, message: t.saveFailed, detail: t.errors.form, fieldErrors });

  const intent = priceIntent.safeParse(fields.intent);
  if (!intent.success) return invalid({ ok: false, message: intent.error.issues[0].message });

  if (intent.data === "save-general") {
    const general = readGeneralForm(fields);
    if (!general.ok) return invalidForm(general.errors);
    return saved(await saveGeneralSettings(db, general.value, by));
  }

  const year = Number(fields.year);
  if (!editableYears(await readBookingSettings(db), todayOf(now)).includes(year)) {
    return invalid({ ok: false, message: t.saveFailed, detail: t.errors.year });
  }
  if (intent.data === "reset-year") {
    await saveYearPlan(db, year, null, by);
    return { result: { ok: true, message: t.resetDone } };
  }
  const plan = readYearPlanForm(fields, year);
  if (!plan.ok) return invalidForm(plan.errors);
  return saved(await saveYearPlan(db, year, plan.value, by));
}
