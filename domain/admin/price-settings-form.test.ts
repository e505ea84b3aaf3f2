import { describe, expect, it } from "vitest";
import { saturdaySummerSeason } from "../../tests/support/year-plans";
import { defaultYearPlan } from "../booking/settings";
import {
  type Fields,
  parseEuroCents,
  priceFields,
  readGeneralForm,
  readYearPlanForm,
} from "./price-settings-form";

const season = (index: number, values: Record<string, string>): Fields =>
  Object.fromEntries(
    Object.entries(values).map(([part, value]) => [
      part.startsWith("arrival-")
        ? priceFields.seasonArrival(index, Number(part.slice(8)))
        : priceFields.season(index, part as "rate"),
      value,
    ]),
  );

const summer = {
  "name-de": "Sommer",
  first: "2027-07-01",
  last: "2027-08-31",
  rate: "145",
  minimum: "7",
};
const june = {
  "name-de": "Juni",
  first: "2027-06-01",
  last: "2027-06-30",
  rate: "110,50",
  minimum: "4",
};
const base: Fields = {
  ...season(0, june),
  ...season(1, { ...summer, "arrival-6": "on" }),
  [priceFields.closed(0, "first")]: "2027-11-01",
  [priceFields.closed(0, "last")]: "2027-12-31",
  [priceFields.cleaningFee]: "75",
  [priceFields.taxEnabled]: "on",
  [priceFields.taxAmount]: "2,60",
  [priceFields.taxChildrenExempt]: "on",
};

const errorsOf = (fields: Fields) => {
  const result = readYearPlanForm(fields, 2027);
  return result.ok ? {} : result.errors;
};

