import { describe, expect, it } from "vitest";
import { defaultBookingSettings as settings } from "../booking/settings";
import {
  channelExportEvents,
  exportEvents,
  type ForwardedBlock,
  withoutSpans,
} from "./export-events";

const stays = [
  { id: "booked", status: "booked", start: "2026-07-10", end: "2026-07-14" },
  { id: "paid", status: "paid", start: "2026-08-01", end: "2026-08-08" },
  { id: "pre", status: "pre_reserved", start: "2026-09-01", end: "2026-09-05" },
  { id: "cancelled", status: "cancelled", start: "2026-09-10", end: "2026-09-12" },
  { id: "past", status: "paid", start: "2026-05-01", end: "2026-05-05" },
];
const base = {
  stays,
  includePreReserved: false,
  today: "2026-06-15",
  host: "example.com",
  settings,
};

describe("the export", () => {
  it("lists booked and paid stays from tonight on, with stable UIDs", () => {
    const events = exportEvents(base).filter((event) => event.uid.startsWith("stay-"));
    expect(events).toEqual([
      { uid: "stay-booked@example.com", start: "2026-07-10", end: "2026-07-14" },
      { uid: "stay-paid@example.com", start: "2026-08-01", end: "2026-08-08" },
    ]);
  });

  it("adds pre-reserved stays only when the owners choose so", () => {
    const uids = exportEvents({ ...base, includePreReserved: true }).map((event) => event.uid);
    expect(uids).toContain("stay-pre@example.com");
    expect(uids).not.toContain("stay-cancelled@example.com");
  });

  it("lists the closed season as the owners' settings have it (1 November to 30 April)", () => {
    const closed = exportEvents(base).filter((event) => event.uid.startsWith("closed-"));
    expect(closed[0]).toEqual({
      uid: "closed-2026-11-01@example.com",
      start: "2026-11-01",
      end: "2027-05-01",
    });
    expect(closed.every((event) => event.end > base.today)).toBe(true);
  });
});

describe("a channel's own export (the hub)", () => {
  const airbnb = { feedId: "airbnb", uid: "a1@airbnb.com", start: "2026-07-20", end: "2026-07-27" };
  const booking = {
    feedId: "booking",
    uid: "b1@booking.com",
    start: "2026-08-10",
    end: "2026-08-14",
  };
  const forwarded = (channelId: string, blocks: ForwardedBlock[]) =>
    channelExportEvents({ ...base, channelId, blocks }).filter((event) =>
      event.uid.startsWith("channel-"),
    );

  it("adds the other channels' nights to what the general export lists, never the channel's own", () => {
    const blocks = [airbnb, booking];
    expect(forwarded("booking", blocks)).toEqual([
      {
        uid: expect.stringMatching(/^channel-[0-9a-f]{8}-0@example\.com$/),
        start: "2026-07-20",
        end: "2026-07-27",
      },
    ]);
    expect(forwarded("airbnb", blocks).map(({ start, end }) => [start, end])).toEqual([
      ["2026-08-10", "2026-08-14"],
    ]);
    // The own stays and closed nights are in every channel's export.
    for (const channel of ["airbnb", "booking"]) {
      const uids = channelExportEvents({ ...base, channelId: channel, blocks }).map((e) => e.uid);
      for (const event of exportEvents(base)) expect(uids).toContain(event.uid);
    }
  });

  it("keeps a forwarded event's UID from fetch to fetch, and does not pass the channel's UID on", () => {
    const once = forwarded("booking", [airbnb]);
    const moved = forwarded("booking", [{ ...airbnb, start: "2026-07-21" }]);
    expect(moved[0].uid).toBe(once[0].uid);
    expect(once[0].uid).not.toContain("airbnb");
    expect(forwarded("booking", [{ ...airbnb, uid: "a2@airbnb.com" }])[0].uid).not.toBe(
      once[0].uid,
    );
  });

  it("never sends a channel back its own nights through another channel's copy of them", () => {
    // Booking.com imported the Airbnb stay from its export and shows it as closed.
    const echo = {
      feedId: "booking",
      uid: "echo@booking.com",
      start: "2026-07-20",
      end: "2026-07-27",
    };
    expect(forwarded("airbnb", [airbnb, echo])).toEqual([]);
    // Only the nights the channel does not block itself are forwarded.
    const wider = { ...echo, start: "2026-07-18", end: "2026-07-29" };
    expect(forwarded("airbnb", [airbnb, wider]).map(({ start, end }) => [start, end])).toEqual([
      ["2026-07-18", "2026-07-20"],
      ["2026-07-27", "2026-07-29"],
    ]);
  });

  it("lets the copies of a cancelled stay die out instead of keeping each other alive", () => {
    // Two channels that each show what they import as closed dates, as Booking.com does; the
    // guest of the Airbnb stay has cancelled, but both channels still hold copies of its nights.
    let holds = { airbnb: true, booking: true };
    const blocks = () =>
      Object.entries(holds)
        .filter(([, held]) => held)
        .map(([feedId]) => ({
          feedId,
          uid: `copy@${feedId}`,
          start: "2026-07-20",
          end: "2026-07-27",
        }));
    // Each channel in turn fetches its export and keeps exactly the nights it lists.
    for (const channel of ["booking", "airbnb", "booking", "airbnb"] as const) {
      holds = { ...holds, [channel]: forwarded(channel, blocks()).length > 0 };
    }
    expect(holds).toEqual({ airbnb: false, booking: false });
  });

  it("forwards nothing that ended before tonight", () => {
    expect(forwarded("booking", [{ ...airbnb, start: "2026-06-01", end: "2026-06-10" }])).toEqual(
      [],
    );
    expect(
      forwarded("booking", [{ ...airbnb, start: "2026-06-10", end: "2026-06-20" }]),
    ).toHaveLength(1);
  });
});

it("cuts a span by the spans covering it", () => {
  const span = { start: "2026-07-01", end: "2026-07-10" };
  expect(withoutSpans(span, [])).toEqual([span]);
  expect(withoutSpans(span, [{ start: "2026-06-01", end: "2026-08-01" }])).toEqual([]);
  expect(
    withoutSpans(span, [
      { start: "2026-07-05", end: "2026-07-06" },
      { start: "2026-06-25", end: "2026-07-02" },
      { start: "2026-07-09", end: "2026-07-12" },
    ]),
  ).toEqual([
    { start: "2026-07-02", end: "2026-07-05" },
    { start: "2026-07-06", end: "2026-07-09" },
  ]);
});
