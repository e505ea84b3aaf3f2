import { defineConfig } from "@playwright/test";
import { browserUse, projectsWithServerLogs } from "./tests/support/playwright-shared";

const port = Number(process.env.E2E_PORT ?? 4173);
/** Where the test SMTP server writes every mail it receives (read by mail tests). */
export const e2eMailDir = process.env.E2E_MAIL_DIR ?? `data-e2e/${port}/mails`;

/**
 * End-to-end tests in Debian's Chromium (no browser downloads here). The web server is a
 * production build with a fresh embedded database and a real local SMTP server (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { ...browserUse, baseURL: `http://localhost:${port}` },
  projects: projectsWithServerLogs("chromium"),
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_MAIL_DIR: e2eMailDir },
  },
});
