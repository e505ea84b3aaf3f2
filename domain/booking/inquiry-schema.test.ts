import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../content/property";
import { i18nextOptions, resources } from "../../content/texts";
import { inquiryFields } from "../../tests/support/inquiry-form";
import { saturdaySummerSeason } from "../../tests/support/year-plans";
import { fieldErrorsOf } from "../forms/field-errors";
import {
  checkDates,
  countryCodes,
  createInquirySchema,
  echoedInquiryValues,
  type InquiryField,
  type InquiryMessageKey,
  type InquiryTranslator,
  inquiryMessageKeys,
} from "./inquiry-schema";
import {
  type BookingSettings,
  defaultYearPlan,
  defaultBookingSettings as settings,
} from "./settings";

const today = "2026-03-10";

/** 2026 with a July–August season: 7 nights at least, arrival on Saturdays only. */
const saturdaySummer: BookingSettings = {
  general: { horizonYears: 2, maxGuests: 8 },
  years: {
    "2026": {
      ...defaultYearPlan(2026),
      seasons: [saturdaySummerSeason(2026)],
    },
  },
};

const valid = inquiryFields({
  message: "Wir freuen uns!",
  preferred_start_date: "2026-07-10",
  preferred_end_date: "2026-07-14",
});

function errorsFor(input: Record<string, unknown>, t?: InquiryTranslator, language?: string) {
  const result = createInquirySchema({ today, settings, t, language }).safeParse(input);
  return result.success ? {} : fieldErrorsOf<InquiryField>(result.error);
}

function translatorFor(language: (typeof supportedLanguages)[number]): InquiryTranslator {
  const instance = createInstance();
  instance.init(i18nextOptions(language, resources[language]));
  const { t } = instance;
  return (key, values) => t(`booking:errors.${key}`, values);
}

