import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "../domain/forms/control-characters";
import { defaultText, editableText, textSections } from "./editable-texts";
import { supportedLanguages } from "./property";

const all = textSections.flatMap((section) => section.texts);

describe("the texts the owners edit", () => {
  it("are each named once and have a German label", () => {
    expect(new Set(all.map((text) => text.key)).size).toBe(all.length);
    for (const text of all) expect(text.label, text.key).toMatch(/\S/);
    expect(new Set(textSections.map((section) => section.id)).size).toBe(textSections.length);
  });

  it("are texts of the public pages' prose in every language, inside their limits", () => {
    for (const text of all) {
      for (const language of supportedLanguages) {
        const value = defaultText(text.key, language);
        expect(value.length, `${text.key} (${language})`).toBeLessThanOrEqual(text.max);
        if (text.format === "plain") expect(hasControlCharacters(value), text.key).toBe(false);
      }
    }
  });

  it("leave the specification's wording in the code: the booking form, messages, shared texts", () => {
    for (const text of all) expect(text.key, text.key).toMatch(/^(home|family|guestInfo):/);
    expect(editableText("booking:heading")).toBeUndefined();
    expect(editableText("home:attractions.items.castle.name")?.max).toBe(60);
  });

  it("cover each attraction's name, description and distance, and every gallery photo", () => {
    const keys = all.map((text) => text.key);
    for (const attraction of ["adventurePark", "castle", "hut", "trailHut", "lake", "spa"]) {
      for (const part of ["name", "description", "distance"])
        expect(keys).toContain(`home:attractions.items.${attraction}.${part}`);
    }
    expect(keys.filter((key) => key.startsWith("home:gallery.items."))).toHaveLength(12);
  });
});