describe("the year form of the Preise tab", () => {
  it("reads seasons, closed periods, cleaning fee and tax into a plan, in cents", () => {
    const result = readYearPlanForm(base, 2027);
    expect(result).toEqual({
      ok: true,
      value: {
        seasons: [
          {
            name: { de: "Juni" },
            first: "2027-06-01",
            last: "2027-06-30",
            rateCents: 11050,
            minimumNights: 4,
            arrivalWeekdays: null,
          },
          saturdaySummerSeason(2027),
        ],
        closedPeriods: [{ first: "2027-11-01", last: "2027-12-31" }],
        cleaningFeeCents: 7500,
        touristTax: { enabled: true, amountCents: 260, childrenExempt: true },
      },
    });
  });

  it("refuses overlapping seasons, naming the other one", () => {
    const overlapping = {
      ...base,
      ...season(2, { ...june, "name-de": "Spät", first: "2027-08-31", last: "2027-09-15" }),
    };
    expect(errorsOf(overlapping)).toEqual({
      [priceFields.season(2, "first")]:
        "Überschneidet sich mit der Saison „Sommer“ (01.07.2027 – 31.08.2027).",
    });
    // Touching is fine: the next season starts the night after.
    const touching = {
      ...base,
      ...season(2, { ...june, first: "2027-09-01", last: "2027-09-15" }),
    };
    expect(errorsOf(touching)).toEqual({});
  });

  it("refuses non-positive rates and amounts that are no amount", () => {
    expect(errorsOf({ ...base, ...season(1, { ...summer, rate: "0" }) })).toEqual({
      [priceFields.season(1, "rate")]: "Der Preis pro Nacht muss größer als 0 € sein.",
    });
    for (const rate of ["-130", "abc", "1,234", ""]) {
      expect(errorsOf({ ...base, ...season(1, { ...summer, rate }) }), rate).toEqual({
        [priceFields.season(1, "rate")]: "Bitte einen Betrag in Euro angeben, z. B. 95 oder 2,60.",
      });
    }
    expect(errorsOf({ ...base, [priceFields.taxAmount]: "0" })).toEqual({
      [priceFields.taxAmount]: "Die Ortstaxe muss größer als 0 € sein, wenn sie ausgewiesen wird.",
    });
    expect(
      errorsOf({ ...base, [priceFields.taxEnabled]: undefined, [priceFields.taxAmount]: "" }),
    ).toEqual({});
  });

  it("refuses impossible dates, dates of another year and a last night before the first", () => {
    expect(errorsOf({ ...base, ...season(1, { ...summer, last: "2027-02-30" }) })).toEqual({
      [priceFields.season(1, "last")]: "Bitte ein gültiges Datum angeben.",
    });
    expect(errorsOf({ ...base, ...season(1, { ...summer, last: "2028-01-10" }) })).toEqual({
      [priceFields.season(1, "last")]: "Das Datum muss im Jahr 2027 liegen.",
    });
    expect(errorsOf({ ...base, ...season(1, { ...summer, last: "2027-06-30" }) })).toEqual({
      [priceFields.season(1, "last")]: "Die letzte Nacht darf nicht vor der ersten liegen.",
    });
    expect(
      errorsOf({ ...base, [priceFields.closed(0, "last")]: "2027-10-01" })[
        priceFields.closed(0, "last")
      ],
    ).toBe("Die letzte Nacht darf nicht vor der ersten liegen.");
  });

  it("needs a name and a whole minimum stay", () => {
    expect(errorsOf({ ...base, ...season(1, { ...summer, "name-de": " " }) })).toEqual({
      [priceFields.season(1, "name-de")]: "Bitte einen Namen angeben (höchstens 40 Zeichen).",
    });
    for (const minimum of ["0", "1.5", "400"]) {
      expect(Object.keys(errorsOf({ ...base, ...season(1, { ...summer, minimum }) }))).toEqual([
        priceFields.season(1, "minimum"),
      ]);
    }
  });

  it("ignores a row left empty and treats every weekday ticked as any day", () => {
    const allDays = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].map((day) => [`arrival-${day}`, "on"]),
    );
    const result = readYearPlanForm(
      {
        ...base,
        ...season(1, { ...summer, ...allDays }),
        ...season(2, { "name-de": "", first: "", last: "", rate: "", minimum: "" }),
      },
      2027,
    );
    expect(result.ok && result.value.seasons.map((s) => s.arrivalWeekdays)).toEqual([null, null]);
  });

  it("reads the defaults' own form back unchanged", () => {
    const plan = defaultYearPlan(2027);
    const fields: Fields = {
      [priceFields.cleaningFee]: "75",
      [priceFields.taxChildrenExempt]: "on",
    };
    plan.seasons.forEach((s, index) => {
      Object.assign(
        fields,
        season(index, {
          "name-de": s.name.de,
          "name-en": s.name.en ?? "",
          "name-it": s.name.it ?? "",
          first: s.first,
          last: s.last,
          rate: String(s.rateCents / 100),
          minimum: String(s.minimumNights),
        }),
      );
    });
    plan.closedPeriods.forEach((period, index) => {
      fields[priceFields.closed(index, "first")] = period.first;
      fields[priceFields.closed(index, "last")] = period.last;
    });
    expect(readYearPlanForm(fields, 2027)).toEqual({ ok: true, value: plan });
  });
});

describe("the form for all years", () => {
  it("reads horizon and guest limit within their bounds", () => {
    expect(
      readGeneralForm({ [priceFields.horizonYears]: "3", [priceFields.maxGuests]: "8" }),
    ).toEqual({
      ok: true,
      value: { horizonYears: 3, maxGuests: 8 },
    });
    expect(
      readGeneralForm({ [priceFields.horizonYears]: "0", [priceFields.maxGuests]: "100" }),
    ).toEqual({
      ok: false,
      errors: {
        [priceFields.horizonYears]: "Bitte eine ganze Zahl von 1 bis 5 angeben.",
        [priceFields.maxGuests]: "Bitte eine ganze Zahl von 1 bis 99 angeben.",
      },
    });
  });
});

describe("euro amounts", () => {
  it("read whole euros and cents with a comma or a point", () => {
    expect(parseEuroCents("130")).toBe(13000);
    expect(parseEuroCents(" 2,6 ")).toBe(260);
    expect(parseEuroCents("2.60")).toBe(260);
    expect(parseEuroCents("2,605")).toBeNull();
    expect(parseEuroCents("-1")).toBeNull();
  });
});
