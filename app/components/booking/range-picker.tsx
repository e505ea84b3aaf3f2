import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type DateRange, type DayButtonProps, DayPicker } from "react-day-picker";
import { de, enGB, it } from "react-day-picker/locale";
import type { AvailabilityRecordLike } from "../../../domain/booking/calendar-events";
import { type IsoDate, isoToLocalDate, localIsoDate } from "../../../domain/booking/dates";
import { shiftMonth } from "../../../domain/booking/month-grid";
import { nightInSpans } from "../../../domain/booking/night-spans";
import {
  type DayState,
  dayStates,
  type PickedRange,
  type PickerNotice,
  type PickerRules,
  tapDay,
} from "../../../domain/booking/picker-days";
import type { BookingSettings } from "../../../domain/booking/settings";
import { firstOpenNight, lastArrivalDay } from "../../../domain/booking/stay-rules";
import { unavailableNights } from "../../../domain/booking/unavailable-nights";
import { type DayLook, dayStateLooks, mutedDayLook } from "../calendar/day-states";

export type SelectedRange = PickedRange;

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

/** How a state is drawn (the legend's samples); null: as an open day. */
const looks: Record<DayState, DayLook | null> = {
  past: null,
  beyondHorizon: null,
  taken: "booked",
  closed: "closed",
  noArrival: "noArrival",
  tooShort: "tooShort",
  unreachable: null,
  open: null,
};

/**
 * The days no choice can make bookable: gone, too far ahead, taken, closed. Their buttons say so
 * (aria-disabled) yet take a tap, which says why. The other states depend on the choice so far
 * (an arrival weekday, the minimum after an arrival) and are named with the day.
 */
const neverBookable = new Set<DayState>(["past", "beyondHorizon", "taken", "closed"]);
const muted = new Set<DayState>(["past", "beyondHorizon", "unreachable"]);

const everyState = Object.keys(looks) as DayState[];

/** The classes of each state's cell, as the page's tests and styles know them. */
const stateClassNames: Partial<Record<DayState | "preReserved", string>> = {
  taken: "booking-picker-taken",
  closed: "booking-picker-closed",
  noArrival: "booking-picker-no-arrival booking-picker-unavailable",
  tooShort: "booking-picker-too-short booking-picker-unavailable",
  preReserved: "booking-picker-pre-reserved",
};

/** The picker's day modifiers: one per state, and the pre-reserved nights. */
type Modifiers = DayButtonProps["modifiers"];
const stateOf = (modifiers: Modifiers) => everyState.find((state) => modifiers[state]) ?? "open";

type StateNames = Partial<Record<DayState | "preReserved", string>>;
/** The states' names for the day buttons (a context: the button component must stay the same). */
const StateNamesContext = createContext<StateNames>({});

/** Whether focus went to another day of the same picker. */
const isPickerDay = (target: EventTarget | null, day: HTMLElement) =>
  target instanceof HTMLElement &&
  target.closest("[data-day]") !== null &&
  target.closest(".rdp-root") === day.closest(".rdp-root");

/**
 * A day of the picker, in place of react-day-picker's button: the day's state drawn inside (as
 * the legend shows it) and named to screen readers; a day that cannot be chosen stays focusable
 * and tappable so that a tap can say why.
 *
 * It takes the keyboard's focus in the commit that marks it focused. react-day-picker's own
 * button does so in a passive effect; Preact (app/islands/) runs a component's pending effects
 * when it renders it again, so with arrow keys pressed faster than a frame (a held key), the
 * days' effects moved the focus back and forth, each move a new render, and the page hung.
 */
