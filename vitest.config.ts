import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // `npm run test:coverage`: line coverage of the code the tests exercise in process.
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts", "server/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary", "json-summary"],
    },
    projects: [
      {
        test: {
          name: "unit",
          // Fast unit tests first, then the integration tests with their own worker limit.
          sequence: { groupOrder: 0 },
          include: [
            "domain/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "server/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          // Migrates once per run; each file's databases start from copies.
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/start-from-migrated.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite and PostgreSQL databases per file; two cores, so keep it modest.
          maxWorkers: 2,
        },
      },
    ],
  },
});
