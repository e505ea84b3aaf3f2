import type { ReactNode } from "react";
import { Link } from "react-router";
import { eventsOnDay } from "../../../domain/booking/calendar-events";
import type { IsoDate } from "../../../domain/booking/dates";
import { monthWeeks, type YearMonth } from "../../../domain/booking/month-grid";
import { eventColours } from "./event-colours";

/** Anything shown on the calendar; `endDate` is exclusive (shown up to the day before). */
export interface MonthCalendarEvent {
  id: string;
  title: string;
  /** Picks the colour (`eventColours`): pre_reserved, booked, paid, closed, imported, cancelled. */
  type: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

interface MonthCalendarLabels {
  previous: string;
  next: string;
  /** Monday first, e.g. Mo Di Mi Do Fr Sa So. */
  weekdays: readonly string[];
}

const germanLabels: MonthCalendarLabels = {
  previous: "Vorheriger Monat",
  next: "Nächster Monat",
  weekdays: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
};

export interface MonthCalendarProps<E extends MonthCalendarEvent> {
  /** yyyy-MM */
  month: YearMonth;
  events: readonly E[];
  /** Links to the previous and next month (work without JavaScript), e.g. "?month=2026-08". */
  prevHref: string;
  nextHref: string;
  /** BCP 47 locale for the month name and the day labels; German by default. */
  locale?: string;
  labels?: MonthCalendarLabels;
  /** Highlights this day. */
  today?: IsoDate;
  /** Makes every entry a button (e.g. the admin opens the reservation). */
  onEventClick?: (event: E) => void;
  /** Replaces the default entry (a coloured label with the title). */
  renderEvent?: (event: E) => ReactNode;
  /** Extra classes for an entry; the default colours come from `eventColours` by type. */
  eventClassName?: (event: E) => string;
  /**
   * Draws a day's state in its cell instead of listing its entries (the home page on a phone has
   * no room for labels): the classes for the day's entries. Their titles are then read out, not
   * shown, and a legend beside the calendar names the looks.
   */
  dayLook?: (covering: readonly E[]) => string;
  className?: string;
}

/**
 * A month grid, weeks Monday to Sunday: month and year in the header,
 * previous/next links without bounds, each day cell listing the entries covering it. An
 * accessible table: column headers name the weekdays, each cell is labelled with its full date
 * and entries. Shared by the home page's availability section and the admin calendar.
 */
export function MonthCalendar<E extends MonthCalendarEvent>({
  month,
  events,
  prevHref,
  nextHref,
  locale = "de-AT",
  labels = germanLabels,
  today,
  onEventClick,
  renderEvent,
  eventClassName,
  dayLook,
  className = "",
}: MonthCalendarProps<E>) {
  const [year, monthNumber] = month.split("-").map(Number);
  const title = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, monthNumber - 1, 1));
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 5 January 2026 is a Monday.
  const weekdayNames = labels.weekdays.map((_, i) => weekdayLong.format(Date.UTC(2026, 0, 5 + i)));
  const captionId = `calendar-caption-${month}`;

  const entry = (event: E) => {
    const classes = `block w-full truncate rounded border px-1 text-left text-[10px] leading-4 sm:text-xs ${
      eventColours[event.type] ?? "border-stone-300 bg-stone-100 text-stone-800"
    } ${eventClassName?.(event) ?? ""}`;
    const content = renderEvent ? renderEvent(event) : event.title;
    if (onEventClick) {
      return (
        <button
          type="button"
          className={`${classes} cursor-pointer hover:underline focus-visible:outline-2`}
          title={event.title}
          onClick={() => onEventClick(event)}
        >
          {content}
        </button>
      );
    }
    return (
      <span className={classes} title={event.title} data-event-type={event.type}>
        {content}
      </span>
    );
  };

  return (
    <div
      className={`rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <Link
          to={prevHref}
          preventScrollReset
          className="rounded-full border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 focus-visible:outline-2"
          aria-label={labels.previous}
          rel="nofollow"
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <h3 className="text-lg font-semibold capitalize" id={captionId} aria-live="polite">
          {title}
        </h3>
        <Link
          to={nextHref}
          preventScrollReset
          className="rounded-full border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 focus-visible:outline-2"
          aria-label={labels.next}
          rel="nofollow"
        >
          <span aria-hidden="true">›</span>
        </Link>
      </div>
      <table className="w-full table-fixed border-collapse" aria-labelledby={captionId}>
        <thead>
          <tr>
            {labels.weekdays.map((label, i) => (
              <th
                key={label}
                scope="col"
                abbr={weekdayNames[i]}
                className="pb-1 text-center text-xs font-medium text-stone-500"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have only their position
                if (!day) return <td key={`empty-${i}`} className="p-0.5" />;
                const covering = eventsOnDay(events, day);
                const [y, m, d] = day.split("-").map(Number);
                const label = [
                  dayLabel.format(Date.UTC(y, m - 1, d)),
                  ...covering.map((event) => event.title),
                ].join(", ");
                if (dayLook) {
                  return (
                    <td key={day} data-date={day} className="h-11 p-0.5 sm:h-14">
                      <div
                        className={`flex h-full items-center justify-center rounded-md border text-sm ${dayLook(covering)} ${
                          day === today
                            ? "font-bold outline-2 outline-offset-1 outline-stone-900"
                            : ""
                        }`}
                      >
                        <span aria-hidden="true">{d}</span>
                        <span className="sr-only">{label}</span>
                      </div>
                    </td>
                  );
                }
                return (
                  <td
                    key={day}
                    aria-label={label}
                    data-date={day}
                    className="h-16 p-0.5 align-top sm:h-20"
                  >
                    <div
                      className={`flex h-full flex-col gap-0.5 rounded-md border p-0.5 ${
                        day === today ? "border-stone-900" : "border-stone-100"
                      }`}
                    >
                      <span
                        className={`text-xs ${day === today ? "font-bold" : "text-stone-600"}`}
                        aria-hidden="true"
                      >
                        {d}
                      </span>
                      {covering.length > 0 && (
                        <ul className="flex flex-col gap-0.5">
                          {covering.map((event) => (
                            <li key={event.id}>{entry(event)}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
