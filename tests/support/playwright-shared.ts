import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "../../scripts/chromium.mjs";

/** How both suites (playwright.config.ts, playwright.deploy.config.ts) open the site. */
export const browserUse = {
  // Most visitors are German-speaking; tests of other languages say so themselves.
  locale: "de-AT",
  // Recording a trace of every test, to keep only the failed ones', made each test a quarter
  // slower. A failure prints its error and call log; to look closer, run the failed spec again
  // with `--trace on`.
  trace: "off",
  screenshot: "only-on-failure",
  launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
} satisfies PlaywrightTestConfig["use"];

/** The suite's tests in Chromium as `name`, then server-logs.spec.ts on what the servers printed. */
export function projectsWithServerLogs(name: string): PlaywrightTestConfig["projects"] {
  return [
    {
      name,
      testIgnore: /server-logs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Last: checks what the servers printed during all the tests above.
    { name: "server-logs", testMatch: /server-logs\.spec\.ts$/, dependencies: [name] },
  ];
}
