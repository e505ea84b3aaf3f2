// The production build for `npm start`, `npm run backup` and `npm run restore`: rebuilt when it
// is missing or older than the sources. BUILD_DIR selects its folder (default build/).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const root = resolve(import.meta.dirname, "..");
const sourceFolders = ["app", "server", "domain", "content", "public"];
const sourceFiles = ["package.json", "vite.config.ts", "react-router.config.ts"];

function newestSourceChange() {
  let newest = 0;
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const name of [...sourceFolders, ...sourceFiles]) {
    const path = join(root, name);
    if (existsSync(path)) visit(path);
  }
  return newest;
}

/** The URL of the built server bundle, built first if stale; a failed build exits the process. */
export function buildIfStale() {
  const serverEntry = join(resolve(root, process.env.BUILD_DIR ?? "build"), "server", "index.js");
  const stale = !existsSync(serverEntry) || statSync(serverEntry).mtimeMs < newestSourceChange();
  if (stale) {
    console.log("Building the site (first start or sources changed)…");
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return pathToFileURL(serverEntry).href;
}