describe("inquiry schema: fields", () => {
  it("accepts a valid inquiry and gives typed values", () => {
    const result = createInquirySchema({ today, settings }).parse(valid);
    expect(result).toEqual({ ...valid, adults: 2, children: 1 });
  });
  it("trims text and defaults the country code to +49", () => {
    const result = createInquirySchema({ today, settings }).parse({
      ...valid,
      first_name: "  Anna ",
      country_code: undefined,
      phone: undefined,
      message: undefined,
    });
    expect(result.first_name).toBe("Anna");
    expect(result.country_code).toBe("+49");
    expect(result.phone).toBe("");
    expect(result.message).toBe("");
  });
  it("keeps each offered country code and turns any other into +49", () => {
    const codeOf = (country_code: unknown) =>
      createInquirySchema({ today, settings }).parse({ ...valid, country_code }).country_code;
    for (const code of countryCodes) expect(codeOf(code)).toBe(code);
    for (const code of ["+7", "+490", "49", "+4", "", 43, null]) {
      expect(codeOf(code), String(code)).toBe("+49");
    }
  });
  it.each([
    ["first_name", "", "firstNameRequired"],
    ["first_name", "   ", "firstNameRequired"],
    ["first_name", "x".repeat(51), "firstNameTooLong"],
    ["last_name", "", "lastNameRequired"],
    ["last_name", "x".repeat(51), "lastNameTooLong"],
    ["contact_email", "", "emailInvalid"],
    ["contact_email", "anna@", "emailInvalid"],
    ["contact_email", `${"a".repeat(95)}@example.com`, "emailTooLong"],
    ["phone", "1".repeat(31), "phoneTooLong"],
    ["adults", "0", "adultsMin"],
    ["adults", "", "adultsMin"],
    ["adults", "1.5", "adultsMin"],
    ["children", "-1", "childrenMin"],
    ["children", "abc", "childrenMin"],
    ["message", "x".repeat(1001), "messageTooLong"],
  ])("%s = %j -> %s", (field, value, key) => {
    expect(errorsFor({ ...valid, [field]: value })[field as "first_name"]).toBe(key);
  });
  it("accepts the limits themselves", () => {
    expect(
      errorsFor({
        ...valid,
        first_name: "x".repeat(50),
        last_name: "x".repeat(50),
        contact_email: `${"a".repeat(88)}@example.com`,
        message: "x".repeat(1000),
        adults: "1",
        children: "0",
      }),
    ).toEqual({});
  });
  it.each([
    ["first_name", "Anna\nE-Mail: evil@example.com"],
    ["first_name", "Anna\u0000"],
    ["first_name", "Anna\u202Eevil"],
    ["last_name", "Muster\rX"],
    ["last_name", "Mus\tter"],
    ["contact_email", "anna@example.com\nBcc: x@example.com"],
    ["phone", "664\n1234567"],
    ["phone", "664\u0085123"],
    ["phone", "664\u2028123"],
  ])("%s = %j -> controlCharacters", (field, value) => {
    expect(errorsFor({ ...valid, [field]: value })[field as "first_name"]).toBe(
      "controlCharacters",
    );
  });
  it("keeps the message's line breaks (as \\n) and refuses its other control characters", () => {
    const parsed = createInquirySchema({ today, settings }).parse({
      ...valid,
      message: "Hallo,\r\nwir kommen.\rGrüße\nAnna",
    });
    expect(parsed.message).toBe("Hallo,\nwir kommen.\nGrüße\nAnna");
    for (const message of ["Tab\there", "NUL\u0000", "bell\u0007", "\u202Ereversed"])
      expect(errorsFor({ ...valid, message }).message, message).toBe("messageControlCharacters");
  });
  it("counts a posted \\r\\n once, as the textarea did", () => {
    const lines = `${"x".repeat(99)}\r\n`.repeat(10);
    expect(lines.trim().length).toBeGreaterThan(1000);
    expect(errorsFor({ ...valid, message: lines })).toEqual({});
  });
  it("accepts names in any script, with accents, apostrophes and joiners", () => {
    expect(
      errorsFor({ ...valid, first_name: "Zoë-Ann", last_name: "D'Àngelo Ñúñez 王 می\u200Cخواهم" }),
    ).toEqual({});
  });
  it("allows at most 20 guests in total", () => {
    expect(errorsFor({ ...valid, adults: "10", children: "10" })).toEqual({});
    expect(errorsFor({ ...valid, adults: "10", children: "11" }).guests).toBe("guestsMax");
  });
});

