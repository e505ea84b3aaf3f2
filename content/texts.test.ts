import { describe, expect, it } from "vitest";
import { supportedLanguages } from "./property";
import { resources } from "./texts";

/** Every key path of a nested text object, e.g. "nav.home". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("translations", () => {
  const [reference, ...others] = supportedLanguages;
  const namespaces = Object.keys(resources[reference]) as Array<keyof (typeof resources)["de"]>;

  it("have the same namespaces in every language", () => {
    for (const language of others)
      expect(Object.keys(resources[language]).sort()).toEqual([...namespaces].sort());
  });

  for (const namespace of namespaces) {
    for (const language of others) {
      it(`${language}/${namespace} has exactly the keys of ${reference}/${namespace}`, () => {
        const expected = keyPaths(resources[reference][namespace]).sort();
        const actual = keyPaths(resources[language][namespace]).sort();
        expect(
          actual.filter((k) => !expected.includes(k)),
          "keys only in " + language,
        ).toEqual([]);
        expect(
          expected.filter((k) => !actual.includes(k)),
          "keys missing in " + language,
        ).toEqual([]);
      });
    }
  }

  it("have no empty texts", () => {
    for (const language of supportedLanguages) {
      for (const namespace of namespaces) {
        const flat = JSON.stringify(resources[language][namespace]);
        expect(flat, `${language}/${namespace}`).not.toMatch(/:""/);
      }
    }
  });
});
