import { data } from "react-router";
import { texts as allTexts } from "../../content/admin-texts";
import type { PriceActionResult } from "../../domain/admin/action-results";
import {
  editableYears,
  type Fields,
  readGeneralForm,
  readYearPlanForm,
} from "../../domain/admin/price-settings-form";
import { todayOf } from "../../domain/booking/today";
import { readBookingSettings, saveGeneralSettings, saveYearPlan } from "../booking-settings";
import type { AppServices } from "../context";

const t = allTexts.prices;

/**
 * The Preise tab's posts (after the admin check): the settings for all years, one year's plan, or
 * that year back to the defaults. Every saved change is recorded with `author` (the owner's
 * e-mail). `form` is null when the post was no readable form.
 */
export async function handlePriceAction(
  services: Pick<AppServices, "db" | "now">,
  form: FormData | null,
  author: string,
) {
  const { db, now } = services;
  const answer = (result: PriceActionResult, status = 200) =>
    data<PriceActionResult>(result, { status });
  if (!form) return answer({ ok: false, message: allTexts.unreadableForm }, 400);
  const fields = Object.fromEntries(form) as Fields;
  const by = { email: author, at: now() };
  const saved = (changed: boolean) =>
    answer({ ok: true, message: changed ? t.saved : t.unchanged });

  if (fields.intent === "save-general") {
    const general = readGeneralForm(fields);
    if (!general.ok) {
      return answer(
        { ok: false, message: t.saveFailed, detail: t.errors.form, fieldErrors: general.errors },
        400,
      );
    }
    return saved(await saveGeneralSettings(db, general.value, by));
  }

  if (fields.intent !== "save-year" && fields.intent !== "reset-year") {
    return answer({ ok: false, message: "Unbekannte Aktion" }, 400);
  }
  const year = Number(fields.year);
  if (!editableYears(await readBookingSettings(db), todayOf(now)).includes(year)) {
    return answer({ ok: false, message: t.saveFailed, detail: t.errors.year }, 400);
  }
  if (fields.intent === "reset-year") {
    await saveYearPlan(db, year, null, by);
    return answer({ ok: true, message: t.resetDone });
  }
  const plan = readYearPlanForm(fields, year);
  if (!plan.ok) {
    return answer(
      { ok: false, message: t.saveFailed, detail: t.errors.form, fieldErrors: plan.errors },
      400,
    );
  }
  return saved(await saveYearPlan(db, year, plan.value, by));
}
