import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { type IsoDate, isoToLocalDate, localIsoDate } from "../../../domain/booking/dates";

export interface StayRange {
  from: IsoDate | "";
  to: IsoDate | "";
}

/**
 * The public form's range picker (react-day-picker, Monday first, other months' days hidden)
 * for the owners: they may enter any stay, so only past arrivals are disabled, and only for a
 * new reservation. The first click picks the arrival, the next a later day the departure.
 */
export function StayRangePicker(props: {
  value: StayRange;
  onChange: (range: StayRange) => void;
  /** Arrivals before this day are disabled; null allows any (editing an old stay). */
  earliest: IsoDate | null;
  label: string;
}) {
  const { from, to } = props.value;
  const choose = (date: Date) => {
    const day = localIsoDate(date);
    if (!from || to || day < from) return props.onChange({ from: day, to: "" });
    if (day === from) return props.onChange({ from: "", to: "" });
    props.onChange({ from, to: day });
  };
  const earliest = props.earliest;
  return (
    <fieldset aria-label={props.label} className="booking-picker m-0 min-w-0 border-0 p-0">
      <DayPicker
        mode="range"
        weekStartsOn={1}
        showOutsideDays={false}
        locale={de}
        selected={
          from ? { from: isoToLocalDate(from), to: to ? isoToLocalDate(to) : undefined } : undefined
        }
        onSelect={(_range, triggerDate) => choose(triggerDate)}
        disabled={(date) => earliest !== null && localIsoDate(date) < earliest}
        defaultMonth={isoToLocalDate(from || earliest || localIsoDate(new Date()))}
      />
    </fieldset>
  );
}
