import { expect, it } from "vitest";
import { supportedLanguages } from "../../content/property";
import { defaultReplyTemplates } from "../../content/reply-templates";
import {
  fillTemplate,
  placeholders,
  replyKinds,
  replyPreview,
  replyValues,
  unknownPlaceholders,
} from "./reply-template";

const inquiry = {
  firstName: "Anna",
  lastName: "Berger",
  preferredStartDate: "2027-07-01",
  preferredEndDate: "2027-07-08",
  guestCount: 3,
  quotedPrice: "985.00",
  // Two nights' rates of the tourist tax: 18.20 € in all.
  quote: { touristTax: [{ totalCents: 1400 }, { totalCents: 420 }] as never },
};

it("fills every placeholder in the guest's language", () => {
  const template =
    "{vorname}|{name}|{anreise}|{abreise}|{naechte}|{gaeste}|{preis}|{ortstaxe}|{zahlungsdaten}";
  expect(fillTemplate(template, replyValues(inquiry, "de", "IBAN AT12"))).toBe(
    "Anna|Anna Berger|1. Juli 2027|8. Juli 2027|7|3|985\u00a0€|18,20\u00a0€|IBAN AT12",
  );
  expect(fillTemplate(template, replyValues(inquiry, "en", ""))).toBe(
    "Anna|Anna Berger|1 July 2027|8 July 2027|7|3|€985|€18.20|",
  );
  expect(fillTemplate("{anreise} {preis}", replyValues(inquiry, "it", ""))).toBe(
    "1 luglio 2027 985\u00a0€",
  );
});

it("shows cents only when there are some, and a dash without a quote", () => {
  const values = (quotedPrice: string | null, touristTax: { totalCents: number }[] | null) =>
    replyValues(
      { ...inquiry, quotedPrice, quote: touristTax && { touristTax: touristTax as never } },
      "de",
      "",
    );
  expect(fillTemplate("{preis} {ortstaxe}", values("1234.50", []))).toBe(
    "1.234,50\u00a0€ 0\u00a0€",
  );
  expect(fillTemplate("{preis} {ortstaxe}", values(null, null))).toBe("– –");
});

it("fills a placeholder as often as it occurs and leaves other braces as written", () => {
  const values = replyValues(inquiry, "de", "");
  expect(fillTemplate("{vorname}, {vorname}! {toString} {Vorname} {}", values)).toBe(
    "Anna, Anna! {toString} {Vorname} {}",
  );
});

it("does not fill placeholders inside the values (a guest named '{preis}')", () => {
  const values = replyValues({ ...inquiry, firstName: "{preis}" }, "de", "");
  expect(fillTemplate("Hallo {vorname}", values)).toBe("Hallo {preis}");
});

it("names the unknown placeholders once each", () => {
  expect(unknownPlaceholders("{vorname} {kurtaxe} {preis} {kurtaxe} {anreisse}")).toEqual([
    "kurtaxe",
    "anreisse",
  ]);
  expect(unknownPlaceholders(placeholders.map((name) => `{${name}}`).join(" "))).toEqual([]);
});

it("built-in templates use only known placeholders, in every kind and language", () => {
  for (const kind of replyKinds) {
    for (const language of supportedLanguages) {
      const { subject, body } = defaultReplyTemplates[kind][language];
      expect(unknownPlaceholders(subject + body), `${kind}/${language}`).toEqual([]);
      const preview = replyPreview({ subject, body }, replyValues(inquiry, language, "X"));
      expect(preview.body).toContain("Anna");
      expect(preview.subject + preview.body).not.toMatch(/\{[a-z_]+\}/);
    }
  }
});
