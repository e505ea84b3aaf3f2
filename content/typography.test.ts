import { describe, expect, it } from "vitest";
import { resources } from "./texts";

/** Every text of one language, with its key path. */
function texts(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    texts(child, path ? `${path}.${key}` : key),
  );
}

const quoteMarks = { de: ["„", "“"], en: ["“", "”"], it: ["«", "»"] } as const;

describe("typography of each language", () => {
  for (const [language, [open, close]] of Object.entries(quoteMarks)) {
    it(`${language}: reviews are quoted with ${open}…${close}`, () => {
      expect(resources[language as keyof typeof quoteMarks].home.reviews.quote).toBe(
        `${open}{{text}}${close}`,
      );
    });
  }

  for (const language of ["en", "it"] as const) {
    const all = texts(resources[language]);
    it(`${language}: no German quotation marks`, () => {
      expect(all.filter(([, text]) => text.includes("„"))).toEqual([]);
    });
    it(`${language}: a dash between words or times is an en dash, not a hyphen`, () => {
      expect(all.filter(([, text]) => / - /.test(text))).toEqual([]);
    });
  }

  it("it: the Impressum is called 'note legali', never 'colophon'", () => {
    const all = texts(resources.it);
    expect(all.filter(([, text]) => /colophon/i.test(text))).toEqual([]);
  });
});
