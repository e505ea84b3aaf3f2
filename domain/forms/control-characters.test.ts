import { describe, expect, it } from "vitest";
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineBreaks,
  normalizeLineBreaks,
} from "./control-characters";

const controls = [
  "\u0000",
  "\u0007",
  "\t",
  "\u000B",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009F",
  "\u2028",
  "\u2029",
  "\u202E",
  "\u2066",
  "\uD800",
];
const printable = [
  "Anna",
  "Zoë D'Àngelo",
  "王",
  "👨‍👩‍👧‍👦",
  "می\u200Cخواهم",
  "+43 664 1234567",
  "a@b.example",
];

describe("control characters", () => {
  it("refuses line breaks and every control character in one-line text", () => {
    for (const control of [...controls, "\n", "\r"])
      expect(hasControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(true);
  });
  it("accepts printable text in any script, emoji and joiners included", () => {
    for (const text of printable) expect(hasControlCharacters(text), text).toBe(false);
  });
  it("lets free text keep its line breaks, and nothing else", () => {
    expect(hasControlCharactersBesidesLineBreaks("Hallo\r\nwir\rkommen\nGrüße")).toBe(false);
    for (const control of controls)
      expect(hasControlCharactersBesidesLineBreaks(`a\n${control}b`), JSON.stringify(control)).toBe(
        true,
      );
  });
  it("makes each line break one \\n", () => {
    expect(normalizeLineBreaks("a\r\nb\rc\nd\r\n\r\ne")).toBe("a\nb\nc\nd\n\ne");
  });
});
