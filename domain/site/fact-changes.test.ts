import { expect, it } from "vitest";
import { defaultContactFacts } from "../contact/contact-facts";
import { factChangeLines } from "./fact-changes";
import { defaultHouseFacts } from "./house-facts";

it("names each changed contact fact with before and after, as old history rows hold them", () => {
  expect(
    factChangeLines(defaultContactFacts, { ...defaultContactFacts, phone: "+43 1 234567" }),
  ).toEqual([`Telefonnummer: ${defaultContactFacts.phone} → +43 1 234567`]);
  expect(factChangeLines(defaultContactFacts, defaultContactFacts)).toEqual([]);
});

it("names each changed house fact, in the form's order", () => {
  const after = {
    ...defaultHouseFacts,
    checkInFrom: "16:00",
    freeCancellationDays: 30,
    latitude: 46.7,
  };
  expect(factChangeLines(defaultHouseFacts, after)).toEqual([
    "Check-in ab: 15:00 → 16:00",
    "Kostenlose Stornierung bis (Tage vor der Anreise): 14 → 30",
    "Breitengrad der Karte: 46.6875 → 46.7",
  ]);
});

it("says whose the profile link is and when there is none", () => {
  expect(
    factChangeLines(defaultHouseFacts, { ...defaultHouseFacts, socialProfileUrl: "" }),
  ).toEqual(["Link zum Social-Media-Profil: (vom Betreuer eingestellt) → (kein Link)"]);
  expect(
    factChangeLines(
      { ...defaultHouseFacts, socialProfileUrl: "" },
      { ...defaultHouseFacts, socialProfileUrl: "https://own.example/x" },
    ),
  ).toEqual(["Link zum Social-Media-Profil: (kein Link) → https://own.example/x"]);
});
