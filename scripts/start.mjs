// `npm start`: build if needed, then migrate and serve. `npm run dev`: the same with Vite's
// dev server (hot reload) instead of a build.
import { buildIfStale, root } from "./build-if-stale.mjs";

const dev = process.argv.includes("--dev");
// React and React Router pick their production builds from NODE_ENV at run time.
process.env.NODE_ENV ??= dev ? "development" : "production";

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true } });
  const { runServer } = await vite.ssrLoadModule("/server/main.ts");
  await runServer({ viteMiddlewares: vite.middlewares });
} else {
  const { runServer } = await import(buildIfStale());
  await runServer();
}
