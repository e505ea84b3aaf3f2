import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { texts } from "../../../../content/admin-texts";
import type { PriceActionResult } from "../../../../domain/admin/action-results";
import {
  euroInput,
  type Fields,
  priceFields,
  readYearPlanForm,
} from "../../../../domain/admin/price-settings-form";
import type { YearPlan } from "../../../../domain/booking/settings";
import { Checkbox, fieldsOf, TextField } from "../../forms/fields";
import { adminButton } from "../buttons";
import { ConfirmDialog } from "../confirm-dialog";
import { useResultToast } from "../use-result-toast";
import { ClosedPeriodFields } from "./closed-period-fields";
import { PlanRows } from "./plan-rows";
import { SeasonFields } from "./season-fields";

const t = texts.prices;
const seasonTexts = { heading: t.seasons, hint: t.seasonsHint, add: t.addSeason };
const closedTexts = { heading: t.closedPeriods, hint: t.closedHint, add: t.addClosed };

/**
 * One year's seasons, closed periods, cleaning fee and tourist tax. The browser checks the form
 * with the server's own reader first; the server's answer marks the fields the same way.
 */
export function YearPlanForm({
  year,
  plan,
  ownPlan,
}: {
  year: number;
  plan: YearPlan;
  ownPlan: boolean;
}) {
  const save = useFetcher<PriceActionResult>();
  const reset = useFetcher<PriceActionResult>();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useResultToast(save, { onOk: () => setClientErrors(null) });
  useResultToast(reset);
  const errors = clientErrors ?? save.data?.fieldErrors ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Fields;
    const result = readYearPlanForm(fields, year);
    if (result.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(result.errors);
  };

  return (
    <save.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      data-testid="year-plan"
    >
      <input type="hidden" name="intent" value="save-year" />
      <input type="hidden" name="year" value={year} />
      <p className="text-sm text-stone-700">
        {ownPlan ? t.ownPlanInUse : t.defaultsInUse} {t.yearHint}
      </p>

      {/* New fields when the saved values change (e.g. back to the defaults). */}
      <PlanFields key={JSON.stringify(plan)} year={year} plan={plan} errors={errors} />

      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t.errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={adminButton.primary} disabled={save.state !== "idle"}>
          {t.save}
        </button>
        {ownPlan && (
          <ConfirmDialog
            action={t.reset}
            buttonClass={adminButton.secondary}
            title={t.confirmReset}
            description={`${t.confirmResetText} (${year})`}
            cancelLabel={t.cancel}
            onConfirm={() =>
              reset.submit({ intent: "reset-year", year: String(year) }, { method: "post" })
            }
          />
        )}
      </div>
    </save.Form>
  );
}

/** The fields of one plan; the owners add and remove seasons and closed periods. */
function PlanFields({
  year,
  plan,
  errors,
}: {
  year: number;
  plan: YearPlan;
  errors: Partial<Record<string, string>>;
}) {
  const rowContext = { year, errors };
  const field = fieldsOf(errors);
  return (
    <>
      <PlanRows texts={seasonTexts} initial={plan.seasons} Row={SeasonFields} {...rowContext} />
      <PlanRows
        texts={closedTexts}
        initial={plan.closedPeriods}
        Row={ClosedPeriodFields}
        {...rowContext}
      />

      <section className="grid gap-4 text-sm sm:grid-cols-2">
        <TextField
          {...field(priceFields.cleaningFee, t.cleaningFee)}
          inputMode="decimal"
          defaultValue={euroInput(plan.cleaningFeeCents)}
        />
        <fieldset className="space-y-2 text-sm">
          <legend className="font-medium">{t.touristTax}</legend>
          <Checkbox
            label={t.taxEnabled}
            name={priceFields.taxEnabled}
            defaultChecked={plan.touristTax.enabled}
          />
          <TextField
            {...field(priceFields.taxAmount, t.taxAmount)}
            inputMode="decimal"
            defaultValue={euroInput(plan.touristTax.amountCents)}
          />
          <Checkbox
            label={t.taxChildrenExempt}
            name={priceFields.taxChildrenExempt}
            defaultChecked={plan.touristTax.childrenExempt}
          />
        </fieldset>
      </section>
    </>
  );
}
