import { describe, expect, it } from "vitest";
import {
  defaultHouseFacts,
  type HouseFacts,
  houseFactFields,
  postedSocialProfileUrl,
  readHouseFactsForm,
  socialProfileLink,
} from "./house-facts";

/** The form as the page posts it: today's facts, with `changes` by field name. */
function posted(changes: Record<string, string> = {}) {
  const fields = Object.fromEntries(
    (Object.keys(houseFactFields) as (keyof HouseFacts)[]).map((key) => [
      houseFactFields[key],
      String(defaultHouseFacts[key] ?? ""),
    ]),
  );
  return { ...fields, ...changes };
}

function errorsOf(changes: Record<string, string | undefined>) {
  const read = readHouseFactsForm({ ...posted(), ...changes });
  if (read.ok) throw new Error("taken");
  return read.errors;
}

describe("readHouseFactsForm", () => {
  it("takes today's facts as they are, with no link as empty", () => {
    expect(readHouseFactsForm(posted())).toEqual({
      ok: true,
      facts: { ...defaultHouseFacts, socialProfileUrl: "" },
    });
  });

  it("takes changed facts trimmed, numbers as numbers, a decimal comma too", () => {
    const read = readHouseFactsForm(
      posted({
        check_in_from: " 14:30 ",
        check_in_to: "23:59",
        check_out_from: "00:00",
        check_out_to: "11:00",
        quiet_hours_from: "23:00",
        quiet_hours_to: "06:30",
        free_cancellation_days: "30",
        response_hours: "0",
        size_sqm: "500",
        bedrooms: "0",
        sleeps: "30",
        train_station_minutes: "600",
        airport_hours: "48",
        nearest_city_minutes: " 0 ",
        latitude: "-90",
        longitude: "13,5",
        social_profile_url: " https://www.instagram.com/almblick ",
      }),
    );
    expect(read).toEqual({
      ok: true,
      facts: {
        checkInFrom: "14:30",
        checkInTo: "23:59",
        checkOutFrom: "00:00",
        checkOutTo: "11:00",
        quietHoursFrom: "23:00",
        quietHoursTo: "06:30",
        freeCancellationDays: 30,
        responseHours: 0,
        sizeSqm: 500,
        bedrooms: 0,
        sleeps: 30,
        trainStationMinutes: 600,
        airportHours: 48,
        nearestCityMinutes: 0,
        latitude: -90,
        longitude: 13.5,
        socialProfileUrl: "https://www.instagram.com/almblick",
      },
    });
  });

  it("refuses a time that is none, each at its field", () => {
    for (const time of ["15", "15.00", "24:00", "9:00", "15:60", "drei", ""]) {
      const message = time === "" ? "Bitte ausfüllen." : expect.stringContaining("HH:MM");
      expect(errorsOf({ check_in_from: time }), time).toEqual({ check_in_from: message });
      expect(errorsOf({ quiet_hours_to: time }), time).toEqual({ quiet_hours_to: message });
    }
    expect(errorsOf({ check_out_from: undefined })).toEqual({ check_out_from: "Bitte ausfüllen." });
  });

  it("refuses a check-in or check-out that ends before it begins", () => {
    expect(errorsOf({ check_in_from: "20:00", check_in_to: "15:00" })).toEqual({
      check_in_to: "Muss nach der Uhrzeit „ab“ liegen.",
    });
    expect(errorsOf({ check_out_from: "10:00", check_out_to: "10:00" })).toEqual({
      check_out_to: "Muss nach der Uhrzeit „ab“ liegen.",
    });
  });

  it("takes quiet hours across midnight", () => {
    expect(
      readHouseFactsForm(posted({ quiet_hours_from: "22:00", quiet_hours_to: "07:00" })).ok,
    ).toBe(true);
  });

  it("refuses whole numbers out of their range, fractions and words", () => {
    const cases: [string, string, string][] = [
      ["size_sqm", "9", "Bitte eine ganze Zahl von 10 bis 500 angeben."],
      ["size_sqm", "501", "Bitte eine ganze Zahl von 10 bis 500 angeben."],
      ["bedrooms", "21", "Bitte eine ganze Zahl von 0 bis 20 angeben."],
      ["bedrooms", "-1", "Bitte eine ganze Zahl von 0 bis 20 angeben."],
      ["sleeps", "0", "Bitte eine ganze Zahl von 1 bis 30 angeben."],
      ["sleeps", "31", "Bitte eine ganze Zahl von 1 bis 30 angeben."],
      ["train_station_minutes", "601", "Bitte eine ganze Zahl von 0 bis 600 angeben."],
      ["nearest_city_minutes", "2.5", "Bitte eine ganze Zahl von 0 bis 600 angeben."],
      ["airport_hours", "49", "Bitte eine ganze Zahl von 0 bis 48 angeben."],
      ["response_hours", "1,5", "Bitte eine ganze Zahl von 0 bis 48 angeben."],
      ["free_cancellation_days", "366", "Bitte eine ganze Zahl von 0 bis 365 angeben."],
      ["free_cancellation_days", "zwei", "Bitte eine ganze Zahl von 0 bis 365 angeben."],
      ["free_cancellation_days", " ", "Bitte ausfüllen."],
    ];
    for (const [field, value, message] of cases) {
      expect(errorsOf({ [field]: value }), `${field}=${value}`).toEqual({ [field]: message });
    }
  });

  it("refuses a map position off the globe or not a number", () => {
    expect(errorsOf({ latitude: "90.5" })).toEqual({
      latitude: "Bitte eine Zahl von -90 bis 90 angeben, z. B. 46.6875.",
    });
    expect(errorsOf({ longitude: "-180.01" })).toEqual({
      longitude: "Bitte eine Zahl von -180 bis 180 angeben, z. B. 46.6875.",
    });
    expect(errorsOf({ latitude: "46° 41′" })).toHaveProperty("latitude");
    expect(errorsOf({ longitude: "" })).toEqual({ longitude: "Bitte ausfüllen." });
  });

  it("refuses a link that is not https, with a message of its own", () => {
    const message = "Bitte eine Adresse mit https:// am Anfang angeben oder das Feld leer lassen.";
    for (const url of [
      "http://www.instagram.com/almblick",
      "www.instagram.com/almblick",
      "javascript:alert(1)",
      "https://",
      "https://instagram com/almblick",
    ]) {
      expect(errorsOf({ social_profile_url: url }), url).toEqual({ social_profile_url: message });
    }
    expect(errorsOf({ social_profile_url: `https://example.com/${"a".repeat(500)}` })).toEqual({
      social_profile_url: "Zu lang (höchstens 500 Zeichen).",
    });
    expect(errorsOf({ social_profile_url: "https://example.com/\u0007" })).toEqual({
      social_profile_url: "Enthält Steuerzeichen. Bitte neu eingeben.",
    });
  });

  it("refuses several wrong fields at once, each with its message", () => {
    expect(
      Object.keys(errorsOf({ check_in_from: "x", sleeps: "0", latitude: "x" })).sort(),
    ).toEqual(["check_in_from", "latitude", "sleeps"]);
  });
});