describe("inquiry schema: dates, checked in the form's order", () => {
  const dates = (start: string, end: string) =>
    errorsFor({ ...valid, preferred_start_date: start, preferred_end_date: end }).dates;

  it("needs a range (selectDates)", () => {
    expect(dates("", "")).toBe("selectDates");
    expect(dates("2026-07-10", "")).toBe("selectDates");
  });
  it("reports missing dates together with the other fields' problems", () => {
    const errors = errorsFor({
      ...valid,
      first_name: "",
      contact_email: "not an address",
      preferred_start_date: "",
      preferred_end_date: "",
    });
    expect(errors).toMatchObject({
      first_name: "firstNameRequired",
      contact_email: "emailInvalid",
      dates: "selectDates",
    });
  });
  it("needs real dates (invalidDates, then selectAgain)", () => {
    expect(dates("2026-02-30", "2026-07-14")).toBe("invalidDates – selectAgain");
    expect(dates("10.07.2026", "2026-07-14")).toBe("invalidDates – selectAgain");
  });
  it("needs the end after the start (endAfterStart)", () => {
    expect(dates("2026-07-14", "2026-07-14")).toBe("endAfterStart");
    expect(dates("2026-07-14", "2026-07-10")).toBe("endAfterStart");
  });
  it("needs at least 4 nights (minimumStay with the number of nights)", () => {
    expect(checkDates(settings, "2026-07-10", "2026-07-11", today)).toEqual({
      key: "minimumStay",
      minimum: 4,
      count: 1,
    });
    expect(checkDates(settings, "2026-07-10", "2026-07-13", today)).toMatchObject({ count: 3 });
    expect(dates("2026-07-10", "2026-07-14")).toBeUndefined();
  });
  it("refuses the closed season (closed), departure on 1 May or 1 November allowed", () => {
    expect(checkDates(settings, "2026-04-28", "2026-05-03", today)?.key).toBe("closed");
    expect(checkDates(settings, "2026-10-29", "2026-11-05", today)?.key).toBe("closed");
    expect(checkDates(settings, "2026-12-01", "2026-12-08", today)?.key).toBe("closed");
    expect(checkDates(settings, "2026-10-01", "2027-05-10", today)?.key).toBe("closed");
    expect(checkDates(settings, "2026-10-27", "2026-11-01", today)).toBeNull();
    expect(checkDates(settings, "2026-05-01", "2026-05-05", today)).toBeNull();
  });
  it("allows a start at most 2 years ahead", () => {
    expect(checkDates(settings, "2028-03-10", "2028-05-14", "2026-03-10")?.key).toBe("closed");
    expect(checkDates(settings, "2028-05-10", "2028-05-14", "2026-05-10")).toBeNull();
    expect(checkDates(settings, "2028-05-11", "2028-05-15", "2026-05-10")?.key).toBe("horizon");
    // From 29 February the horizon ends on 28 February two years later.
    expect(checkDates(settings, "2030-05-01", "2030-05-05", "2028-02-29")?.key).toBe("horizon");
    expect(checkDates(settings, "2030-05-01", "2030-05-05", "2028-05-01")).toBeNull();
  });
  it("refuses an arrival in the past", () => {
    expect(checkDates(settings, "2026-05-01", "2026-05-05", "2026-05-02")?.key).toBe("startInPast");
    expect(checkDates(settings, "2026-05-02", "2026-05-06", "2026-05-02")).toBeNull();
  });
  it("reports the first failing check only", () => {
    expect(checkDates(settings, "2026-12-01", "2026-12-02", today)?.key).toBe("closed");
    expect(checkDates(settings, "2030-07-01", "2030-07-02", today)?.key).toBe("minimumStay");
    expect(checkDates(settings, "2025-07-01", "2025-07-02", today)?.key).toBe("minimumStay");
  });
  it("follows the owners' settings: the season's minimum, its arrival days, the guest limit", () => {
    const check = (start: string, end: string) => checkDates(saturdaySummer, start, end, today);
    // 4 and 11 July 2026 are Saturdays.
    expect(check("2026-07-04", "2026-07-11")).toBeNull();
    expect(check("2026-07-04", "2026-07-09")).toEqual({ key: "minimumStay", minimum: 7, count: 5 });
    expect(check("2026-07-07", "2026-07-14")).toEqual({ key: "arrivalDay", weekdays: [6] });
    // June and September have no season in this plan.
    expect(check("2026-06-27", "2026-07-04")?.key).toBe("closed");
    expect(check("2026-08-29", "2026-09-05")?.key).toBe("closed");
    const german = translatorFor("de");
    const result = createInquirySchema({ today, settings: saturdaySummer, t: german }).safeParse({
      ...valid,
      adults: "6",
      children: "3",
      preferred_start_date: "2026-07-07",
      preferred_end_date: "2026-07-14",
    });
    expect(fieldErrorsOf<InquiryField>(result.error!)).toEqual({
      guests: "Maximal 8 Gäste gesamt",
      dates: "Anreise in dieser Saison nur am Samstag",
    });
  });
});

