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
          // Pure rules and renders: no file leaves state behind that another reads (checked with
          // shuffled files and tests), so one module graph per worker thread serves them all.
          // Starting a fresh process per file cost 40 s of the 43 s this project took.
          pool: "threads",
          isolate: false,
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
          // Each file opens databases of its own and restores what it patches (timers, the
          // log's stream), so the files of a worker can share one module graph: checked with
          // the files shuffled. A fresh graph per file spent 340 s where this spends 256 s.
          isolate: false,
        },
      },
    ],
  },
});
