import { describe, expect, it } from "vitest";
import { formEntriesProblem } from "./form-entries";

const text = { files: false };

describe("posted form entries", () => {
  it("accept each field once with well-formed text", () => {
    expect(
      formEntriesProblem(
        [
          ["first_name", "Zoë"],
          ["message", "Hallo\r\nGrüße 🏔️"],
        ],
        text,
      ),
    ).toBeNull();
  });
  it("refuse a field posted twice", () => {
    expect(
      formEntriesProblem(
        [
          ["email", "a@example.com"],
          ["email", "b@example.com"],
        ],
        text,
      ),
    ).toBe("duplicate-field");
  });
  it("refuse NUL, replacement characters of broken UTF-8 and lone surrogates, in names and values", () => {
    for (const broken of ["a\u0000b", "caf\uFFFD", "\uD800x"]) {
      expect(formEntriesProblem([["name", broken]], text), broken).toBe("broken-text");
      expect(formEntriesProblem([[broken, "value"]], text), broken).toBe("broken-text");
    }
  });
  it("refuse files unless the form uploads one, and a file name with NUL", () => {
    const file = new File(["x"], "photo.jpg");
    expect(formEntriesProblem([["file", file]], text)).toBe("unexpected-file");
    expect(formEntriesProblem([["file", file]], { files: true })).toBeNull();
    const nul = new File(["x"], "photo\u0000.jpg");
    expect(formEntriesProblem([["file", nul]], { files: true })).toBe("broken-text");
  });
});
