import { describe, expect, it } from "vitest";
import { looksLikeMarkup, readReview, shownAuthorName } from "./review-form";

describe("a posted review", () => {
  it("takes 1 to 5 stars and a text, trimmed, line breaks as one", () => {
    expect(readReview({ rating: "5", text: "  Bellissimo!\r\nTorneremo.  " })).toEqual({
      ok: true,
      review: { rating: 5, text: "Bellissimo!\nTorneremo." },
    });
  });

  it("refuses a missing or odd rating and an empty text", () => {
    for (const rating of [undefined, "", "0", "6", "4.5", " 5", "five"]) {
      expect(readReview({ rating, text: "Schön" })).toEqual({
        ok: false,
        problems: { rating: "ratingMissing" },
      });
    }
    expect(readReview({ rating: "4", text: " \n " })).toEqual({
      ok: false,
      problems: { text: "textMissing" },
    });
  });

  it("allows 1,000 characters, counted as people see them, not one more", () => {
    expect(readReview({ rating: "4", text: "é".repeat(1000) }).ok).toBe(true);
    expect(readReview({ rating: "4", text: "😀".repeat(1000) }).ok).toBe(true);
    expect(readReview({ rating: "4", text: "a".repeat(1001) })).toEqual({
      ok: false,
      problems: { text: "textTooLong" },
    });
  });

  it("refuses control characters and markup, keeps '<3' and '1 < 2'", () => {
    expect(readReview({ rating: "3", text: "Gut\u0007" })).toEqual({
      ok: false,
      problems: { text: "textControl" },
    });
    expect(readReview({ rating: "3", text: "Gut \u202Eevil" }).ok).toBe(false);
    for (const text of ["<script>alert(1)</script>", "a <b>b</b>", "x </p>", "<!-- c -->"]) {
      expect(readReview({ rating: "3", text })).toEqual({
        ok: false,
        problems: { text: "textMarkup" },
      });
    }
    expect(looksLikeMarkup("Wir <3 die Berge, 1 < 2")).toBe(false);
  });
});

describe("the author's name as shown", () => {
  it("is the first name and the last name's initial", () => {
    expect(shownAuthorName("Giulia", "Rossi")).toBe("Giulia R.");
    expect(shownAuthorName(" Anna  Maria ", " de Vries")).toBe("Anna Maria D.");
    expect(shownAuthorName("Øyvind", "ørsted")).toBe("Øyvind Ø.");
    expect(shownAuthorName("Cher", "")).toBe("Cher");
  });
});
