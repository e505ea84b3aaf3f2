import { expect, it } from "vitest";
import { toCsv } from "./csv";

const hostile = [
  "Eve;=1+1",
  "=cmd|' /C calc'!A0",
  "+1",
  "-1",
  "@x",
  "\t=1",
  "\r=1",
  "a,=1",
  "b\t@x",
];
const csv = toCsv(["name", "nights"], [...hostile.map((name) => [name, 3]), ["Müller", null]]);

/**
 * How a spreadsheet splits a line at `separator`, both ways they do: honouring quotes (a quote
 * toggles; a separator inside quotes is text), or ignoring them (the worst case). The cells
 * come back without their quotes.
 */
function cells(line: string, separator: string, honourQuotes: boolean): string[] {
  const found: string[] = [];
  let cell = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"' && honourQuotes) quoted = !quoted;
    else if (char === separator && !quoted) {
      found.push(cell);
      cell = "";
    } else if (char !== '"') cell += char;
  }
  return [...found, cell];
}

it("no cell becomes a formula, whatever the separator setting (German: `;`)", () => {
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  for (const separator of [";", ",", "\t"]) {
    for (const honourQuotes of [true, false]) {
      for (const line of lines) {
        for (const cell of cells(line, separator, honourQuotes)) {
          expect(cell, `${JSON.stringify(separator)} ${line}`).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
    }
  }
});

it("quotes every text cell, leaves numbers and empty cells bare, starts with a BOM", () => {
  expect(csv.startsWith('\uFEFF"name","nights"\r\n')).toBe(true);
  expect(csv).toContain(`"Eve;'=1+1",3\r\n`);
  expect(csv).toContain(`"'-1",3\r\n`);
  expect(csv).toContain(`"'@x",3\r\n`);
  expect(csv.endsWith('"Müller",\r\n')).toBe(true);
  // A German spreadsheet honouring the quotes sees the name whole, with only the mark added.
  const line = csv.split("\r\n")[1];
  expect(cells(line, ";", true)).toEqual(["Eve;'=1+1,3"]);
  expect(toCsv(["a"], [['say "hi"']])).toContain('"say ""hi"""');
});
