import { resolve } from "node:path";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "../..");

/**
 * The whole app in the test's own process: React Router's build from Vite, as `npm run dev` makes
 * it, and `load` for the server modules from the same module graph (the routes' context keys
 * must be the very objects the HTTP app sets). `httpApp` serves that build in production mode, as
 * the site runs: React Router derives its routes once and collects no development CSS per
 * request, which took a third of the hostile-input test's time in development mode.
 *
 * Made once per worker and shared by its files (the integration files share a module graph,
 * vitest.config.ts): building it took 6–7 s, as long as some of those files' own tests. Each
 * file still makes its own HTTP app, services and database. The worker's end closes it.
 */
export function appInProcess() {
  shared ??= startApp();
  return shared;
}

let shared: ReturnType<typeof startApp> | undefined;

async function startApp() {
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const load = (path: string) => vite.ssrLoadModule(path);
  const build = await load("virtual:react-router/server-build");
  const { createHttpApp } = await load("/server/http.ts");
  return {
    load,
    httpApp: (options: Record<string, unknown>) =>
      createHttpApp({ ...options, getBuild: async () => build, mode: "production" }),
  };
}
