import { texts as allTexts } from "../../content/admin-texts";
import type { ActionOutcome, PriceActionResult } from "../../domain/admin/action-results";
import {
  editableYears,
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

  if (fields.intent === "save-general") {
    const general = readGeneralForm(fields);
    if (!general.ok) return invalidForm(general.errors);
    return saved(await saveGeneralSettings(db, general.value, by));
  }

  if (fields.intent !== "save-year" && fields.intent !== "reset-year") {
    return invalid({ ok: false, message: "Unbekannte Aktion" });
  }
  const year = Number(fields.year);
  if (!editableYears(await readBookingSettings(db), todayOf(now)).includes(year)) {
    return invalid({ ok: false, message: t.saveFailed, detail: t.errors.year });
  }
  if (fields.intent === "reset-year") {
    await saveYearPlan(db, year, null, by);
    return { result: { ok: true, message: t.resetDone } };
  }
  const plan = readYearPlanForm(fields, year);
  if (!plan.ok) return invalidForm(plan.errors);
  return saved(await saveYearPlan(db, year, plan.value, by));
}
