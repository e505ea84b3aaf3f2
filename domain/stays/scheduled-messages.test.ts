import { describe, expect, it } from "vitest";
import {
  defaultGuestMessageSettings as defaults,
  mutedFromForm,
  readGuestMessageForm,
  type StayForSchedule,
  scheduledMessageKey,
  scheduledMessagesDue,
  scheduleWindow,
} from "./scheduled-messages";

// A week from 10 to 17 July 2027.
const stay: StayForSchedule = {
  status: "booked",
  email: "giulia@example.com",
  startDate: "2027-07-10",
  endDate: "2027-07-17",
  mutedMessages: [],
};

describe("scheduled messages due", () => {
  it("sends the arrival information from 7 days before arrival to the arrival day", () => {
    expect(scheduledMessagesDue(stay, defaults, "2027-07-02")).toEqual([]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-03")).toEqual(["arrival"]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-10")).toEqual(["arrival"]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-11")).toEqual([]);
  });

  it("thanks from a day after departure for a week, never to guests of long ago", () => {
    expect(scheduledMessagesDue(stay, defaults, "2027-07-17")).toEqual([]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-18")).toEqual(["thanks"]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-25")).toEqual(["thanks"]);
    expect(scheduledMessagesDue(stay, defaults, "2027-07-26")).toEqual([]);
  });

  it("follows the owners' days", () => {
    const settings = { ...defaults, arrivalDaysBefore: 3, thanksDaysAfter: 2 };
    expect(scheduledMessagesDue(stay, settings, "2027-07-06")).toEqual([]);
    expect(scheduledMessagesDue(stay, settings, "2027-07-07")).toEqual(["arrival"]);
    expect(scheduledMessagesDue(stay, settings, "2027-07-18")).toEqual([]);
    expect(scheduledMessagesDue(stay, settings, "2027-07-19")).toEqual(["thanks"]);
  });

  it("sends nothing to cancelled or pre-reserved stays, or without an address", () => {
    for (const status of ["cancelled", "pre_reserved"] as const) {
      expect(scheduledMessagesDue({ ...stay, status }, defaults, "2027-07-03")).toEqual([]);
      expect(scheduledMessagesDue({ ...stay, status }, defaults, "2027-07-18")).toEqual([]);
    }
    expect(scheduledMessagesDue({ ...stay, email: " " }, defaults, "2027-07-03")).toEqual([]);
    expect(scheduledMessagesDue({ ...stay, status: "paid" }, defaults, "2027-07-03")).toEqual([
      "arrival",
    ]);
  });

  it("leaves out a kind turned off for everyone or for this stay", () => {
    expect(
      scheduledMessagesDue(stay, { ...defaults, arrivalEnabled: false }, "2027-07-03"),
    ).toEqual([]);
    expect(scheduledMessagesDue(stay, { ...defaults, thanksEnabled: false }, "2027-07-18")).toEqual(
      [],
    );
    const muted = { ...stay, mutedMessages: ["arrival"] };
    expect(scheduledMessagesDue(muted, defaults, "2027-07-03")).toEqual([]);
    expect(scheduledMessagesDue(muted, defaults, "2027-07-18")).toEqual(["thanks"]);
  });

  it("asks the database for the stays that may have one due", () => {
    expect(scheduleWindow(defaults, "2027-07-03")).toEqual({
      arrivals: { from: "2027-07-03", to: "2027-07-10" },
      departures: { from: "2027-06-25", to: "2027-07-02" },
    });
  });

  it("keys the arrival information by the arrival date, the thank-you once", () => {
    expect(scheduledMessageKey("arrival", stay)).toBe("arrival:2027-07-10");
    expect(scheduledMessageKey("thanks", stay)).toBe("thanks");
  });
});

describe("the Gäste-Mails form", () => {
  const fields = {
    arrival_enabled: "yes",
    arrival_days: "7",
    thanks_days: "1",
    feedback_elsewhere: "29",
  };

  it("reads ticks and days", () => {
    expect(readGuestMessageForm(fields)).toEqual({
      ok: true,
      settings: { ...defaults, thanksEnabled: false },
    });
  });

  it("refuses days out of bounds or not whole, naming each field", () => {
    expect(readGuestMessageForm({ ...fields, arrival_days: "0", thanks_days: "1.5" })).toEqual({
      ok: false,
      problems: { arrival_days: { min: 1, max: 60 }, thanks_days: { min: 0, max: 30 } },
    });
    expect(readGuestMessageForm({ ...fields, feedback_elsewhere: "" }).ok).toBe(false);
  });

  it("mutes for a stay each kind not ticked", () => {
    expect(mutedFromForm({ arrival: "yes" })).toEqual(["thanks"]);
    expect(mutedFromForm({ arrival: "yes", thanks: "yes" })).toEqual([]);
    expect(mutedFromForm({})).toEqual(["arrival", "thanks"]);
  });
});
