import { describe, expect, it } from "vitest";
import { fileNameProblem, safeBaseName, storedImageName } from "./file-names";

describe("upload file names", () => {
  it("makes names safe", () => {
    expect(safeBaseName("Über Größe (1).jpeg")).toBe("uber-grosse-1");
    expect(safeBaseName("%%%.png")).toBe("bild");
    expect(safeBaseName("IMG_2041.JPG")).toBe("img_2041");
  });

  it("refuses names that try to leave their folder", () => {
    for (const name of ["../../evil.png", "..\\evil.png", "a/b.png", "....", "..png"]) {
      expect(fileNameProblem(name), name).toBe("traversal");
      expect(safeBaseName(name), name).toBeNull();
    }
  });

  it("refuses line breaks and other control characters", () => {
    for (const name of [
      "a\nb.png",
      "a\r.png",
      "a\u0000.png",
      "\u001b[31m.png",
      "a\u0085.png",
      "a\u2029.png",
    ]) {
      expect(fileNameProblem(name), JSON.stringify(name)).toBe("control-characters");
      expect(safeBaseName(name)).toBeNull();
    }
    expect(fileNameProblem("Terrasse Süd – Abend.png")).toBeNull();
  });

  it("knows the names it stores, old and new", () => {
    expect(storedImageName.test("1700000000000-terrasse.webp")).toBe(true);
    expect(storedImageName.test("1700000000000-terrasse.png")).toBe(true);
    expect(storedImageName.test("1700000000000-../x.webp")).toBe(false);
    expect(storedImageName.test("170000000000-terrasse.webp")).toBe(false);
  });
});
