import { expect, it } from "vitest";
import { parseEnv } from "./env";

it("reads the operator's channel feeds and the sync interval", () => {
  const env = parseEnv({
    ICAL_IMPORT: "Airbnb=https://www.airbnb.com/calendar/ical/1.ics?s=abc Vrbo=http://v.example/x",
    ICAL_SYNC_MINUTES: "15",
  });
  expect(env.ICAL_IMPORT).toEqual([
    { name: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics?s=abc" },
    { name: "Vrbo", url: "http://v.example/x" },
  ]);
  expect(env.ICAL_SYNC_MINUTES).toBe(15);
  expect(parseEnv({})).toMatchObject({ ICAL_IMPORT: [], ICAL_SYNC_MINUTES: 30 });
});

it("refuses a bad feed at start, naming it but not its secret URL", () => {
  const start = () => parseEnv({ ICAL_IMPORT: "Airbnb=ftp://files.example/1.ics?s=secret" });
  expect(start).toThrow("ICAL_IMPORT: Airbnb needs an http:// or https:// URL");
  expect(start).not.toThrow(/secret/);
  expect(() => parseEnv({ ICAL_SYNC_MINUTES: "0" })).toThrow(/ICAL_SYNC_MINUTES/);
});
