import { expect, checkedTest as test } from "../e2e/fixtures";
import { checkServerLogs } from "../support/server-logs";

// Runs after every other test of the suite (a project of its own in playwright.config.ts).
test("every line the servers printed is a JSON log line and holds no secret", () => {
  const { lines, problems } = checkServerLogs();
  test.info().annotations.push({ type: "log lines checked", description: String(lines) });
  expect(lines).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
