import { expect, it } from "vitest";
import { parseEnv } from "./env";

it("reads the mechanisms the bench turns off; unset turns none off", () => {
  expect(parseEnv({ BENCH_OFF: "page-cache, public-reads" }).BENCH_OFF).toEqual([
    "page-cache",
    "public-reads",
  ]);
  expect(parseEnv({}).BENCH_OFF).toEqual([]);
});

it("refuses a mechanism it does not know at start, naming the variable", () => {
  expect(() => parseEnv({ BENCH_OFF: "page-cache,cache" })).toThrow(/BENCH_OFF/);
});
