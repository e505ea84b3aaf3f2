import { readdirSync, readFileSync } from "node:fs";
import { test } from "@playwright/test";
import { e2eMailDir } from "../../../scripts/e2e-sites.mjs";

/** Header lines unfolded and quoted-printable decoded, so tests match what a reader sees. */
export function decodeMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const [head, body] = end < 0 ? [raw, ""] : [raw.slice(0, end), raw.slice(end)];
  // Only the header folds: a body line may start with a space after a soft line break.
  const header = head
    .replace(/\r?\n(?=[ \t])/g, "")
    // Encoded words (a subject with "ä" or "–"): adjacent ones join without the space between.
    .replace(/\?=\s+=\?UTF-8\?([QB])\?/gi, "?==?UTF-8?$1?")
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("latin1")
        : text.replace(/_/g, " "),
    );
  const decoded = `${header}${body}`
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(decoded, "latin1").toString("utf8");
}

/** Every mail the site of this worker sent to this address, decoded, oldest first. */
export function mailsTo(address: string): string[] {
  const mailDir = e2eMailDir(test.info().parallelIndex);
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  return files
    .map((file) => readFileSync(`${mailDir}/${file}`, "utf8"))
    .filter((raw) => to.test(raw))
    .map(decodeMail);
}
