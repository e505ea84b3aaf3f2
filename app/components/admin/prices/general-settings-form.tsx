import { useFetcher } from "react-router";
import { texts } from "../../../../content/admin-texts";
import type { PriceActionResult } from "../../../../domain/admin/action-results";
import { priceFields } from "../../../../domain/admin/price-settings-form";
import type { GeneralSettings } from "../../../../domain/booking/settings";
import { fieldsOf, TextField } from "../../forms/fields";
import { adminButton } from "../buttons";
import { useResultToast } from "../use-result-toast";

const t = texts.prices;

/** The booking horizon and the guest limit: the same for every year. */
export function GeneralSettingsForm({ general }: { general: GeneralSettings }) {
  const save = useFetcher<PriceActionResult>();
  useResultToast(save);
  const field = fieldsOf(save.data?.fieldErrors ?? {});
  return (
    <save.Form method="post" noValidate className="space-y-3" data-testid="general-settings">
      <input type="hidden" name="intent" value="save-general" />
      <p className="text-sm text-stone-600">{t.generalHint}</p>
      <div className="grid gap-4 text-sm sm:grid-cols-3">
        {(["horizonYears", "maxGuests"] as const).map((key) => (
          <TextField
            key={key}
            {...field(priceFields[key], t[key])}
            type="number"
            min={1}
            step={1}
            defaultValue={general[key]}
          />
        ))}
        <div className="flex items-end">
          <button type="submit" disabled={save.state !== "idle"} className={adminButton.primary}>
            {t.save}
          </button>
        </div>
      </div>
    </save.Form>
  );
}
