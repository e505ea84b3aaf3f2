import { expect, it } from "vitest";
import { parseEnv } from "./env";

it("reads when the hourly jobs first run, 10 s after start-up unless set", () => {
  expect(parseEnv({}).JOBS_FIRST_CHECK_SECONDS).toBe(10);
  expect(parseEnv({ JOBS_FIRST_CHECK_SECONDS: "0" }).JOBS_FIRST_CHECK_SECONDS).toBe(0);
  expect(() => parseEnv({ JOBS_FIRST_CHECK_SECONDS: "-1" })).toThrow(/JOBS_FIRST_CHECK_SECONDS/);
  expect(() => parseEnv({ JOBS_FIRST_CHECK_SECONDS: "soon" })).toThrow(/JOBS_FIRST_CHECK_SECONDS/);
});
