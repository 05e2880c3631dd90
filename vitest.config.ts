import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": here("./client/src"), "@shared": here("./shared") };

export default defineConfig({
  test: {
    // Three files at a time on a 2-core machine: the server's tests spend much of their time waiting on Postgres,
    // each file on a database of its own (docs/architecture.md, "Tests").
    maxWorkers: 3,
    projects: [
      {
        // API and unit tests: real app, real Postgres (a database per test file, cloned from a migrated template).
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/fail-on-console.ts"],
          // Files share a worker's loaded modules (the app, drizzle, pg-boss): each still builds its own app over its
          // own database, and no server test replaces a module (no vi.mock), so isolation only cost import time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/client-setup.ts", "tests/setup/fail-on-console.ts"],
          testTimeout: 15_000,
        },
      },
      {
        // Browser journeys: Debian's chromium driven by playwright-core against the built app (npm start).
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          // After the API and component tests: a 2-core machine should not run browsers beside them.
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          // Built once; then each file serves the build over a database of its own (cloned from the run's template),
          // so two files run at a time: two browsers and two apps are what two cores carry at a person's pace.
          globalSetup: ["tests/setup/global-db.ts", "tests/e2e/global-setup.ts"],
          maxWorkers: 2,
          // A person's pace on a busy 2-core machine: screens may take a few seconds to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // A whole journey (an attorney applies, is approved, claims and answers; the asker reads it) takes 60-80 s on
          // two busy cores: the limit catches a hang, not a slow machine. Timing goals live in `npm run bench`.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
