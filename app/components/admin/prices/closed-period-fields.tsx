import { texts } from "../../../../content/admin-texts";
import { priceFields } from "../../../../domain/admin/price-settings-form";
import type { ClosedPeriod } from "../../../../domain/booking/settings";
import { DateField, fieldsOf } from "../../forms/fields";
import { smallButton } from "../confirm-dialog";
import type { PlanRowProps } from "./plan-rows";

const t = texts.prices;

/** One closed period of the year form: its first and last night. */
export function ClosedPeriodFields(props: PlanRowProps<ClosedPeriod>) {
  const { index, value: period, year, errors } = props;
  const field = fieldsOf(errors);
  const dateInput = (end: "first" | "last") => {
    const name = priceFields.closed(index, end);
    return (
      <DateField
        {...field(name, end === "first" ? t.firstDay : t.lastDay)}
        min={`${year}-01-01`}
        max={`${year}-12-31`}
        defaultValue={period?.[end]}
      />
    );
  };
  return (
    <div
      className="grid items-end gap-3 text-sm sm:grid-cols-[1fr_1fr_auto]"
      data-testid="closed-period"
    >
      {dateInput("first")}
      {dateInput("last")}
      <button type="button" className={smallButton} onClick={props.onRemove}>
        {t.removeClosed}
      </button>
    </div>
  );
}