describe("inquiry messages in every language", () => {
  it("exist for every key in de, en and it", () => {
    for (const language of supportedLanguages) {
      const t = translatorFor(language);
      for (const key of inquiryMessageKeys) {
        const text = t(key, { count: 2, max: 20, days: "Samstag", from: "1", to: "2" });
        expect(text, `${language} ${key}`).not.toContain("errors.");
        expect(text.trim(), `${language} ${key}`).not.toBe("");
        expect(text, `${language} ${key}`).not.toContain("{{");
      }
    }
  });
  it("are the required German texts letter for letter", () => {
    const t = translatorFor("de");
    const german = (input: Record<string, unknown>) => Object.values(errorsFor(input, t));
    expect(german({ ...valid, first_name: "" })).toEqual(["Vorname ist erforderlich"]);
    expect(german({ ...valid, first_name: "x".repeat(51) })).toEqual(["Vorname ist zu lang"]);
    expect(german({ ...valid, last_name: "" })).toEqual(["Nachname ist erforderlich"]);
    expect(german({ ...valid, last_name: "x".repeat(51) })).toEqual(["Nachname ist zu lang"]);
    expect(german({ ...valid, contact_email: "nope" })).toEqual([
      "Bitte geben Sie eine gültige E-Mail ein.",
    ]);
    expect(german({ ...valid, contact_email: `${"a".repeat(95)}@example.com` })).toEqual([
      "E-Mail ist zu lang",
    ]);
    expect(german({ ...valid, adults: "0" })).toEqual(["Mindestens 1 Erwachsener"]);
    expect(german({ ...valid, children: "-1" })).toEqual(["Kinder mindestens 0"]);
    expect(german({ ...valid, message: "x".repeat(1001) })).toEqual(["Nachricht ist zu lang"]);
    expect(german({ ...valid, adults: "15", children: "6" })).toEqual(["Maximal 20 Gäste gesamt"]);
    expect(
      german({ ...valid, preferred_start_date: "2028-05-11", preferred_end_date: "2028-05-15" }),
    ).toEqual(["Maximal 2 Jahre im Voraus buchbar"]);
  });
  it("say the number of nights in singular or plural", () => {
    const minimum = (language: (typeof supportedLanguages)[number], end: string) =>
      errorsFor({ ...valid, preferred_end_date: end }, translatorFor(language)).dates;
    expect(minimum("de", "2026-07-11")).toBe(
      "Mindestaufenthalt 4 Nächte – Sie haben 1 Nacht gewählt",
    );
    expect(minimum("de", "2026-07-13")).toBe(
      "Mindestaufenthalt 4 Nächte – Sie haben 3 Nächte gewählt",
    );
    expect(minimum("en", "2026-07-11")).toBe("Minimum stay is 4 nights – you selected 1 night");
    expect(minimum("en", "2026-07-12")).toBe("Minimum stay is 4 nights – you selected 2 nights");
    expect(minimum("it", "2026-07-11")).toBe(
      "Il soggiorno minimo è di 4 notti – avete selezionato 1 notte",
    );
    expect(minimum("it", "2026-07-12")).toBe(
      "Il soggiorno minimo è di 4 notti – avete selezionato 2 notti",
    );
  });
  it("use the English date texts", () => {
    const t = translatorFor("en");
    const english = ([start, end]: [string, string]) =>
      errorsFor({ ...valid, preferred_start_date: start, preferred_end_date: end }, t, "en").dates;
    const ranges: Array<[string, string]> = [
      ["", ""],
      ["2026-02-30", "2026-07-14"],
      ["2026-10-20", "2026-11-20"],
    ];
    expect(ranges.map(english)).toEqual([
      "Please select a date range",
      "Invalid date selection – Please select again",
      "Winter season not available – The apartment is closed from 1 November 2026 to 30 April 2027",
    ]);
  });
  it("name the default winter closure as the winter season, any other closure as closed", () => {
    const message = (language: (typeof supportedLanguages)[number], start: string, end: string) =>
      createInquirySchema({
        today,
        settings: saturdaySummer,
        t: translatorFor(language),
        language,
      })
        .safeParse({ ...valid, preferred_start_date: start, preferred_end_date: end })
        .error?.issues.find((issue) => issue.path[0] === "dates")?.message;
    expect(message("de", "2026-08-29", "2026-11-05")).toBe(
      "Dieser Zeitraum ist nicht buchbar – Die Wohnung ist vom 1. September 2026 bis 30. April 2027 geschlossen",
    );
    expect(message("de", "2026-12-05", "2026-12-12")).toBe(
      "Wintersaison nicht verfügbar – Die Wohnung ist vom 1. September 2026 bis 30. April 2027 geschlossen",
    );
    expect(message("en", "2026-12-05", "2026-12-12")).toMatch(/^Winter season not available – /);
    expect(message("it", "2026-12-05", "2026-12-12")).toMatch(
      /^Stagione invernale non disponibile – /,
    );
  });
  it("cover every key the schema can produce", () => {
    const produced = new Set<InquiryMessageKey>();
    const collect: InquiryTranslator = (key) => {
      produced.add(key);
      return key;
    };
    const inputs: Array<Record<string, unknown>> = [
      { ...valid, first_name: "" },
      { ...valid, first_name: "x".repeat(51), last_name: "x".repeat(51) },
      { ...valid, last_name: "", contact_email: "x", phone: "1".repeat(31) },
      { ...valid, contact_email: `${"a".repeat(95)}@example.com` },
      { ...valid, adults: "0", children: "-1", message: "x".repeat(1001) },
      { ...valid, first_name: "A\nB", message: "\u0007" },
      { ...valid, adults: "20", children: "1" },
      { ...valid, preferred_start_date: "" },
      { ...valid, preferred_start_date: "2026-02-30" },
      { ...valid, preferred_end_date: "2026-07-10" },
      { ...valid, preferred_end_date: "2026-07-11" },
      { ...valid, preferred_start_date: "2026-10-30", preferred_end_date: "2026-11-05" },
      { ...valid, preferred_start_date: "2028-07-10", preferred_end_date: "2028-07-14" },
      { ...valid, preferred_start_date: "2026-03-01", preferred_end_date: "2026-03-01" },
    ];
    // Messages are made when the error is read.
    for (const input of inputs)
      createInquirySchema({ today, settings, t: collect }).safeParse(input).error?.issues;
    const tuesday = {
      ...valid,
      preferred_start_date: "2026-07-07",
      preferred_end_date: "2026-07-14",
    };
    createInquirySchema({ today, settings: saturdaySummer, t: collect }).safeParse(tuesday).error
      ?.issues;
    createInquirySchema({ today: "2026-07-20", settings, t: collect }).safeParse(valid).error
      ?.issues;
    // A night of no season: closed, not the winter.
    createInquirySchema({ today, settings: saturdaySummer, t: collect }).safeParse({
      ...valid,
      preferred_start_date: "2026-09-05",
      preferred_end_date: "2026-09-12",
    }).error?.issues;
    expect([...produced].sort()).toEqual([...inquiryMessageKeys].sort());
  });
});

describe("re-shown form values", () => {
  it("echo only the form's own fields, each cut to its limit", () => {
    const echoed = echoedInquiryValues({
      ...valid,
      first_name: "x".repeat(10_000),
      message: "y".repeat(10_000),
      adults: "1".repeat(100),
      preferred_start_date: "2026-07-10".repeat(50),
      unknown_field: "z".repeat(10_000),
      company_website: "spam",
    });
    expect(Object.keys(echoed).sort()).toEqual(Object.keys(valid).sort());
    expect(echoed.first_name).toHaveLength(50);
    expect(echoed.message).toHaveLength(1000);
    expect(echoed.adults).toBe("11");
    expect(echoed.preferred_start_date).toBe("2026-07-10");
    expect(echoed.country_code).toBe("+43");
  });

  it("echo a date only when it is a real one (the form computes the stay's rules from it)", () => {
    const echoed = echoedInquiryValues({
      ...valid,
      preferred_start_date: "2027-02-30",
      preferred_end_date: "2027-13-01",
    });
    expect(echoed).not.toHaveProperty("preferred_start_date");
    expect(echoed).not.toHaveProperty("preferred_end_date");
  });
});
