import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import type { supportedLanguages } from "../../content/property";
import { i18nextOptions, resources } from "../../content/texts";
import { saturdaySummerSeason } from "../../tests/support/year-plans";
import { eachNight } from "./nights";
import {
  dayStates,
  type PickerNotice,
  type PickerRules,
  type PickerTranslator,
  pickerMessage,
  tapDay,
} from "./picker-days";
import { type BookingSettings, defaultBookingSettings, defaultYearPlan } from "./settings";
import { unavailableNights } from "./unavailable-nights";

const today = "2027-03-10";
const plan = defaultYearPlan(2027);
/** 2027: July–August Saturday arrivals and 7 nights at least; an own closure 10–14 June. */
const settings: BookingSettings = {
  ...defaultBookingSettings,
  years: {
    "2027": {
      ...plan,
      seasons: [
        plan.seasons[0],
        saturdaySummerSeason(2027),
        { ...plan.seasons[2], first: "2027-09-01" },
      ],
      closedPeriods: [...plan.closedPeriods, { first: "2027-06-10", last: "2027-06-14" }],
    },
  },
};
/** Booked 3–8 August (a Tuesday to a Sunday), paid 20–24 May, pre-reserved 1–8 June. */
const records = [
  { start_date: "2027-08-03", end_date: "2027-08-08", status: "booked" },
  { start_date: "2027-05-20", end_date: "2027-05-24", status: "paid" },
  { start_date: "2027-06-01", end_date: "2027-06-08", status: "pre_reserved" },
];
const rules: PickerRules = { blocked: unavailableNights(records, settings), settings, today };

describe("picker days: what each day is", () => {
  it("names each state of an arrival: taken, closed, no arrival, too short, open", () => {
    const state = dayStates(rules, {});
    expect(state("2027-03-09")).toBe("past");
    expect(state("2027-08-04")).toBe("taken");
    expect(state("2027-12-24")).toBe("closed");
    expect(state("2027-06-12")).toBe("closed");
    // A free Sunday of the Saturday season is no arrival day, not taken.
    expect(state("2027-07-11")).toBe("noArrival");
    expect(state("2027-07-10")).toBe("open");
    // Saturday 31 July: 7 nights do not fit before the booking on 3 August.
    expect(state("2027-07-31")).toBe("tooShort");
    // 18 May (4 nights at least): only 2 nights before the paid stay.
    expect(state("2027-05-18")).toBe("tooShort");
    expect(state("2027-05-16")).toBe("open");
    // A pre-reserved stay can still be asked for.
    expect(state("2027-06-02")).toBe("open");
    expect(state("2029-07-01")).toBe("beyondHorizon");
  });

  it("after an arrival, names each day as its departure", () => {
    const state = dayStates(rules, { from: "2027-07-10" });
    expect(state("2027-07-14")).toBe("tooShort");
    expect(state("2027-07-17")).toBe("open");
    // A Sunday can end the stay, and the booked guests' arrival day too (changeover).
    expect(state("2027-07-18")).toBe("open");
    expect(state("2027-08-03")).toBe("open");
    expect(state("2027-08-04")).toBe("taken");
    expect(state("2027-08-10")).toBe("unreachable");
    // Days before the arrival keep their own state.
    expect(state("2027-07-04")).toBe("noArrival");
    // With the range complete, every day is an arrival again.
    expect(dayStates(rules, { from: "2027-07-10", to: "2027-07-17" })("2027-07-18")).toBe(
      "noArrival",
    );
  });

  it("names the departures the same, whichever day is asked first", () => {
    const days = eachNight("2027-07-04", "2027-08-20");
    const forward = dayStates(rules, { from: "2027-07-10" });
    const backward = dayStates(rules, { from: "2027-07-10" });
    const backwardStates = [...days].reverse().map(backward).reverse();
    expect(backwardStates).toEqual(days.map(forward));
  });
});

