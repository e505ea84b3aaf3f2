// One production build per `npm test` run for both browser suites (end-to-end and deployment):
// scripts/test.mjs builds it and names its folder in TEST_BUILD_DIR; a suite run on its own
// (`npx playwright test`) builds into a folder of its own.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const sharedVariable = "TEST_BUILD_DIR";

/** The build folder a suite runs, relative to the project: the shared one, else `ownDir`. */
export function testBuildDir(ownDir) {
  return process.env[sharedVariable] || ownDir;
}

/** Builds for production into `dir`; returns what the build printed, throws if it failed. */
export function buildForTests(dir) {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** Builds into `ownDir` unless the run's shared build exists; returns what the build printed. */
export function buildUnlessShared(ownDir) {
  return process.env[sharedVariable] ? "" : buildForTests(ownDir);
}

/** Makes the run's shared build in `dir` and names it for the suites started after this. */
export function buildShared(dir) {
  const output = buildForTests(dir);
  process.env[sharedVariable] = dir;
  return output;
}
