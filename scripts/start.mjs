// `npm start`: build if needed, then migrate and serve. `npm run dev`: the same with Vite's
// dev server (hot reload) instead of a build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const serverEntry = join(buildDir, "server", "index.js");
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

const dev = process.argv.includes("--dev");
// React and React Router pick their production builds from NODE_ENV at run time.
process.env.NODE_ENV ??= dev ? "development" : "production";

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true } });
  const { startServer } = await vite.ssrLoadModule("/server/main.ts");
  await startServer({ viteMiddlewares: vite.middlewares });
} else {
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
  const { startServer } = await import(pathToFileURL(serverEntry).href);
  await startServer().catch((error) => {
    console.error(`Could not start: ${error.message}`);
    process.exit(1);
  });
}