describe("picker days: what a tap does", () => {
  it("takes an open arrival, then a departure; the arrival again clears it", () => {
    expect(tapDay(rules, {}, "2027-07-10")).toEqual({ range: { from: "2027-07-10" } });
    expect(tapDay(rules, { from: "2027-07-10" }, "2027-07-17")).toEqual({
      range: { from: "2027-07-10", to: "2027-07-17" },
    });
    expect(tapDay(rules, { from: "2027-07-10" }, "2027-07-10")).toEqual({ range: {} });
    // An earlier day, or any day after a complete range, starts anew.
    expect(tapDay(rules, { from: "2027-07-10" }, "2027-07-03")).toEqual({
      range: { from: "2027-07-03" },
    });
    expect(tapDay(rules, { from: "2027-07-10", to: "2027-07-17" }, "2027-07-24")).toEqual({
      range: { from: "2027-07-24" },
    });
  });

  it("refuses a day that cannot be chosen at the first tap, saying why", () => {
    const notice = (day: string) => (tapDay(rules, {}, day) as { notice: PickerNotice }).notice;
    expect(notice("2027-07-11")).toEqual({ key: "arrivalDay", weekdays: [6] });
    expect(notice("2027-08-05")).toEqual({
      key: "taken",
      span: { start: "2027-08-03", end: "2027-08-08" },
    });
    expect(notice("2027-12-24")).toEqual({
      key: "closed",
      span: { start: "2027-11-01", end: "2028-05-01" },
      winter: true,
    });
    expect(notice("2027-06-12")).toEqual({
      key: "closed",
      span: { start: "2027-06-10", end: "2027-06-15" },
      winter: false,
    });
    expect(notice("2027-05-18")).toEqual({ key: "noRoom", minimum: 4, free: 2 });
    expect(notice("2027-03-01")).toEqual({ key: "startInPast" });
    expect(notice("2029-07-07")).toEqual({ key: "horizon", years: 2 });
  });

  it("refuses a departure across a taken or closed night, or before the minimum, keeping the arrival", () => {
    expect(tapDay(rules, { from: "2027-07-24" }, "2027-08-14")).toEqual({
      notice: { key: "taken", span: { start: "2027-08-03", end: "2027-08-08" } },
    });
    expect(tapDay(rules, { from: "2027-10-25" }, "2027-11-03")).toEqual({
      notice: {
        key: "closed",
        span: { start: "2027-11-01", end: "2028-05-01" },
        winter: true,
      },
    });
    expect(tapDay(rules, { from: "2027-06-02" }, "2027-06-20")).toEqual({
      notice: {
        key: "closed",
        span: { start: "2027-06-10", end: "2027-06-15" },
        winter: false,
      },
    });
    expect(tapDay(rules, { from: "2027-07-10" }, "2027-07-15")).toEqual({
      notice: { key: "minimumStay", minimum: 7, count: 5 },
    });
  });
});

function translatorFor(language: (typeof supportedLanguages)[number]): PickerTranslator {
  const instance = createInstance();
  instance.init(i18nextOptions(language, resources[language]));
  return (key, values) => instance.t(`booking:errors.${key}`, values);
}

describe("picker days: the sentence of a refusal", () => {
  const sentences = (language: (typeof supportedLanguages)[number]) => {
    const t = translatorFor(language);
    const say = (range: { from?: string }, day: string) =>
      pickerMessage((tapDay(rules, range, day) as { notice: PickerNotice }).notice, t, language);
    return [
      say({}, "2027-07-11"),
      say({}, "2027-08-05"),
      say({}, "2027-12-24"),
      say({}, "2027-06-12"),
      say({ from: "2027-07-10" }, "2027-07-15"),
      say({}, "2027-05-18"),
      say({}, "2027-05-19"),
    ];
  };

  it("in German", () => {
    expect(sentences("de")).toEqual([
      "Anreise in dieser Saison nur am Samstag",
      "Dieser Zeitraum ist bereits gebucht – Die Wohnung ist vom 3. August 2027 bis 7. August 2027 belegt",
      "Wintersaison nicht verfügbar – Die Wohnung ist vom 1. November 2027 bis 30. April 2028 geschlossen",
      "Dieser Zeitraum ist nicht buchbar – Die Wohnung ist vom 10. Juni 2027 bis 14. Juni 2027 geschlossen",
      "Mindestaufenthalt 7 Nächte – Sie haben 5 Nächte gewählt",
      "Mindestaufenthalt 4 Nächte – ab diesem Tag sind nur 2 Nächte frei",
      "Mindestaufenthalt 4 Nächte – ab diesem Tag ist nur 1 Nacht frei",
    ]);
  });

  it("in English", () => {
    expect(sentences("en")).toEqual([
      "In this season, arrival on Saturday only",
      "These dates are already booked – The apartment is taken from 3 August 2027 to 7 August 2027",
      "Winter season not available – The apartment is closed from 1 November 2027 to 30 April 2028",
      "These dates cannot be booked – The apartment is closed from 10 June 2027 to 14 June 2027",
      "Minimum stay is 7 nights – you selected 5 nights",
      "Minimum stay is 4 nights – only 2 nights are free from this day",
      "Minimum stay is 4 nights – only 1 night is free from this day",
    ]);
  });

  it("in Italian", () => {
    expect(sentences("it")).toEqual([
      "In questa stagione arrivo solo di sabato",
      "Questo periodo è già prenotato – L'appartamento è occupato dal giorno 3 agosto 2027 al giorno 7 agosto 2027",
      "Stagione invernale non disponibile – L'appartamento è chiuso dal 1 novembre 2027 al 30 aprile 2028",
      "Questo periodo non è prenotabile – L'appartamento è chiuso dal 10 giugno 2027 al 14 giugno 2027",
      "Il soggiorno minimo è di 7 notti – avete selezionato 5 notti",
      "Il soggiorno minimo è di 4 notti – da questo giorno sono libere solo 2 notti",
      "Il soggiorno minimo è di 4 notti – da questo giorno è libera solo 1 notte",
    ]);
  });
});
