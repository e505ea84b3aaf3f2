import { describe, expect, it } from "vitest";
import { airbnbFeed, bookingComFeed, vrboFeed } from "../../tests/channels/fixtures";
import { parseFeed } from "./parse-feed";

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join(
    "\r\n",
  );
const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

describe("a channel's feed", () => {
  it("reads each channel's export as nights and kinds", () => {
    const one = (uid: string, summary: string) => [
      { uid, start: "2026-07-10", end: "2026-07-14", summary },
    ];
    expect(parseFeed(airbnbFeed(one("a@airbnb.com", "Reserved")))).toEqual([
      { uid: "a@airbnb.com", start: "2026-07-10", end: "2026-07-14", kind: "reserved" },
    ]);
    expect(parseFeed(airbnbFeed(one("b@airbnb.com", "Airbnb (Not available)")))?.[0].kind).toBe(
      "blocked",
    );
    expect(
      parseFeed(bookingComFeed(one("c@booking.com", "CLOSED - Not available")))?.[0].kind,
    ).toBe("blocked");
    expect(parseFeed(vrboFeed(one("d@vrbo.com", "Blocked")))?.[0].kind).toBe("blocked");
  });

  it("turns timed events into nights in Vienna, whatever the time zone given", () => {
    const blocks = parseFeed(
      calendar(
        ...event("UID:utc", "DTSTART:20260710T220000Z", "DTEND:20260712T080000Z"),
        ...event(
          "UID:zoned",
          "DTSTART;TZID=America/New_York:20260720T190000",
          "DTEND;TZID=America/New_York:20260722T040000",
        ),
        ...event("UID:floating", "DTSTART:20260801T150000", "DTEND:20260803T100000"),
        ...event("UID:duration", "DTSTART;VALUE=DATE:20260810", "DURATION:P3D"),
        ...event("UID:one-day", "DTSTART;VALUE=DATE:20260820"),
      ),
    );
    expect(blocks?.map(({ uid, start, end }) => `${uid} ${start}..${end}`)).toEqual([
      // 22:00 UTC is midnight in Vienna (summer): the stay starts on the 11th.
      "utc 2026-07-11..2026-07-12",
      // 19:00 in New York is 01:00 the next day in Vienna.
      "zoned 2026-07-21..2026-07-22",
      "floating 2026-08-01..2026-08-03",
      "duration 2026-08-10..2026-08-13",
      "one-day 2026-08-20..2026-08-21",
    ]);
  });

  it("skips cancelled events and events without readable dates", () => {
    const blocks = parseFeed(
      calendar(
        ...event(
          "UID:gone",
          "STATUS:CANCELLED",
          "DTSTART;VALUE=DATE:20260710",
          "DTEND;VALUE=DATE:20260714",
        ),
        ...event("UID:broken", "DTSTART:garbage"),
        ...event("UID:kept", "DTSTART;VALUE=DATE:20260710", "DTEND;VALUE=DATE:20260714"),
      ),
    );
    expect(blocks?.map((block) => block.uid)).toEqual(["kept"]);
  });

  it("knows an event without a UID by its dates and title, the same on every fetch", () => {
    const text = calendar(
      ...event("SUMMARY:Reserved", "DTSTART;VALUE=DATE:20260710", "DTEND;VALUE=DATE:20260714"),
    );
    const [first] = parseFeed(text)!;
    expect(first.uid).toBe("2026-07-10/2026-07-14/Reserved");
    expect(parseFeed(text)![0].uid).toBe(first.uid);
  });

  it("an empty calendar frees everything, but anything that is not a whole calendar is refused", () => {
    expect(parseFeed(calendar())).toEqual([]);
    expect(parseFeed("<!doctype html><p>Bitte einloggen</p>")).toBeNull();
    expect(parseFeed("")).toBeNull();
    const whole = airbnbFeed([
      { uid: "a", start: "2026-07-10", end: "2026-07-14", summary: "Reserved" },
    ]);
    expect(parseFeed(whole.slice(0, whole.indexOf("END:VEVENT")))).toBeNull();
  });
});
