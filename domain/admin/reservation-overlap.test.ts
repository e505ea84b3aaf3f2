import { expect, it } from "vitest";
import { defaultBookingSettings } from "../booking/settings";
import {
  describeOverlaps,
  describeSuggestion,
  findOverlaps,
  hasOverlaps,
  priceFieldValue,
  refusedOverStays,
  suggestedPrice,
  takesPart,
} from "./reservation-overlap";

const imported = [
  { feedName: "Airbnb", kind: "reserved" as const, start: "2026-07-10", end: "2026-07-14" },
  { feedName: "Vrbo", kind: "blocked" as const, start: "2026-08-01", end: "2026-08-03" },
];
const taken = [
  {
    id: "held",
    name: "Hanna Halt",
    start: "2026-07-20",
    end: "2026-07-25",
    status: "pre_reserved" as const,
    held: true,
  },
  {
    id: "own",
    name: "Bea Bucht",
    start: "2026-09-01",
    end: "2026-09-05",
    status: "booked" as const,
    held: false,
  },
];

it("finds the imported nights and the taken stays a range shares a night with, but the stay itself", () => {
  const over = findOverlaps({ start: "2026-07-13", end: "2026-07-21" }, imported, taken);
  expect(over.imported.map((block) => block.feedName)).toEqual(["Airbnb"]);
  expect(over.stays.map((stay) => stay.id)).toEqual(["held"]);
  expect(describeOverlaps(over)).toEqual({
    imported: ["Airbnb (Reserviert): 10.07.2026 – 14.07.2026"],
    stays: ["Hanna Halt (Vorreserviert, Angebot hält die Nächte): 20.07.2026 – 25.07.2026"],
  });
  // Arriving on a departure day shares no night.
  expect(
    hasOverlaps(findOverlaps({ start: "2026-07-14", end: "2026-07-20" }, imported, taken)),
  ).toBe(false);
  // Moving a stay within its own nights.
  expect(findOverlaps({ start: "2026-09-02", end: "2026-09-06" }, [], taken, "own").stays).toEqual(
    [],
  );
});

it("refuses a booked or paid stay over a taken one, whatever is confirmed; asks for a pre-reserved one", () => {
  const over = findOverlaps({ start: "2026-07-22", end: "2026-07-23" }, imported, taken);
  expect(refusedOverStays(over, "booked")).toBe(true);
  expect(refusedOverStays(over, "paid")).toBe(true);
  expect(refusedOverStays(over, "pre_reserved")).toBe(false);
  expect(takesPart("cancelled")).toBe(false);
  expect(takesPart("pre_reserved")).toBe(true);
  const onlyImported = findOverlaps({ start: "2026-07-11", end: "2026-07-12" }, imported, taken);
  expect(refusedOverStays(onlyImported, "booked")).toBe(false);
});

it("suggests the owners' price for the range and guests, and says what it holds", () => {
  // The default plan: summer rates; 7 July nights for 2 adults and a child.
  const quote = suggestedPrice(
    defaultBookingSettings,
    { start: "2026-07-04", end: "2026-07-11" },
    { adults: 2, children: 1 },
  );
  expect(quote?.nights).toBe(7);
  expect(quote?.totalCents).toBeGreaterThan(0);
  expect(describeSuggestion(quote!, "123,00 €")).toMatch(
    /^Vorschlag laut Ihren Preisen: 123,00 € \(7 Nächte, mit Endreinigung( und Ortstaxe)?\)\.$/,
  );
  expect(priceFieldValue(quote!.totalCents)).toBe((quote!.totalCents / 100).toFixed(2));
  expect(priceFieldValue(105)).toBe("1.05");
  // Nothing to suggest without a range, or for a range the owners closed entirely.
  expect(
    suggestedPrice(defaultBookingSettings, { start: "", end: "" }, { adults: 2, children: 0 }),
  ).toBeNull();
  expect(
    suggestedPrice(
      defaultBookingSettings,
      { start: "2026-12-01", end: "2026-12-04" },
      { adults: 2, children: 0 },
    ),
  ).toBeNull();
  // Partly closed: the closed nights are named.
  const partly = suggestedPrice(
    defaultBookingSettings,
    { start: "2026-10-30", end: "2026-11-03" },
    { adults: 1, children: 0 },
  );
  expect(describeSuggestion(partly!, "1,00 €")).toContain(
    "2 Nächte sind geschlossen und ohne Preis.",
  );
});
