import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Several test runs may build side by side; each can choose its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
  },
} satisfies Config;
