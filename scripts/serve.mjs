// The built server alone, as the systemd unit runs it: no build step, since the service user
// may not write the code folder (`npm run build` is part of deploying). NODE_ENV must be set
// before React loads, so it is set here.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const serverEntry = join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  const message = `Could not start: no build in ${buildDir}; run \`npm run build\` first`;
  console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", message }));
  process.exit(1);
}
const { runServer } = await import(pathToFileURL(serverEntry).href);
await runServer();
