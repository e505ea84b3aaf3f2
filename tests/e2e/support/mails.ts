import { readdirSync, readFileSync } from "node:fs";
import { test } from "@playwright/test";
import { e2eMailDir } from "../../../scripts/e2e-sites.mjs";

/** Header lines unfolded and quoted-printable decoded, so tests match what a reader sees. */
export function decodeMail(raw: string): string {
  const decoded = raw
    .replace(/\r?\n(?=[ \t])/g, "")
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
