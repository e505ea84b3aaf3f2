import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
import { siteUrl } from "./tests/deploy/stack";

/**
 * The deployment suite: the site as the README deploys it (tests/deploy/global-setup.ts),
 * nginx with TLS in front of two instances on one PostgreSQL database, in Chromium over https.
 */
export default defineConfig({
  testDir: "tests/deploy",
  // Apart from the main suite's results, which npm test keeps.
  outputDir: "test-results/deployment",
  globalSetup: "./tests/deploy/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: siteUrl,
    // The run's own self-signed certificate.
    ignoreHTTPSErrors: true,
    locale: "de-AT",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "deployment",
      testIgnore: /server-logs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Last: checks what the servers printed during all the tests above.
    { name: "server-logs", testMatch: /server-logs\.spec\.ts$/, dependencies: ["deployment"] },
  ],
});
