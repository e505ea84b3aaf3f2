import { useEffect, useMemo, useState } from "react";
import { type DateRange, DayPicker } from "react-day-picker";
import { de, enGB, it } from "react-day-picker/locale";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import { addDays, type IsoDate, isoToLocalDate, localIsoDate } from "../../../domain/booking/dates";
import { shiftMonth } from "../../../domain/booking/month-grid";
import { nightInSpans } from "../../../domain/booking/night-spans";
import { countNights } from "../../../domain/booking/nights";
import { type BookingSettings, seasonOfNight } from "../../../domain/booking/settings";
import {
  arrivalProblem,
  firstOpenNight,
  lastArrivalDay,
  type StayProblem,
  stayProblem,
} from "../../../domain/booking/stay-rules";
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
 * The date-range picker of /buchung: Monday first, days of other months hidden, opening on the
 * first month with an open night. Disabled and struck through: past days, the nights of booked and
 * paid stays and the nights the owners' settings close; arrivals beyond the horizon are disabled
 * and the months after it not shown. Pre-reserved nights are marked but stay selectable. A range
 * may not span a disabled night but may end on the next stay's arrival day (changeover). A
 * departure that breaks a stay rule (the season's minimum stay) is refused with `onRefuse`, so the
 * form can say why; days a season's rule excludes are struck through but stay selectable.
 */
export function RangePicker({
  records,
  today,
  settings,
  language,
  value,
  onChange,
  onRefuse,
  label,
  invalid,
  describedBy,
}: {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  settings: BookingSettings;
  language: string;
  value: SelectedRange;
  onChange: (range: SelectedRange) => void;
  /** A departure the stay rules refuse; the range keeps its arrival. */
  onRefuse: (problem: StayProblem) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const wide = useIsWide();
  const blocked = useMemo(() => unavailableNights(records, settings), [records, settings]);
  const isPreReserved = useMemo(
    () =>
      nightInSpans(
        records
          .filter((record) => record.status === "pre_reserved")
          .map((record) => ({ start: record.start_date, end: record.end_date })),
      ),
    [records],
  );
  const lastArrival = lastArrivalDay(settings, today);
  const firstMonth = firstOpenNight(blocked, settings, today) ?? today;
  const arrival = value.from && !value.to ? value.from : null;

  /** A day that can end the stay being chosen: after its arrival, no blocked night between. */
  const isDeparture = (day: IsoDate) =>
    arrival !== null && day > arrival && isRangeFree(blocked, arrival, day);

  const isDisabled = (date: Date) => {
    const day = localIsoDate(date);
    if (day < today) return true;
    if (isDeparture(day)) return false;
    // The night is taken or closed, or too far ahead to arrive (it can still be a departure).
    return blocked.isBlocked(day) || day > lastArrival;
  };

  const breaksSeasonRule = (date: Date) => {
    const day = localIsoDate(date);
    if (arrival !== null && isDeparture(day)) {
      const season = seasonOfNight(settings, arrival);
      return season !== null && countNights(arrival, day) < season.minimumNights;
    }
    const season = seasonOfNight(settings, day);
    if (!season) return false;
    // Its arrival weekdays, or not even its minimum stay fits before the next blocked night.
    return (
      arrivalProblem(settings, day) !== null ||
      !isRangeFree(blocked, day, addDays(day, season.minimumNights))
    );
  };

  const choose = (date: Date) => {
    const day = localIsoDate(date);
    const { from, to } = value;
    if (!from || to || day < from) return onChange({ from: day });
    if (day === from) return onChange({});
    if (!isRangeFree(blocked, from, day))
      return onChange(blocked.isBlocked(day) ? {} : { from: day });
    const problem = stayProblem(settings, from, day, today);
    if (problem) return onRefuse(problem);
    return onChange({ from, to: day });
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
        // The last arrival's month, and the next for a departure after it.
        endMonth={isoToLocalDate(`${shiftMonth(lastArrival.slice(0, 7), 1)}-01`)}
        defaultMonth={isoToLocalDate(value.from ?? firstMonth)}
        modifiers={{
          taken: (date: Date) => blocked.isTaken(localIsoDate(date)),
          closed: (date: Date) => {
            const day = localIsoDate(date);
            return blocked.isBlocked(day) && !blocked.isTaken(day);
          },
          preReserved: (date: Date) => isPreReserved(localIsoDate(date)),
          unavailable: breaksSeasonRule,
        }}
        modifiersClassNames={{
          taken: "booking-picker-taken",
          closed: "booking-picker-closed",
          preReserved: "booking-picker-pre-reserved",
          unavailable: "booking-picker-unavailable",
        }}
      />
    </fieldset>
  );
}
