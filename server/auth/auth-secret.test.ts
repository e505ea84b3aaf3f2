import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret";

const folders: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "auth-secret-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the session secret", () => {
  it("is AUTH_SECRET when set, and then nothing is written", () => {
    const dir = dataDir();
    expect(resolveAuthSecret({ AUTH_SECRET: "from-the-environment", DATA_DIR: dir })).toBe(
      "from-the-environment",
    );
    expect(() => statSync(join(dir, "auth-secret"))).toThrow(/ENOENT/);
  });

  it("is generated once, kept for the owner only, and the same at every later start", () => {
    const dir = join(dataDir(), "not-yet-made");
    const first = resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir });
    expect(first).toMatch(/^[\w-]{43}$/);
    const file = join(dir, "auth-secret");
    expect(readFileSync(file, "utf8")).toBe(`${first}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })).toBe(first);
  });

  it("a secret file that cannot be read stops the start instead of being replaced", () => {
    const dir = dataDir();
    mkdirSync(join(dir, "auth-secret"));
    expect(() => resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })).toThrow(/EISDIR/);
  });
});
