import { defineConfig } from "@playwright/test";
import { e2ePort, e2eSites, e2eSiteUrl } from "./scripts/e2e-sites.mjs";
import { browserUse, projectsWithServerLogs } from "./tests/support/playwright-shared";

/**
 * End-to-end tests in Debian's Chromium (no browser downloads here). The web server is the run's
 * production build with one site per worker, each with a fresh embedded database and a real
 * local SMTP server (scripts/e2e-server.mjs); each worker's tests talk to their own site
 * (tests/e2e/fixtures.ts), one spec file after the other.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Beside the deployment suite's folder: each suite empties only its own when it starts, and
  // npm test runs them side by side.
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: e2eSites,
  reporter: [["list"]],
  // Most tests are journeys (sign in, a dialog or two, a list reloaded). On a busy two-core
  // machine, as CI is, such a test without a limit of its own needed 20–31 s, where 30 s was
  // the default: one that needed 31 s failed a whole CI run.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { ...browserUse, baseURL: e2eSiteUrl(0) },
  projects: projectsWithServerLogs("chromium"),
  webServer: {
    command: "node scripts/e2e-server.mjs",
    wait: { stdout: /e2e sites ready/ },
    stdout: "pipe",
    timeout: 180_000,
    reuseExistingServer: false,
    stderr: "pipe",
    env: { E2E_PORT: String(e2ePort), E2E_SITES: String(e2eSites) },
  },
});
