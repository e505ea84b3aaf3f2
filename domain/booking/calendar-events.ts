import type { IsoDate } from "./dates";
import { winterClosures } from "./winter-closure";

export type CalendarEventType = "pre_reserved" | "booked" | "winter";

/** A calendar entry (SPEC.md section 3). `endDate` is exclusive: shown up to the day before. */
export interface CalendarEvent {
  id: string;
  title: string;
  type: CalendarEventType;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** What `get_availability` returns for one reservation. */
export interface AvailabilityRecordLike {
  start_date: IsoDate;
  end_date: IsoDate;
  status: string;
}

export const eventTitles: Record<CalendarEventType, string> = {
  pre_reserved: "Vorreserviert",
  booked: "Gebucht",
  winter: "Geschlossen (Winter)",
};

/**
 * Availability records and the winter closure as calendar events: pre_reserved stays
 * bookable (light blue), any other status counts as booked (red), winter is closed (grey).
 */
export function toCalendarEvents(
  records: readonly AvailabilityRecordLike[],
  currentYear: number,
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
  const winter = winterClosures(currentYear).map(
    (span): CalendarEvent => ({
      id: `winter-${span.start}`,
      title: eventTitles.winter,
      type: "winter",
      startDate: span.start,
      endDate: span.end,
    }),
  );
  return [...stays, ...winter];
}

/** The events covering one day (end dates exclusive). */
export function eventsOnDay<T extends { startDate: IsoDate; endDate: IsoDate }>(
  events: readonly T[],
  day: IsoDate,
): T[] {
  return events.filter((event) => event.startDate <= day && day < event.endDate);
}
