import { texts } from "../../../../content/admin-texts";
import { euroInput, priceFields } from "../../../../domain/admin/price-settings-form";
import type { Season } from "../../../../domain/booking/settings";
import { Checkbox, DateField, fieldsOf, TextField } from "../../forms/fields";
import { smallButton } from "../confirm-dialog";
import type { PlanRowProps } from "./plan-rows";

const t = texts.prices;

/** One season of the year form: names, nights, rate, minimum stay, arrival weekdays. */
export function SeasonFields(props: PlanRowProps<Season>) {
  const { index, value: season, year, errors } = props;
  const field = fieldsOf(errors);
  const name = (part: Parameters<typeof priceFields.season>[1]) => priceFields.season(index, part);
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm sm:grid-cols-3"
      data-testid="season"
    >
      <legend className="px-1 text-sm font-semibold">
        {t.season} {season?.name.de ?? ""}
      </legend>
      <TextField {...field(name("name-de"), t.nameDe)} defaultValue={season?.name.de} />
      <TextField {...field(name("name-en"), t.nameEn)} defaultValue={season?.name.en} />
      <TextField {...field(name("name-it"), t.nameIt)} defaultValue={season?.name.it} />
      <DateField
        {...field(name("first"), t.firstNight)}
        min={`${year}-01-01`}
        max={`${year}-12-31`}
        defaultValue={season?.first}
      />
      <DateField
        {...field(name("last"), t.lastNight)}
        min={`${year}-01-01`}
        max={`${year}-12-31`}
        defaultValue={season?.last}
      />
      <TextField
        {...field(name("rate"), t.rate)}
        inputMode="decimal"
        defaultValue={season ? euroInput(season.rateCents) : ""}
      />
      <TextField
        {...field(name("minimum"), t.minimumNights)}
        type="number"
        min={1}
        step={1}
        defaultValue={season?.minimumNights}
      />
      <fieldset className="text-sm sm:col-span-2">
        <legend className="font-medium">{t.arrivalWeekdays}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {t.weekdayNames.map((label, i) => {
            const weekday = i + 1;
            const field = priceFields.seasonArrival(index, weekday);
            return (
              <Checkbox
                key={field}
                className="flex items-center gap-1"
                label={label}
                name={field}
                defaultChecked={season?.arrivalWeekdays?.includes(weekday) ?? false}
              />
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-end justify-end sm:col-span-3">
        <button type="button" className={smallButton} onClick={props.onRemove}>
          {t.removeSeason}
        </button>
      </div>
    </fieldset>
  );
}
