import { describe, expect, it } from "vitest";
import { type PriceQuote, quoteStay } from "../booking/quote";
import { type BookingSettings, defaultYearPlan, type YearPlan } from "../booking/settings";
import {
  type OwnStay,
  reportMonth,
  type TouristTaxReport,
  touristTaxCsv,
  touristTaxReport,
} from "./tourist-tax-report";

/** A year open every night (one season), with the tourist tax as given. */
function openYear(year: number, tax: YearPlan["touristTax"]): YearPlan {
  return {
    ...defaultYearPlan(year),
    seasons: [
      {
        name: { de: "Ganzjahr" },
        first: `${year}-01-01`,
        last: `${year}-12-31`,
        rateCents: 10000,
        minimumNights: 1,
        arrivalWeekdays: null,
      },
    ],
    closedPeriods: [],
    touristTax: tax,
  };
}

/**
 * 2026: 2,00 € per adult and night, children exempt. 2027: 2,50 € per guest and night, children
 * pay. 2025: no tax at all.
 */
const settings: BookingSettings = {
  general: { horizonYears: 5, maxGuests: 20 },
  years: {
    "2025": openYear(2025, { enabled: false, amountCents: 0, childrenExempt: true }),
    "2026": openYear(2026, { enabled: true, amountCents: 200, childrenExempt: true }),
    "2027": openYear(2027, { enabled: true, amountCents: 250, childrenExempt: false }),
  },
};

function stay(
  name: string,
  startDate: string,
  endDate: string,
  guests: { adults: number; children: number },
  status = "booked",
): OwnStay {
  const quote = quoteStay(settings, { start: startDate, end: endDate }, guests);
  return { name, startDate, endDate, status, ...guests, quote };
}

const line = (report: TouristTaxReport, guest: string) =>
  report.lines.find((entry) => entry.guest === guest);

