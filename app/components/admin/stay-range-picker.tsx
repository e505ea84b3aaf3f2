import { DayPicker, type labelDayButton } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { fill, texts } from "../../../content/admin-texts";
import type { ImportedSpan, TakenSpan } from "../../../domain/admin/reservation-overlap";
import {
  type DateSpan,
  type IsoDate,
  isoToLocalDate,
  localIsoDate,
} from "../../../domain/booking/dates";

const t = texts.reservations.picker;

export interface StayRange {
  from: IsoDate | "";
  to: IsoDate | "";
}

/** The nights another channel took: striped blue; the nights own stays take: red. */
const marks = {
  imported:
    "[&>button]:bg-[repeating-linear-gradient(135deg,var(--color-sky-100)_0_4px,var(--color-sky-300)_4px_6px)] [&>button]:text-sky-950",
  taken: "[&>button]:bg-red-100 [&>button]:text-red-950",
};
const swatches = {
  imported:
    "bg-[repeating-linear-gradient(135deg,var(--color-sky-100)_0_4px,var(--color-sky-300)_4px_6px)] border-sky-400",
  taken: "bg-red-100 border-red-300",
};

/** The span holding a night (end exclusive), if any. */
const holding = <S extends DateSpan>(spans: readonly S[], night: IsoDate) =>
  spans.find((span) => span.start <= night && night < span.end);

/**
 * The public form's range picker (react-day-picker, Monday first, other months' days hidden)
 * for the owners: they may enter any stay, so only past arrivals are disabled, and only for a
 * new reservation. The first click picks the arrival, the next a later day the departure. The
 * nights other channels took and those own stays take are marked, named to screen readers and
 * explained in a legend; they stay choosable (the dialog asks before saving over them).
 */
export function StayRangePicker(props: {
  value: StayRange;
  onChange: (range: StayRange) => void;
  /** Arrivals before this day are disabled; null allows any (editing an old stay). */
  earliest: IsoDate | null;
  label: string;
  imported?: readonly ImportedSpan[];
  /** Own stays taking their nights, without the one being edited. */
  taken?: readonly TakenSpan[];
}) {
  const { from, to } = props.value;
  const imported = props.imported ?? [];
  const taken = props.taken ?? [];
  const choose = (date: Date) => {
    const day = localIsoDate(date);
    if (!from || to || day < from) return props.onChange({ from: day, to: "" });
    if (day === from) return props.onChange({ from: "", to: "" });
    props.onChange({ from, to: day });
  };
  const earliest = props.earliest;
  // German day names ("Heute, …, ausgewählt"), with the marks named after them.
  const dayLabel = de.labels?.labelDayButton as typeof labelDayButton | undefined;
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
        modifiers={{
          imported: (date) => holding(imported, localIsoDate(date)) !== undefined,
          taken: (date) => holding(taken, localIsoDate(date)) !== undefined,
        }}
        modifiersClassNames={marks}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const night = localIsoDate(date);
            const names = [
              holding(imported, night) &&
                fill(t.importedDay, { channel: holding(imported, night)?.feedName ?? "" }),
              holding(taken, night) &&
                fill(t.takenDay, { name: holding(taken, night)?.name ?? "" }),
            ].filter(Boolean);
            const base = dayLabel
              ? dayLabel(date, modifiers, options, dateLib)
              : date.toLocaleDateString("de");
            return [base, ...names].join(", ");
          },
        }}
      />
      {(imported.length > 0 || taken.length > 0) && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={props.label}>
          {(["imported", "taken"] as const).map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm border ${swatches[kind]}`} />
              {t[kind]}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
