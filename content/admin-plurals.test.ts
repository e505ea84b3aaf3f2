import { describe, expect, it } from "vitest";
import { fill, texts } from "./admin-texts";

/** Every string of the admin texts, with where it stands. */
function allTexts(value: unknown, path = "texts"): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => allTexts(inner, `${path}.${key}`));
}

describe("counts in the admin's texts", () => {
  it("take the singular for one and the plural otherwise", () => {
    const text = "{n, plural, one {# Nacht} other {# Nächte}}, {name}";
    expect(fill(text, { n: 1, name: "Eva" })).toBe("1 Nacht, Eva");
    expect(fill(text, { n: 0, name: "Eva" })).toBe("0 Nächte, Eva");
    expect(fill(text, { n: 7, name: "Eva" })).toBe("7 Nächte, Eva");
    // A count read from a header arrives as text.
    expect(fill(text, { n: "1", name: "Eva" })).toBe("1 Nacht, Eva");
    // Without the value the text stays as it is.
    expect(fill(text, { name: "Eva" })).toBe("{n, plural, one {# Nacht} other {# Nächte}}, Eva");
  });

  it("say the sync interval, the minimum stay, the horizon and the guest limit in both numbers", () => {
    expect(fill(texts.channels.importHint, { minutes: 1 })).toContain("Abgleich jede Minute;");
    expect(fill(texts.channels.importHint, { minutes: 30 })).toContain("Abgleich alle 30 Minuten;");
    expect(fill(texts.prices.minimum, { count: 1 })).toBe("mind. 1 Nacht");
    expect(fill(texts.prices.minimum, { count: 4 })).toBe("mind. 4 Nächte");
    expect(fill(texts.prices.years, { count: 1 })).toBe("1 Jahr");
    expect(fill(texts.reservations.errors.total, { max: 1 })).toBe("Maximal 1 Gast gesamt");
    expect(fill(texts.reservations.errors.total, { max: 6 })).toBe("Maximal 6 Gäste gesamt");
    expect(fill(texts.inquiries.found, { total: 1 })).toBe("1 Anfrage");
    expect(fill(texts.inquiries.retentionHint, { months: 1, days: 1 })).toMatch(
      /nach einem Monat anonymisiert;.*nach einem Tag gelöscht/,
    );
    expect(fill(texts.login.reasons.accountWait, { seconds: "1" })).toContain("in einer Sekunde");
  });

  it("never put a number before a plural noun without a singular form", () => {
    const plainCount =
      /\{\w+\} (Minuten|Sekunden|Stunden|Tage|Tagen|Monate|Monaten|Jahre|Jahren|Nächte|Nächten|Gäste|Gästen|Anfragen|Reservierungen|Erwachsene|Kinder)\b/;
    const offenders = allTexts(texts).filter(([, text]) => plainCount.test(text));
    // A fixed limit of the code (never one) may stay plain.
    expect(offenders.map(([path]) => path)).toEqual(["texts.channels.failures.timeout"]);
  });
});
