import { texts } from "../../../../content/admin-texts";
import { euroInput, priceFields } from "../../../../domain/admin/price-settings-form";
import type { Season } from "../../../../domain/booking/settings";
import { smallButton } from "../confirm-dialog";
import { Field, fieldAttributes, inputClass } from "./field";

const t = texts.prices;

/** One season of the year form: names, nights, rate, minimum stay, arrival weekdays. */
export function SeasonFields(props: {
  index: number;
  season?: Season;
  year: number;
  errors: Partial<Record<string, string>>;
  onRemove: () => void;
}) {
  const { index, season, year, errors } = props;
  const name = (part: Parameters<typeof priceFields.season>[1]) => priceFields.season(index, part);
  const attrs = (field: string) => fieldAttributes(field, errors);
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3"
      data-testid="season"
    >
      <legend className="px-1 text-sm font-semibold">
        {t.season} {season?.name.de ?? ""}
      </legend>
      <Field name={name("name-de")} label={t.nameDe} errors={errors}>
        <input className={inputClass} defaultValue={season?.name.de} {...attrs(name("name-de"))} />
      </Field>
      <Field name={name("name-en")} label={t.nameEn} errors={errors}>
        <input className={inputClass} defaultValue={season?.name.en} {...attrs(name("name-en"))} />
      </Field>
      <Field name={name("name-it")} label={t.nameIt} errors={errors}>
        <input className={inputClass} defaultValue={season?.name.it} {...attrs(name("name-it"))} />
      </Field>
      <Field name={name("first")} label={t.firstNight} errors={errors}>
        <input
          className={inputClass}
          type="date"
          min={`${year}-01-01`}
          max={`${year}-12-31`}
          defaultValue={season?.first}
          {...attrs(name("first"))}
        />
      </Field>
      <Field name={name("last")} label={t.lastNight} errors={errors}>
        <input
          className={inputClass}
          type="date"
          min={`${year}-01-01`}
          max={`${year}-12-31`}
          defaultValue={season?.last}
          {...attrs(name("last"))}
        />
      </Field>
      <Field name={name("rate")} label={t.rate} errors={errors}>
        <input
          className={inputClass}
          inputMode="decimal"
          defaultValue={season ? euroInput(season.rateCents) : ""}
          {...attrs(name("rate"))}
        />
      </Field>
      <Field name={name("minimum")} label={t.minimumNights} errors={errors}>
        <input
          className={inputClass}
          type="number"
          min={1}
          step={1}
          defaultValue={season?.minimumNights}
          {...attrs(name("minimum"))}
        />
      </Field>
      <fieldset className="text-sm sm:col-span-2">
        <legend className="font-medium">{t.arrivalWeekdays}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {t.weekdayNames.map((label, i) => {
            const weekday = i + 1;
            const field = priceFields.seasonArrival(index, weekday);
            return (
              <label key={field} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  name={field}
                  defaultChecked={season?.arrivalWeekdays?.includes(weekday) ?? false}
                />
                {label}
              </label>
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