function PickerDayButton({
  day: _day,
  modifiers,
  children,
  onFocus,
  onBlur,
  ...buttonProps
}: DayButtonProps) {
  const stateNames = useContext(StateNamesContext);
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const state = stateOf(modifiers);
  const look = looks[state];
  const shown = modifiers.selected
    ? "border-transparent"
    : look
      ? dayStateLooks[look]
      : modifiers.preReserved
        ? dayStateLooks.pre_reserved
        : muted.has(state)
          ? mutedDayLook
          : dayStateLooks.free;
  const name = stateNames[state] ?? (modifiers.preReserved ? stateNames.preReserved : undefined);
  return (
    <button
      ref={ref}
      {...buttonProps}
      // react-day-picker renders the whole month for each focus and blur of a day. A tap's own
      // are left out: its click marks the day focused anyway, and on a phone's CPU the two extra
      // renders of each tap before its answer were a third of its time. The keyboard's focus
      // (which the arrow keys move from) and focus leaving the days still reach it.
      onFocus={(event) => {
        if (event.currentTarget.matches(":focus-visible")) onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!isPickerDay(event.relatedTarget, event.currentTarget)) onBlur?.(event);
      }}
      aria-disabled={neverBookable.has(state) || undefined}
      aria-label={name ? `${buttonProps["aria-label"]}, ${name}` : buttonProps["aria-label"]}
    >
      <span
        className={`flex size-full items-center justify-center rounded-md border-2 ${shown}`}
        data-state={modifiers.preReserved && state === "open" ? "preReserved" : state}
      >
        {children}
      </span>
    </button>
  );
}

/**
 * The date-range picker of /buchung: Monday first, days of other months hidden, opening on the
 * first month with an open night; the months after the horizon's are not shown. Each day shows
 * its state (picker-days.ts) as the legend names it: taken, closed, no arrival on this day,
 * minimum stay not reached, pre-reserved (still selectable). The season's rules apply from the
 * first tap: a day that cannot be chosen, or a departure across a taken or closed night, chooses
 * nothing and is passed to `onRefuse`, so that the form says why.
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
  stateNames,
  invalid,
  describedBy,
}: {
  records: readonly AvailabilityRecordLike[];
  today: IsoDate;
  settings: BookingSettings;
  language: string;
  value: SelectedRange;
  onChange: (range: SelectedRange) => void;
  /** A tap that chose nothing, and why; the range stays as it was. */
  onRefuse: (notice: PickerNotice) => void;
  label: string;
  /** Each state's name, read out with the day's date. */
  stateNames: StateNames;
  invalid?: boolean;
  describedBy?: string;
}) {
  const wide = useIsWide();
  const rules: PickerRules = useMemo(
    () => ({ blocked: unavailableNights(records, settings), settings, today }),
    [records, settings, today],
  );
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
  // Walked night by night from today (months in the closed season): once, not at every tap.
  const firstMonth = useMemo(
    () => firstOpenNight(rules.blocked, settings, today) ?? today,
    [rules, settings, today],
  );

  const choose = (date: Date) => {
    const tap = tapDay(rules, value, localIsoDate(date));
    if ("notice" in tap) onRefuse(tap.notice);
    else onChange(tap.range);
  };

  const selected: DateRange | undefined = value.from
    ? { from: isoToLocalDate(value.from), to: value.to ? isoToLocalDate(value.to) : undefined }
    : undefined;

  // Each shown day's state, worked out once per choice (every modifier asks for it).
  const { from, to } = value;
  const states = useMemo(() => {
    const stateOfDay = dayStates(rules, { from, to });
    const known = new Map<number, DayState>();
    return (date: Date) => {
      let state = known.get(date.getTime());
      if (state === undefined) {
        state = stateOfDay(localIsoDate(date));
        known.set(date.getTime(), state);
      }
      return state;
    };
  }, [rules, from, to]);
  const modifiers = Object.fromEntries(
    everyState.map((state) => [state, (date: Date) => states(date) === state]),
  );

  return (
    <fieldset
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="booking-picker m-0 min-w-0 border-0 p-0"
    >
      <StateNamesContext.Provider value={stateNames}>
        <DayPicker
          mode="range"
          numberOfMonths={wide ? 2 : 1}
          weekStartsOn={1}
          showOutsideDays={false}
          locale={locales[language as keyof typeof locales] ?? de}
          selected={selected}
          onSelect={(_range, triggerDate) => choose(triggerDate)}
          startMonth={isoToLocalDate(`${today.slice(0, 7)}-01`)}
          // The last arrival's month, and the next for a departure after it.
          endMonth={isoToLocalDate(`${shiftMonth(lastArrival.slice(0, 7), 1)}-01`)}
          defaultMonth={isoToLocalDate(value.from ?? firstMonth)}
          modifiers={{
            ...modifiers,
            preReserved: (date: Date) => isPreReserved(localIsoDate(date)),
          }}
          modifiersClassNames={stateClassNames}
          components={{ DayButton: PickerDayButton }}
        />
      </StateNamesContext.Provider>
    </fieldset>
  );
}
