import { statusLabels } from "../kernel/statuses";
import type { DateSpan, IsoDate } from "./dates";

type CalendarEventType = "pre_reserved" | "booked" | "closed";

/** A calendar entry. `endDate` is exclusive: shown up to the day before. */
export interface CalendarEvent {
  id: string;
  title: string;
  type: CalendarEventType;
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * What the public may know of a reservation (server/availability.ts): only its dates and status,
 * never who or what price.
 */
export interface AvailabilityRecordLike {
  start_date: IsoDate;
  end_date: IsoDate;
  status: string;
}

const eventTitles: Record<CalendarEventType, string> = {
  pre_reserved: statusLabels.pre_reserved,
  booked: statusLabels.booked,
  closed: "Geschlossen",
};

/**
 * Availability records and the closed nights (closed-spans.ts) as calendar events: pre_reserved
 * stays bookable (light blue), any other status counts as booked (red), closed is grey.
 */
export function toCalendarEvents(
  records: readonly AvailabilityRecordLike[],
  closed: readonly DateSpan[],
): CalendarEvent[] {
  const stays = records
    .filter((record) => record.status !== "cancelled")
    .map((record, index): CalendarEvent => {
      const type = record.status === "pre_reserved" ? "pre_reserved" : "booked";
      return {
        id: `${type}-${record.start_date}-${index}`,
        title: eventTitles[type],
        type,
        startDate: record.start_date,
        endDate: record.end_date,
      };
    });
  const closedEvents = closed.map(
    (span): CalendarEvent => ({
      id: `closed-${span.start}`,
      title: eventTitles.closed,
      type: "closed",
      startDate: span.start,
      endDate: span.end,
    }),
  );
  return [...stays, ...closedEvents];
}

/** The events covering one day (end dates exclusive). */
export function eventsOnDay<T extends { startDate: IsoDate; endDate: IsoDate }>(
  events: readonly T[],
  day: IsoDate,
): T[] {
  return events.filter((event) => event.startDate <= day && day < event.endDate);
}
