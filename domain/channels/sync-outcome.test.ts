import { expect, it } from "vitest";
import { describeFailure, describeReport } from "./sync-outcome";

it("says in the owners' words what a sync did", () => {
  expect(describeFailure({ reason: "status", detail: "500" })).toBe(
    "Der Server antwortete mit HTTP 500",
  );
  expect(describeFailure({ reason: "timeout" })).toBe("Keine Antwort innerhalb von 10 Sekunden");
  expect(describeFailure({ reason: "too-large" })).toBe("Die Datei ist größer als 2 MB");
  expect(
    describeReport({ notModified: false, added: 2, changed: 1, removed: 0, unchanged: 5 }),
  ).toBe("2 neu, 1 geändert, 0 entfernt, 5 unverändert");
  expect(
    describeReport({ notModified: true, added: 0, changed: 0, removed: 0, unchanged: 5 }),
  ).toBe("Unverändert seit dem letzten Abruf");
});
