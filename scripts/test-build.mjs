// One production build per `npm test` run for both browser suites (end-to-end and deployment):
// scripts/test.mjs builds it and names its folder in TEST_BUILD_DIR; a suite run on its own
// (`npx playwright test`) builds into a folder of its own.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const sharedVariable = "TEST_BUILD_DIR";

/** The build folder a suite runs, relative to the project: the shared one, else `ownDir`. */
export function testBuildDir(ownDir) {
  return process.env[sharedVariable] || ownDir;
}

/** Builds for production into `dir`; resolves to what the build printed, rejects if it failed. */
export function buildForTests(dir) {
  return new Promise((done, fail) => {
    const build = spawn("npx", ["react-router", "build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
    });
    let stdout = "";
    let stderr = "";
    build.stdout.setEncoding("utf8").on("data", (chunk) => {
      stdout += chunk;
    });
    build.stderr.setEncoding("utf8").on("data", (chunk) => {
      stderr += chunk;
    });
    build.on("error", fail);
    build.on("close", (status) =>
      status === 0 ? done(`${stdout}${stderr}`) : fail(new Error(`the build failed:\n${stderr}`)),
    );
  });
}

/** Builds into `ownDir` unless the run's shared build exists; resolves to what the build printed. */
export async function buildUnlessShared(ownDir) {
  return process.env[sharedVariable] ? "" : buildForTests(ownDir);
}

/** Makes the run's shared build in `dir` and names it for the suites started after this. */
export async function buildShared(dir) {
  const output = await buildForTests(dir);
  process.env[sharedVariable] = dir;
  return output;
}