describe("tourist-tax report", () => {
  it("counts a stay over a month's end in both months, nights and tax each where they fall", () => {
    // 28 June – 5 July 2026: nights 28, 29, 30 June and 1–4 July. 2 adults pay 2,00 €, the child
    // is exempt.
    const family = stay("Berger", "2026-06-28", "2026-07-05", { adults: 2, children: 1 });
    expect(family.quote?.touristTax).toEqual([
      { guests: 2, nights: 7, amountCents: 200, totalCents: 2800 },
    ]);
    const june = touristTaxReport("2026-06", [family], []);
    expect(june.lines).toEqual([
      {
        startDate: "2026-06-28",
        endDate: "2026-07-05",
        guest: "Berger",
        status: "booked",
        nights: 3,
        adultNights: 6,
        childNights: 3,
        taxedGuestNights: 6,
        taxCents: 1200,
        missing: null,
      },
    ]);
    const july = touristTaxReport("2026-07", [family], []);
    expect(line(july, "Berger")).toMatchObject({
      nights: 4,
      adultNights: 8,
      childNights: 4,
      taxedGuestNights: 8,
      taxCents: 1600,
    });
    // Every cent of the quote's tax in exactly one of the months.
    expect(1200 + 1600).toBe(family.quote?.touristTax[0].totalCents);
  });

  it("taxes a stay over New Year by each year's lines: two amounts, children only in 2027", () => {
    // Nights 30, 31 Dec 2026 (2 adults × 2,00 €) and 1, 2 Jan 2027 (2 adults + 1 child × 2,50 €).
    const newYear = stay("Huber", "2026-12-30", "2027-01-03", { adults: 2, children: 1 });
    expect(newYear.quote?.touristTax).toEqual([
      { guests: 2, nights: 2, amountCents: 200, totalCents: 800 },
      { guests: 3, nights: 2, amountCents: 250, totalCents: 1500 },
    ]);
    expect(line(touristTaxReport("2026-12", [newYear], []), "Huber")).toMatchObject({
      nights: 2,
      adultNights: 4,
      childNights: 2,
      taxedGuestNights: 4,
      taxCents: 800,
      missing: null,
    });
    expect(line(touristTaxReport("2027-01", [newYear], []), "Huber")).toMatchObject({
      nights: 2,
      adultNights: 4,
      childNights: 2,
      taxedGuestNights: 6,
      taxCents: 1500,
      missing: null,
    });
  });

  it("takes the amounts from the stored quote, not from what the settings say today", () => {
    const quote: PriceQuote = {
      nights: 3,
      lines: [],
      cleaningFeeCents: 0,
      touristTax: [{ guests: 2, nights: 3, amountCents: 180, totalCents: 1080 }],
      closedNights: 0,
      totalCents: 1080,
    };
    const old: OwnStay = {
      name: "Alt",
      startDate: "2026-07-10",
      endDate: "2026-07-13",
      status: "paid",
      adults: 2,
      children: 0,
      quote,
    };
    expect(line(touristTaxReport("2026-07", [old], []), "Alt")).toMatchObject({
      status: "paid",
      taxedGuestNights: 6,
      taxCents: 1080,
    });
  });

  it("lists what it cannot know for the owners to complete, outside the tax sums", () => {
    const withoutQuote: OwnStay = {
      ...stay("Ohne", "2026-07-01", "2026-07-04", { adults: 2, children: 2 }),
      quote: null,
    };
    // The owners added an adult after the quote, and moved another stay by a night.
    const moreGuests: OwnStay = {
      ...stay("Mehr", "2026-07-10", "2026-07-12", { adults: 2, children: 0 }),
      adults: 3,
    };
    const longer: OwnStay = {
      ...stay("Laenger", "2026-07-20", "2026-07-22", { adults: 1, children: 0 }),
      endDate: "2026-07-23",
    };
    // 2025 has no tax, 2026 has: the quote taxed the two 2026 nights only. In December 2025 that
    // is clear (none); which of the January nights were taxed is not stored when split.
    const halfTaxed = stay("Halb", "2025-12-30", "2026-01-03", { adults: 1, children: 0 });
    expect(halfTaxed.quote?.touristTax).toEqual([
      { guests: 1, nights: 2, amountCents: 200, totalCents: 400 },
    ]);
    const report = touristTaxReport(
      "2026-07",
      [withoutQuote, moreGuests, longer],
      [{ channel: "Airbnb", startDate: "2026-07-25", endDate: "2026-08-02" }],
    );
    expect(report.lines.map((entry) => [entry.guest, entry.missing])).toEqual([
      ["Ohne", "noQuote"],
      ["Mehr", "quoteMismatch"],
      ["Laenger", "quoteMismatch"],
      ["Airbnb", "imported"],
    ]);
    expect(line(report, "Ohne")).toMatchObject({
      nights: 3,
      adultNights: 6,
      childNights: 6,
      taxedGuestNights: null,
      taxCents: null,
    });
    // Imported: its nights in July (25–31), no guests.
    expect(line(report, "Airbnb")).toEqual({
      startDate: "2026-07-25",
      endDate: "2026-08-02",
      guest: "Airbnb",
      status: "imported",
      nights: 7,
      adultNights: null,
      childNights: null,
      taxedGuestNights: null,
      taxCents: null,
      missing: "imported",
    });
    expect(report.totals).toEqual({
      stays: 4,
      nights: 3 + 2 + 3 + 7,
      adultNights: 6 + 6 + 3,
      childNights: 6,
      taxedGuestNights: 0,
      taxCents: 0,
      toComplete: 4,
    });

    expect(line(touristTaxReport("2026-01", [halfTaxed], []), "Halb")?.missing).toBe(
      "splitUnknown",
    );
    expect(line(touristTaxReport("2025-12", [halfTaxed], []), "Halb")?.missing).toBe(
      "splitUnknown",
    );
  });

  it("takes a partly taxed quote whole when the stay lies in the month", () => {
    const quote: PriceQuote = {
      nights: 4,
      lines: [],
      cleaningFeeCents: 0,
      // One of the four nights was closed when quoted, so untaxed.
      touristTax: [{ guests: 2, nights: 3, amountCents: 200, totalCents: 1200 }],
      closedNights: 1,
      totalCents: 1200,
    };
    const report = touristTaxReport(
      "2026-07",
      [{ ...stay("Teil", "2026-07-10", "2026-07-14", { adults: 2, children: 0 }), quote }],
      [],
    );
    expect(line(report, "Teil")).toMatchObject({ nights: 4, taxedGuestNights: 6, taxCents: 1200 });
  });

  it("counts booked and paid stays with nights in the month only", () => {
    const report = touristTaxReport(
      "2026-07",
      [
        stay("Vor", "2026-07-01", "2026-07-05", { adults: 2, children: 0 }, "pre_reserved"),
        stay("Storno", "2026-07-06", "2026-07-09", { adults: 2, children: 0 }, "cancelled"),
        // Leaves on 1 July: no July night.
        stay("Juni", "2026-06-25", "2026-07-01", { adults: 2, children: 0 }),
        stay("August", "2026-08-01", "2026-08-05", { adults: 2, children: 0 }),
      ],
      [{ channel: "Booking.com", startDate: "2026-06-20", endDate: "2026-07-01" }],
    );
    expect(report.lines).toEqual([]);
    expect(report.totals).toEqual({
      stays: 0,
      nights: 0,
      adultNights: 0,
      childNights: 0,
      taxedGuestNights: 0,
      taxCents: 0,
      toComplete: 0,
    });
  });

  it("writes the month as CSV: a line per stay by arrival, then the sums", () => {
    const report = touristTaxReport(
      "2026-07",
      [
        stay("Berger", "2026-06-28", "2026-07-05", { adults: 2, children: 1 }),
        { ...stay("=Ohne", "2026-07-20", "2026-07-22", { adults: 1, children: 0 }), quote: null },
      ],
      [{ channel: "Airbnb", startDate: "2026-07-10", endDate: "2026-07-13" }],
    );
    expect(
      touristTaxCsv(report)
        .replace(/^\uFEFF/, "")
        .split("\r\n"),
    ).toEqual([
      '"Anreise","Abreise","Gast / Kanal","Status","Nächte im Monat","Nächtigungen Erwachsene","Nächtigungen Kinder","Abgabepflichtige Nächtigungen","Ortstaxe (EUR)","Hinweis"',
      '"2026-06-28","2026-07-05","Berger","Gebucht",4,8,4,8,"16.00",',
      '"2026-07-10","2026-07-13","Airbnb","Importiert",3,,,,,"Importiert: Gäste und Ortstaxe bitte ergänzen"',
      // A name that looks like a formula stays text.
      `"2026-07-20","2026-07-22","'=Ohne","Gebucht",2,2,0,,,"ohne Preisaufstellung"`,
      '"Summe",,"3 Aufenthalte",,9,10,4,8,"16.00","2 Aufenthalte zu ergänzen"',
      "",
    ]);
  });
});

describe("report month", () => {
  const today = "2026-03-10";
  it("is the previous month by default, the one to report", () => {
    expect(reportMonth(null, today)).toEqual({ month: "2026-02", invalid: false });
    expect(reportMonth("", "2026-01-05")).toEqual({ month: "2025-12", invalid: false });
  });

  it("takes any month ten years either way and refuses anything else", () => {
    expect(reportMonth("2026-07", today)).toEqual({ month: "2026-07", invalid: false });
    expect(reportMonth("2016-01", today)).toEqual({ month: "2016-01", invalid: false });
    expect(reportMonth("2036-12", today)).toEqual({ month: "2036-12", invalid: false });
    for (const bad of ["2015-12", "2037-01", "2026-13", "2026-7", "<script>", "2026-07-01"]) {
      expect(reportMonth(bad, today), bad).toEqual({ month: "2026-02", invalid: true });
    }
  });
});