describe("the profile link", () => {
  const operator = "https://social.example.com/almblick";

  it("is the operator's while the owners never saved one, theirs once they did", () => {
    expect(socialProfileLink({ socialProfileUrl: null }, operator)).toBe(operator);
    expect(socialProfileLink({ socialProfileUrl: null }, null)).toBeNull();
    expect(socialProfileLink({ socialProfileUrl: "https://own.example/x" }, operator)).toBe(
      "https://own.example/x",
    );
    // Empty: the owners want none, whatever the operator set.
    expect(socialProfileLink({ socialProfileUrl: "" }, operator)).toBeNull();
  });

  it("stays the operator's when the form posts it back unchanged", () => {
    expect(postedSocialProfileUrl(operator, null, operator)).toBeNull();
    expect(postedSocialProfileUrl("", null, null)).toBeNull();
    expect(postedSocialProfileUrl("", null, operator)).toBe("");
    expect(postedSocialProfileUrl("https://own.example/x", null, operator)).toBe(
      "https://own.example/x",
    );
    // Once the owners saved theirs, what they post is theirs, the operator's link too.
    expect(postedSocialProfileUrl(operator, "", operator)).toBe(operator);
    expect(postedSocialProfileUrl("", "https://own.example/x", operator)).toBe("");
  });
});
