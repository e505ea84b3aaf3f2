import { defineConfig } from "@playwright/test";
import { missingPrerequisite } from "./tests/deploy/prerequisites";
import { siteUrl } from "./tests/deploy/stack";
import { browserUse, projectsWithServerLogs } from "./tests/support/playwright-shared";

// Without nginx or PostgreSQL the suite is one skipped test naming what is missing. Checked once
// by the runner; its workers inherit the answer.
process.env.DEPLOY_SKIPPED ??= (await missingPrerequisite()) ?? "";
const skipped = process.env.DEPLOY_SKIPPED !== "";

/**
 * The deployment suite: the site as the README deploys it (tests/deploy/global-setup.ts),
 * nginx with TLS in front of two instances on one PostgreSQL database, in Chromium over https.
 */
export default defineConfig({
  testDir: skipped ? "tests/deploy-skipped" : "tests/deploy",
  // Apart from the end-to-end suite's results (playwright.config.ts).
  outputDir: "test-results/deployment",
  globalSetup: skipped ? undefined : "./tests/deploy/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...browserUse,
    baseURL: siteUrl,
    // The run's own self-signed certificate.
    ignoreHTTPSErrors: true,
  },
  projects: skipped ? [{ name: "deployment" }] : projectsWithServerLogs("deployment"),
});
