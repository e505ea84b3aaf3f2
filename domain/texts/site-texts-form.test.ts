import { describe, expect, it } from "vitest";
import { defaultText, textSections } from "../../content/editable-texts";
import { parseTextFieldName, readSiteTextsForm, textFieldName } from "./site-texts-form";

const attractions = textSections.find((section) => section.id === "ausfluege")!;
const apartment = textSections.find((section) => section.id === "wohnung")!;
const name = "home:attractions.items.castle.name";
const description = "home:attractions.items.castle.description";
const distance = "home:attractions.items.castle.distance";

describe("the Texte tab's form", () => {
  it("takes the posted texts trimmed, with line breaks as \\n; unposted ones stay as they are", () => {
    const read = readSiteTextsForm(attractions, {
      [textFieldName(name, "it")]: "  Castello  ",
      [textFieldName(description, "de")]: "Erster Absatz.\r\n\r\nZweiter mit **fett**.",
      [textFieldName("home:gallery.items.house.title", "de")]: "Anderer Abschnitt",
    });
    expect(read).toEqual({
      ok: true,
      texts: [
        { key: name, language: "it", value: "Castello" },
        { key: description, language: "de", value: "Erster Absatz.\n\nZweiter mit **fett**." },
      ],
    });
  });

  it("reads an empty text, or the repository's own, as the repository's (null)", () => {
    const read = readSiteTextsForm(attractions, {
      [textFieldName(name, "en")]: "",
      [textFieldName(name, "de")]: ` ${defaultText(name, "de")} `,
    });
    expect(read).toEqual({
      ok: true,
      texts: [
        { key: name, language: "de", value: null },
        { key: name, language: "en", value: null },
      ],
    });
  });

  it("refuses each text over its limit, with the limit and the length in words", () => {
    const read = readSiteTextsForm(attractions, {
      [textFieldName(name, "de")]: "x".repeat(60),
      [textFieldName(name, "it")]: "x".repeat(61),
      [textFieldName(distance, "en")]: "x".repeat(41),
      [textFieldName(description, "de")]: "x".repeat(601),
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        [textFieldName(name, "it")]: "Zu lang: höchstens 60 Zeichen, jetzt 61.",
        [textFieldName(distance, "en")]: "Zu lang: höchstens 40 Zeichen, jetzt 41.",
        [textFieldName(description, "de")]: "Zu lang: höchstens 600 Zeichen, jetzt 601.",
      },
    });
  });

  it("refuses control characters, and line breaks in a one-line text", () => {
    const read = readSiteTextsForm(attractions, {
      [textFieldName(name, "de")]: "Burg\u202Eevil",
      [textFieldName(name, "en")]: "Castle\nand more",
      [textFieldName(description, "de")]: "Text\u0000",
      [textFieldName(description, "en")]: "Line one\nline two",
    });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toEqual({
      [textFieldName(name, "de")]: "Enthält Steuerzeichen. Bitte neu eingeben.",
      [textFieldName(name, "en")]: "Bitte in einer Zeile schreiben, ohne Zeilenumbruch.",
      [textFieldName(description, "de")]: "Enthält Steuerzeichen. Bitte neu eingeben.",
    });
  });

  it("keeps the repository's placeholders and refuses any other", () => {
    const about = "home:details.about1";
    expect(
      readSiteTextsForm(apartment, {
        [textFieldName(about, "it")]: "{{sleeps}} ospiti, {{size}} m²",
      }),
    ).toMatchObject({ ok: true });
    expect(
      readSiteTextsForm(apartment, { [textFieldName(about, "de")]: "Ohne Platzhalter" }),
    ).toMatchObject({ ok: true });
    expect(
      readSiteTextsForm(apartment, { [textFieldName(about, "de")]: "{{size}} m², {{price}} €" }),
    ).toEqual({
      ok: false,
      errors: {
        [textFieldName(about, "de")]:
          "Der Platzhalter {{price}} gehört nicht zu diesem Text; erlaubt sind nur die des ursprünglichen Textes: {{size}}, {{sleeps}}.",
      },
    });
    expect(readSiteTextsForm(attractions, { [textFieldName(name, "de")]: "$t(common:x)" })).toEqual(
      {
        ok: false,
        errors: {
          [textFieldName(name, "de")]:
            "Der Platzhalter $t(…) gehört nicht zu diesem Text; dieser Text hat keine Platzhalter.",
        },
      },
    );
  });

  it("names a field by key and language, and reads it back", () => {
    expect(parseTextFieldName(textFieldName(name, "it"))).toEqual({ key: name, language: "it" });
    expect(parseTextFieldName(`${name}@fr`)).toBeNull();
    expect(parseTextFieldName("@it")).toBeNull();
  });
});
