import { describe, expect, it } from "vitest";
import {
  contactFactFields,
  defaultContactFacts,
  isPhoneNumber,
  readContactFactsForm,
} from "./contact-facts";

const posted = (facts: Partial<Record<keyof typeof contactFactFields, string>>) =>
  Object.fromEntries(
    Object.entries({ ...defaultContactFacts, ...facts }).map(([key, value]) => [
      contactFactFields[key as keyof typeof contactFactFields],
      value,
    ]),
  );

describe("isPhoneNumber", () => {
  it("takes numbers as people write them", () => {
    for (const phone of ["+43 664 1234567", "0664/1234567", "+39 (0)471-12.34.56", "4242 4242"]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it("refuses words, letters, too few or too many digits", () => {
    for (const phone of [
      "bitte anrufen",
      "+43 664 CALL-ME",
      "12345",
      "+1234567890123456",
      "+",
      "1 2 3 4 5 6 -",
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});

describe("readContactFactsForm", () => {
  it("takes the facts trimmed", () => {
    const read = readContactFactsForm(
      posted({ phone: "  +43 660 7654321 ", owners: " Familie Huber " }),
    );
    expect(read).toEqual({
      ok: true,
      facts: { ...defaultContactFacts, phone: "+43 660 7654321", owners: "Familie Huber" },
    });
  });

  it("refuses a phone that is none, an e-mail that is none and too long text, in words", () => {
    const read = readContactFactsForm(
      posted({ phone: "anrufen", email: "info(at)almblick", street: "x".repeat(81) }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        phone: expect.stringContaining("Telefonnummer"),
        email: expect.stringContaining("E-Mail-Adresse"),
        street: "Zu lang (höchstens 80 Zeichen).",
      },
    });
  });

  it("refuses empty and missing facts and control characters", () => {
    const fields: Record<string, string | undefined> = posted({
      owners: "   ",
      locality: "Treffen\u202E",
    });
    delete fields.region;
    const read = readContactFactsForm(fields);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      owners: "Bitte ausfüllen.",
      locality: "Enthält Steuerzeichen. Bitte neu eingeben.",
      region: "Bitte ausfüllen.",
    });
  });
});
