import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "./property";
import { i18nextOptions, resources } from "./texts";

/**
 * Counts that are never one, or need no word that follows the number: the house's own facts
 * (content/property.ts, content/home-content.ts) and "7 × 145 €".
 */
const numberOnly = [
  "home.details.features.bedrooms.title",
  "home.details.features.guests.title",
  "home.reviews.summary",
  "booking.quote.line",
];

/** Every text of a language with its key path ("booking.errors.guestsMax_one"). */
function entries(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => entries(inner, `${path}.${key}`));
}

describe("counts in the guests' texts", () => {
  for (const language of supportedLanguages) {
    const texts = entries(resources[language], language);

    it(`${language}: a text with {{count}} has its singular and its plural`, () => {
      const keys = new Set(texts.map(([key]) => key));
      for (const [key, text] of texts) {
        if (!text.includes("{{count}}") || numberOnly.some((path) => key.endsWith(path))) continue;
        const base = key.replace(/_(one|other)$/, "");
        expect(keys.has(`${base}_one`) && keys.has(`${base}_other`), key).toBe(true);
      }
    });

    it(`${language}: the guest limit of one is one guest`, () => {
      const i18n = createInstance();
      i18n.init(i18nextOptions(language, resources[language]));
      const one = i18n.t("booking:errors.guestsMax", { count: 1 });
      const six = i18n.t("booking:errors.guestsMax", { count: 6 });
      expect(one).toBe(
        {
          de: "Maximal 1 Gast gesamt",
          en: "At most 1 guest in total",
          it: "Al massimo 1 ospite in totale",
        }[language],
      );
      expect(six).toContain("6");
      expect(six).not.toBe(one.replace("1", "6"));
    });
  }
});
