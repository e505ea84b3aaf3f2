import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/db/client";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON log lines written to stdout while `run` runs. */
async function infoLines(run: () => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  });
  await run();
  vi.restoreAllMocks();
  return lines;
}

it("names the migrations a start applies, and says nothing when there were none", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "migrations-log-"));
  try {
    const first = await infoLines(async () => (await openDatabase({ dataDir })).close());
    const applied = first.find((line) => line.message === "migrations applied");
    const names = (applied?.migrations ?? []) as string[];
    expect(names).toContain("0000_init");
    expect(applied?.count).toBe(names.length);

    const second = await infoLines(async () => (await openDatabase({ dataDir })).close());
    expect(second.filter((line) => line.message === "migrations applied")).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
