import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe("data folder lock", () => {
  it("is taken, written with our pid and released", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, ".lock"))).toBe(false);
  });

  it("refuses a folder held by another running process, with a clear message", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    const other = spawn("sleep", ["30"]);
    children.push(other);
    writeFileSync(join(dir, ".lock"), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process/);
  });

  it("takes over the lock of a process that died", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    const dead = spawn("true");
    await new Promise((resolve) => dead.on("exit", resolve));
    writeFileSync(join(dir, ".lock"), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
