import { stringify } from "csv-stringify/sync";

type Cell = string | number | null;

/**
 * Where a spreadsheet could start a formula inside a text: at its start, or right after a
 * character that some separator setting splits on (German defaults split on `;`, others on `,`
 * or tab), since a split there makes the rest a cell of its own.
 */
const formulaStart = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * Neutralises a text for spreadsheets (OWASP's CSV injection advice): a `'` before each place
 * where a formula could start, so `=cmd|…`, `+1`, `-1`, `@x` and a name like `Eve;=1+1` stay
 * text in any program and any separator setting. The one cost: such a text shows the `'`.
 */
function neutralised(text: string): string {
  return text.replace(formulaStart, "'");
}

/**
 * A CSV for spreadsheet programs: every text cell quoted (so a separator of any setting inside
 * a text is inside quotes) and neutralised, numbers as they are (a number is never a formula),
 * empty for null; Windows line ends, and a BOM so they read the UTF-8 umlauts.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: "windows",
    quoted_string: true,
    cast: { string: neutralised },
  });
}
