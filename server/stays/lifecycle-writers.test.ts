import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const theWriter = "server/stays/lifecycle.ts";
/** The columns only the lifecycle writes once a stay exists. */
const guarded = /(?:^|[\s{,])(status|holdsDates|holdUntil|statusByHand)\s*[:,}]/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument text of the call whose "(" is at `open`, up to its matching ")". */
function argumentAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    if (text[index] === ")" && --depth === 0) return text.slice(open + 1, index).trim();
  }
  return text.slice(open + 1);
}

/**
 * Where a file writes a stay's status, hold or offer state: any write of the offers, an update of
 * reservations whose `.set(…)` is not an object literal naming its columns (a spread or a
 * variable could carry the status) or names a guarded column, and raw SQL updating either table.
 */
function lifecycleWrites(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\.(update|insert)\(\s*stayOffers\s*\)/g)) {
    found.push(match[0]);
  }
  for (const match of text.matchAll(/\.update\(\s*reservations\s*\)\s*\.set\(/g)) {
    const argument = argumentAt(text, (match.index ?? 0) + match[0].length - 1);
    if (!argument.startsWith("{") || argument.includes("...") || guarded.test(argument)) {
      found.push(`.update(reservations).set(${argument.slice(0, 60)})`);
    }
  }
  for (const match of text.matchAll(/update\s+"?(reservations|stay_offers)"?\s+set/gi)) {
    found.push(match[0]);
  }
  return found;
}

describe("the stay's lifecycle as the only writer", () => {
  it("is the only code that writes a stay's status, hold or offer state", () => {
    const writers = ["app", "domain", "server", "scripts"]
      .flatMap(sourceFiles)
      .map((path) => relative(root, join(root, path)))
      .filter((path) => path !== theWriter)
      .flatMap((path) =>
        lifecycleWrites(readFileSync(join(root, path), "utf8")).map((write) => `${path}: ${write}`),
      );
    expect(writers).toEqual([]);
  });

  it("finds each way of writing them", () => {
    expect(lifecycleWrites("tx.update(stayOffers).set({ state: 'open' })")).toHaveLength(1);
    expect(lifecycleWrites("tx.insert(stayOffers).values(row)")).toHaveLength(1);
    expect(lifecycleWrites("db.update(reservations).set({ status: 'paid' })")).toHaveLength(1);
    expect(lifecycleWrites("db.update(reservations).set({ holdsDates, name })")).toHaveLength(1);
    expect(lifecycleWrites("db.update(reservations).set({ ...input })")).toHaveLength(1);
    expect(lifecycleWrites("db.update(reservations).set(input)")).toHaveLength(1);
    expect(lifecycleWrites("sql`update reservations set status = 'paid'`")).toHaveLength(1);
    // Columns the lifecycle does not decide are anyone's.
    expect(lifecycleWrites("db.update(reservations).set({ guestToken: token() })")).toEqual([]);
    expect(lifecycleWrites("db.update(reservations).set({ mutedMessages: [] })")).toEqual([]);
  });
});
