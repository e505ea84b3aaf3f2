import { expect, it } from "vitest";
import { supportedLanguages } from "../../content/property";
import { defaultReplyTemplates } from "../../content/reply-templates";
import { defaultContactFacts } from "../contact/contact-facts";
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
    "{vorname}|{name}|{anreise}|{abreise}|{naechte}|{gaeste}|{preisangabe}|{zahlungsdaten}";
  expect(fillTemplate(template, replyValues(inquiry, "de", "IBAN AT12"))).toBe(
    "Anna|Anna Berger|1. Juli 2027|8. Juli 2027|7|3|Der Gesamtpreis beträgt 985\u00a0€ inklusive 18,20\u00a0€ Ortstaxe.|IBAN AT12",
  );
  expect(fillTemplate(template, replyValues(inquiry, "en", ""))).toBe(
    "Anna|Anna Berger|1 July 2027|8 July 2027|7|3|The total price is €985, including €18.20 tourist tax.|",
  );
  expect(fillTemplate("{anreise} {preis}", replyValues(inquiry, "it", ""))).toBe(
    "1 luglio 2027 985\u00a0€",
  );
});

it("still fills the retired {preis} and {ortstaxe} of templates saved before the price rule", () => {
  expect(fillTemplate("{preis} {ortstaxe}", replyValues(inquiry, "de", ""))).toBe(
    "985\u00a0€ 18,20\u00a0€",
  );
});

it("{preisangabe} says the total as the quote did: tax included, or added on top", () => {
  const sentence = (
    language: "de" | "en" | "it",
    quotedPrice: string | null,
    touristTax: { totalCents: number }[] | null,
  ) =>
    replyValues(
      { ...inquiry, quotedPrice, quote: touristTax && { touristTax: touristTax as never } },
      language,
      "",
    ).preisangabe;
  const tax = [{ totalCents: 3640 }];
  expect(sentence("de", "1126.40", tax)).toBe(
    "Der Gesamtpreis beträgt 1.126,40\u00a0€ inklusive 36,40\u00a0€ Ortstaxe.",
  );
  expect(sentence("en", "1126.40", tax)).toBe(
    "The total price is €1,126.40, including €36.40 tourist tax.",
  );
  expect(sentence("it", "1126.40", tax)).toBe(
    "Il prezzo totale è di 1126,40\u00a0€, inclusi 36,40\u00a0€ di imposta di soggiorno.",
  );
  // No tax lines: the price box said "Zuzüglich Ortstaxe".
  expect(sentence("de", "1090.00", [])).toBe(
    "Der Gesamtpreis beträgt 1.090\u00a0€ zuzüglich Ortstaxe.",
  );
  expect(sentence("en", "1090.00", [])).toBe(
    "The total price is €1,090, plus the local tourist tax.",
  );
  expect(sentence("it", "1090.00", [])).toBe(
    "Il prezzo totale è di 1090\u00a0€, imposta di soggiorno esclusa.",
  );
  // Stored before quotes were: the total alone; without a price, a dash.
  expect(sentence("de", "985.00", null)).toBe("Der Gesamtpreis beträgt 985\u00a0€.");
  expect(sentence("en", null, null)).toBe("–");
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
  // The retired ones are known: the price rule names them with what replaces them.
  expect(unknownPlaceholders("{preis} {ortstaxe}")).toEqual([]);
});

it("built-in templates use only known placeholders, in every kind and language", () => {
  for (const kind of replyKinds) {
    for (const language of supportedLanguages) {
      const { subject, body } = defaultReplyTemplates(defaultContactFacts)[kind][language];
      expect(unknownPlaceholders(subject + body), `${kind}/${language}`).toEqual([]);
      const preview = replyPreview({ subject, body }, replyValues(inquiry, language, "X"));
      expect(preview.body).toContain("Anna");
      expect(preview.subject + preview.body).not.toMatch(/\{[a-z_]+\}/);
    }
  }
});
