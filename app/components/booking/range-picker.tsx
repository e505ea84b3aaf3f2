import { useEffect, useMemo, useState } from "react";
import { type DateRange, DayPicker } from "react-day-picker";
import { de, enGB, it } from "react-day-picker/locale";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import { type IsoDate, isoToLocalDate, localIsoDate } from "../../../domain/booking/dates";
import { isRangeFree, unavailableNights } from "../../../domain/booking/unavailable-nights";

export interface SelectedRange {
  from?: IsoDate;
  to?: IsoDate;
}

const locales = { de, en: enGB, it } as const;

/** Two months side by side from 768 px (tablet and desktop), one below. */
function useIsWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 768px)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/**
 * The date-range picker of /buchung (SPEC.md section 2): Monday first, days of other months
 * hidden, past days and the nights of booked/paid stays and the winter season (current year
 * and the next two) disabled. A range may not span a disabled night, but may end on the
 * arrival day of the next stay (changeover, DESIGN.md deviation 6).
 */
export function RangePicker({
  records,
  today,
  year,
  language,
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  year: number;
  language: string;
  value: SelectedRange;
  onChange: (range: SelectedRange) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const wide = useIsWide();
  const blocked = useMemo(() => unavailableNights(records, year), [records, year]);
  const selectingEnd = Boolean(value.from && !value.to);

  const isDisabled = (date: Date) => {
    const day = localIsoDate(date);
    if (day < today) return true;
    if (!blocked.isBlocked(day)) return false;
    // The night is taken, but the day can still be a departure (changeover).
    return !(
      selectingEnd &&
      value.from &&
      day > value.from &&
      isRangeFree(blocked, value.from, day)
    );
  };

  const choose = (date: Date) => {
    const day = localIsoDate(date);
    const { from, to } = value;
    if (!from || to || day < from) return onChange({ from: day });
    if (day === from) return onChange({});
    if (isRangeFree(blocked, from, day)) return onChange({ from, to: day });
    return onChange(blocked.isBlocked(day) ? {} : { from: day });
  };

  const selected: DateRange | undefined = value.from
    ? { from: isoToLocalDate(value.from), to: value.to ? isoToLocalDate(value.to) : undefined }
    : undefined;

  return (
    <fieldset
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="booking-picker m-0 min-w-0 border-0 p-0"
    >
      <DayPicker
        mode="range"
        numberOfMonths={wide ? 2 : 1}
        weekStartsOn={1}
        showOutsideDays={false}
        locale={locales[language as keyof typeof locales] ?? de}
        selected={selected}
        onSelect={(_range, triggerDate) => choose(triggerDate)}
        disabled={isDisabled}
        startMonth={isoToLocalDate(`${today.slice(0, 7)}-01`)}
        defaultMonth={isoToLocalDate(value.from ?? today)}
        modifiers={{ taken: (date: Date) => blocked.isBlocked(localIsoDate(date)) }}
        modifiersClassNames={{ taken: "booking-picker-taken" }}
      />
    </fieldset>
  );
}
