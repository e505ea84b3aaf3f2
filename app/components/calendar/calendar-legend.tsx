import { useTranslation } from "../../i18n/use-translation";
import { type DayLook, dayStateLooks } from "./day-states";

/** The states the home page's calendar shows. */
export const calendarStates: readonly DayLook[] = ["free", "pre_reserved", "booked", "closed"];

/** The states the booking page's picker shows: the calendar's and the season's rules. */
export const pickerStates: readonly DayLook[] = [...calendarStates, "noArrival", "tooShort"];

/**
 * The key to the home page's calendar and the booking page's picker: a sample day of each state,
 * drawn as the calendars draw it (day-states.ts), and its name.
 */
export function CalendarLegend({
  headingLevel: Heading,
  states,
}: {
  headingLevel: "h2" | "h3";
  states: readonly DayLook[];
}) {
  const { t } = useTranslation("booking");
  return (
    <div data-testid="calendar-legend">
      <Heading className="font-semibold">{t("availability.legendHeading")}</Heading>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {states.map((state) => (
          <li key={state} className="flex items-center gap-2" data-state={state}>
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-8 shrink-0 items-center justify-center rounded border text-xs ${dayStateLooks[state]}`}
            >
              12
            </span>
            <span>{t(`availability.legend.${state}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
