import { expect, it } from "vitest";
import { parseEnv } from "./env";

it("reads the operator's alert address and the metrics token; empty means unset", () => {
  const token = "t".repeat(32);
  expect(parseEnv({ ALERT_EMAIL: "ops@example.com", METRICS_TOKEN: token })).toMatchObject({
    ALERT_EMAIL: "ops@example.com",
    METRICS_TOKEN: token,
  });
  const empty = parseEnv({ ALERT_EMAIL: "", METRICS_TOKEN: "" });
  expect(empty.ALERT_EMAIL).toBeUndefined();
  expect(empty.METRICS_TOKEN).toBeUndefined();
});

it("refuses a bad alert address or a guessable metrics token at start, naming the variable", () => {
  expect(() => parseEnv({ ALERT_EMAIL: "ops" })).toThrow(/ALERT_EMAIL/);
  expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
});
