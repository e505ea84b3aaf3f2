import { describe, expect, it } from "vitest";
import { resources } from "../../content/texts";
import { placeholdersOf, unknownPlaceholders, withOwnerTexts } from "./owner-texts";

describe("withOwnerTexts", () => {
  const german = resources.de;

  it("puts the owners' texts in place, an item of a list too, and copies only their way", () => {
    const texts = withOwnerTexts(german, {
      "home:attractions.items.castle.name": "Die Burg",
      "home:details.included.1": "Schnelles WLAN",
    });
    expect(texts.home.attractions.items.castle.name).toBe("Die Burg");
    expect(texts.home.details.included[1]).toBe("Schnelles WLAN");
    expect(texts.home.details.included[0]).toBe(german.home.details.included[0]);
    expect(Array.isArray(texts.home.details.included)).toBe(true);
    // The repository's texts stay as they are, and what was not changed is shared.
    expect(german.home.attractions.items.castle.name).toBe("Burg mit Adlerwarte und Affenberg");
    expect(texts.booking).toBe(german.booking);
    expect(texts.home.gallery).toBe(german.home.gallery);
  });

  it("takes no text for a key the owners do not edit", () => {
    const texts = withOwnerTexts(german, {
      "booking:heading": "Gehackt",
      "common:nav.home": "Gehackt",
      "home:nothing.here": "Neu",
    });
    expect(texts).toBe(german);
  });
});

describe("placeholders", () => {
  it("are the names in double braces, with their formats and unescaped ones, and nesting", () => {
    expect(
      placeholdersOf("{{size}} m², {{ count, number }}, {{- name}} $t(common:x) {{size}}"),
    ).toEqual(["size", "count", "name", "$t("]);
  });

  it("unknown are those the repository's text does not have", () => {
    expect(
      unknownPlaceholders("{{sleeps}} Gäste auf {{size}} m²", "{{size}} für {{sleeps}}"),
    ).toEqual([]);
    expect(unknownPlaceholders("Nur {{size}}", "{{size}} für {{sleeps}}")).toEqual([]);
    expect(unknownPlaceholders("{{price}} und $t(x)", "{{size}}")).toEqual(["price", "$t("]);
  });
});
