/**
 * Feeds shaped like each channel's iCal export, as the channels describe them publicly: all-day
 * events (DTSTART;VALUE=DATE, exclusive DTEND), CRLF lines, each channel's own titles.
 */
export interface FixtureEvent {
  uid: string;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd, exclusive */
  end: string;
  summary: string;
  description?: string;
}

const compact = (iso: string) => iso.replaceAll("-", "");

function calendar(
  header: string[],
  events: FixtureEvent[],
  eventLines: (e: FixtureEvent) => string[],
) {
  return `${[
    "BEGIN:VCALENDAR",
    ...header,
    ...events.flatMap((event) => ["BEGIN:VEVENT", ...eventLines(event), "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n")}\r\n`;
}

/** Airbnb: "Reserved" stays (with a reservation link) and "Airbnb (Not available)" blocks. */
export function airbnbFeed(events: FixtureEvent[]): string {
  return calendar(
    [
      "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
      "CALSCALE:GREGORIAN",
      "VERSION:2.0",
    ],
    events,
    (event) => [
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `UID:${event.uid}`,
      ...(event.description ? [`DESCRIPTION:${event.description}`] : []),
      `SUMMARY:${event.summary}`,
    ],
  );
}

/** Booking.com: every taken or closed date as "CLOSED - Not available". */
export function bookingComFeed(events: FixtureEvent[]): string {
  return calendar(
    ["VERSION:2.0", "PRODID:-//admin.booking.com//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"],
    events,
    (event) => [
      "DTSTAMP:20260301T080000Z",
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `UID:${event.uid}`,
      `SUMMARY:${event.summary}`,
    ],
  );
}

/** Vrbo: "Reserved - <guest's first name>" stays and "Blocked" dates. */
export function vrboFeed(events: FixtureEvent[]): string {
  return calendar(
    [
      "VERSION:2.0",
      "PRODID:-//HomeAway.com, Inc.//NONSGML HomeAway Calendar//EN",
      "CALSCALE:GREGORIAN",
    ],
    events,
    (event) => [
      `UID:${event.uid}`,
      "DTSTAMP:20260301T080000Z",
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${event.summary}`,
      ...(event.description ? [`DESCRIPTION:${event.description}`] : []),
    ],
  );
}

/** A feed of `count` one-week stays from `firstDay` on, a day apart (for the 500-event bench). */
export function manyEvents(count: number, firstDay: string): FixtureEvent[] {
  const day = (offset: number) => {
    const date = new Date(`${firstDay}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  return Array.from({ length: count }, (_, i) => ({
    uid: `bench-${i}@airbnb.com`,
    start: day(i * 8),
    end: day(i * 8 + 7),
    summary: i % 5 === 0 ? "Airbnb (Not available)" : "Reserved",
  }));
}
