import { expect, it } from "vitest";
import { parseEnv } from "./env";

it("reads the mechanisms the bench turns off; unset turns none off", () => {
  expect(parseEnv({ BENCH_OFF: "page-cache, admin-turns" }).BENCH_OFF).toEqual([
    "page-cache",
    "admin-turns",
  ]);
  expect(parseEnv({}).BENCH_OFF).toEqual([]);
});

it("refuses a mechanism it does not know at start, naming the variable", () => {
  expect(() => parseEnv({ BENCH_OFF: "page-cache,cache" })).toThrow(/BENCH_OFF/);
});
