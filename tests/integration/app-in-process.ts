import { resolve } from "node:path";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "../..");

/**
 * The whole app in the test's own process, as `npm run dev` serves it: React Router's build from
 * Vite, and `load` for the server modules from the same module graph (the routes' context keys
 * must be the very objects the HTTP app sets).
 */
export async function appInProcess() {
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const load = (path: string) => vite.ssrLoadModule(path);
  return {
    load,
    build: await load("virtual:react-router/server-build"),
    close: () => vite.close(),
  };
}
