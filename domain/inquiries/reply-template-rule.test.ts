import { expect, it } from "vitest";
import { supportedLanguages } from "../../content/property";
import { defaultReplyTemplates } from "../../content/reply-templates";
import { defaultContactFacts } from "../contact/contact-facts";
import { priceRuleProblem, readReplyText } from "./reply-form";
import { replyKinds } from "./reply-template";
import { priceSlips } from "./reply-template-rule";

const found = (text: string) => priceSlips(text).flatMap((slip) => slip.found);

it("finds euro amounts however they are written, and a bare euro sign", () => {
  expect(found("Der Preis beträgt 1.126,40 €.")).toEqual(["1.126,40 €"]);
  expect(found("Der Preis beträgt 1.126,40\u00a0€.")).toEqual(["1.126,40 €"]);
  expect(found("The price is €1,126.40 or € 985.")).toEqual(["€1,126.40", "€ 985"]);
  expect(found("Anzahlung 300 EUR, Rest EUR 826,40")).toEqual(["300 EUR", "EUR 826,40"]);
  expect(found("Acconto di 300 euro, 2 Euros")).toEqual(["300 euro", "2 Euros"]);
  expect(found("Der Preis: {preisangabe} €")).toEqual(["€"]);
});

it("leaves numbers, dates and words that are no amount alone", () => {
  const text = [
    "Anreise ab 15 Uhr, Abreise bis 10 Uhr am 12.07.2027.",
    "Wir sind 2 Europäer und 3 Kinder; Europa; Eure Gastgeber; neutral.",
    "Bitte überweisen Sie den Betrag in Euro. Taxi vom Bahnhof: local taxi.",
    "{preisangabe}",
  ].join("\n");
  expect(priceSlips(text)).toEqual([]);
});

it("finds the tourist tax by its names in German, English and Italian, in any case", () => {
  expect(found("(zuzüglich Ortstaxe)")).toEqual(["Ortstaxe"]);
  expect(found("ORTSTAXEN und Kurtaxe, Nächtigungsabgabe")).toEqual([
    "ORTSTAXEN",
    "Kurtaxe",
    "Nächtigungsabgabe",
  ]);
  expect(found("(plus the local tourist tax)")).toEqual(["tourist tax"]);
  expect(found("city taxes are extra")).toEqual(["city taxes"]);
  expect(found("(imposta di soggiorno esclusa), tassa\ndi soggiorno")).toEqual([
    "imposta di soggiorno",
  ]);
  expect(found("la tassa di  soggiorno e la tassa turistica")).toEqual([
    "tassa di soggiorno",
    "tassa turistica",
  ]);
});

it("finds the retired placeholders {preis} and {ortstaxe}", () => {
  expect(found("Der Preis beträgt {preis} inkl. {ortstaxe}.")).toEqual(["{preis}", "{ortstaxe}"]);
});

it("names each line with what it writes, once each, long lines shortened", () => {
  const body = `Hallo {vorname},\n\n  Der Preis beträgt {preis} (zuzüglich Ortstaxe), Ortstaxe!  \n\n${"x".repeat(100)} 5 €`;
  expect(priceSlips(body)).toEqual([
    {
      line: "Der Preis beträgt {preis} (zuzüglich Ortstaxe), Ortstaxe!",
      found: ["{preis}", "Ortstaxe"],
    },
    { line: `${"x".repeat(89)}…`, found: ["5 €"] },
  ]);
});

it("says the rule and what to change, in the subject and the body", () => {
  const problem = priceRuleProblem({
    subject: "Ihr Aufenthalt für 985 €",
    body: "Hallo {vorname},\nDer Preis beträgt {preis} (zuzüglich Ortstaxe).",
  });
  expect(problem).toContain("nur der Platzhalter {preisangabe}");
  expect(problem).toContain(
    "Bitte ändern: Betreff „Ihr Aufenthalt für 985 €“ (985 €); „Der Preis beträgt {preis} (zuzüglich Ortstaxe).“ ({preis}, Ortstaxe).",
  );
  expect(problem).toContain("{preis} und {ortstaxe} durch {preisangabe} ersetzen");
  expect(priceRuleProblem({ subject: "Ihr Aufenthalt", body: "{preisangabe}" })).toBeNull();
});

it("refuses such a template on saving, in every language's template; a reply may say it", () => {
  for (const body of [
    "Der Preis beträgt {preis} (zuzüglich Ortstaxe).",
    "The price is {preisangabe} (plus the local tourist tax).",
    "Il prezzo è di 985 €.",
  ]) {
    const result = readReplyText("Betreff", body, { template: true });
    expect(result.ok, body).toBe(false);
    expect(!result.ok && result.problem).toContain("{preisangabe}");
  }
  // The reply itself, filled from the template, carries the amounts.
  expect(readReplyText("Betreff", "Der Gesamtpreis beträgt 985 € zuzüglich Ortstaxe.").ok).toBe(
    true,
  );
  // A typo is named as such first.
  const typo = readReplyText("Betreff", "{preiss} 985 €", { template: true });
  expect(!typo.ok && typo.problem).toBe("Unbekannte Platzhalter: {preiss}");
});

it("the built-in templates keep the rule, every kind in every language", () => {
  for (const kind of replyKinds) {
    for (const language of supportedLanguages) {
      const { subject, body } = defaultReplyTemplates(defaultContactFacts)[kind][language];
      expect(priceRuleProblem({ subject, body }), `${kind}/${language}`).toBeNull();
      expect(readReplyText(subject, body, { template: true }).ok, `${kind}/${language}`).toBe(true);
    }
  }
  // The acceptance writes the total, through the placeholder.
  for (const language of supportedLanguages) {
    expect(defaultReplyTemplates(defaultContactFacts).accept[language].body).toContain(
      "{preisangabe}",
    );
  }
});
