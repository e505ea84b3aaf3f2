import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Fails the browser build when code from server/ (database, secrets, mail, sharp…) ends up in
 * it. Route modules import server features for their loaders and actions; React Router strips
 * those, but a value imported for the component would drag the whole module along.
 */
function serverCodeStaysOnServer(): Plugin {
  return {
    name: "server-code-stays-on-server",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const leaked = Object.entries(chunk.modules)
          .filter(
            ([id, info]) =>
              /[/\\]server[/\\]/.test(id) &&
              !id.includes("node_modules") &&
              info.renderedLength > 0,
          )
          .map(([id]) => id);
        if (leaked.length > 0) {
          this.error(
            `Server-only code in the browser bundle ${chunk.fileName}: ${leaked.join(", ")}`,
          );
        }
      }
    },
  };
}

/**
 * React's packages resolved to Preact's compatibility layer, for the islands (app/islands/): the
 * same components, rendered by React on the server and hydrated by Preact, about a tenth of React
 * DOM's size, in the browser.
 */
const preactFor: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};
function reactAsPreact(): Plugin {
  return {
    name: "react-as-preact",
    enforce: "pre",
    resolveId(source, importer, options) {
      const target = preactFor[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts at our Hono app, so the server, the routes and
  // their shared modules are one module graph (one database handle, one i18n setup).
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : {},
  // Packages of many small modules, bundled into the server build with only what it uses: Node
  // resolving and compiling them one file at a time was a quarter of a start (record 022).
  ssr: {
    noExternal: [/^(date-fns|@date-fns\/tz|react-day-picker)(\/|$)/],
  },
  plugins: [tailwindcss(), reactRouter(), serverCodeStaysOnServer()],
  // app/enhance/main.ts and the islands (app/islands/) are bundled through `?worker&url` (see
  // app/root.tsx): each one standalone ES module, loaded as <script type="module">.
  worker: { format: "es", plugins: () => [reactAsPreact()] },
}));
