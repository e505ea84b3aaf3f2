import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts at our Hono app, so the server, the routes and
  // their shared modules are one module graph (one database handle, one i18n setup).
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : {},
  plugins: [tailwindcss(), reactRouter()],
  // app/enhance/main.ts is bundled through `?worker&url` (see app/root.tsx): one standalone
  // ES module, loaded as <script type="module">.
  worker: { format: "es" },
}));
