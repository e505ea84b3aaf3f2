// `npm test`: every test: unit and integration (Vitest), then end-to-end (Playwright in
// Chromium) beside the deployment suite (nginx with TLS in front of two instances on
// PostgreSQL, playwright.deploy.config.ts), both on one production build made here. Ends with
// the failed tests named and one summary line, "N passed, N failed".
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { e2ePort } from "./e2e-sites.mjs";
import { buildShared } from "./test-build.mjs";

const root = resolve(import.meta.dirname, "..");
// Outside test-results/, which Playwright empties when it starts.
const reports = mkdtempSync(join(tmpdir(), "test-summary-"));

/**
 * Runs a command; resolves to its exit code. Its output is this run's, or with `heldOutput`
 * collected there, for two suites side by side not to mix their lines.
 */
function run(command, args, env = {}, heldOutput = undefined) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: heldOutput ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    child.stdout?.on("data", (chunk) => heldOutput.push(chunk));
    child.stderr?.on("data", (chunk) => heldOutput.push(chunk));
    child.on("error", () => done(1));
    child.on("close", (status) => done(status ?? 1));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

const vitestReport = join(reports, "vitest.json");
const playwrightReports = [join(reports, "playwright.json"), join(reports, "deployment.json")];
const codes = [];

// The browser suites' one build, in a folder of this run's own (builds find their packages from
// inside the project), made while Vitest runs: Vitest alone leaves part of the machine idle.
const buildDir = `build-test-${process.pid}`;
const [vitestCode, buildCode] = await Promise.all([
  run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]),
  buildShared(buildDir).then(
    () => 0,
    (error) => {
      console.error(error.message);
      return 1;
    },
  ),
]);
codes.push(vitestCode, buildCode);
// The two browser suites side by side: the deployment suite spends half its time waiting (on
// restarts, failovers, timeouts), which the end-to-end suite fills. It runs under a port of its
// own (E2E_PORT names a run's ports and folders), and its lines follow the end-to-end suite's.
const deploymentOutput = [];
const e2eCodes = await Promise.all([
  run("npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[0],
  }),
  run(
    "npx",
    ["playwright", "test", "-c", "playwright.deploy.config.ts", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[1], E2E_PORT: String(e2ePort + 100) },
    deploymentOutput,
  ),
]);
process.stdout.write(Buffer.concat(deploymentOutput));
codes.push(...e2eCodes);

let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test as "file › name: first lines of its error", repeated at the very end. */
const failures = [];
const firstLines = (message = "") =>
  stripVTControlCharacters(message).split("\n").slice(0, 3).join(" / ").slice(0, 400);

const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === "failed"))
      failures.push(
        `${relative(root, file.name)} › ${test.fullName}: ${firstLines(test.failureMessages[0])}`,
      );
    if (file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed"))
      failures.push(`${relative(root, file.name)}: ${firstLines(file.message)}`);
  }
}

function playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests.filter((t) => t.status === "unexpected")) {
      const last = test.results.at(-1);
      failures.push(`${spec.file} › ${spec.title}: ${firstLines(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child);
}
const playwrightRuns = playwrightReports.map(readJson);
for (const playwright of playwrightRuns.filter(Boolean)) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  for (const suite of playwright.suites) playwrightFailures(suite);
}
const exitCode =
  codes.some((code) => code !== 0) || !vitest || !playwrightRuns.every(Boolean) ? 1 : 0;
if (exitCode !== 0 && failed === 0) failed = 1; // a runner crashed before reporting
rmSync(reports, { recursive: true, force: true });
rmSync(resolve(root, buildDir), { recursive: true, force: true });
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `- ${f}`).join("\n")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
