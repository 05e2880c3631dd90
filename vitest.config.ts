import fs from "node:fs";
import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/setup/sequencer";
import { countUnhandledError, UNHANDLED_ERRORS_FILE } from "./tests/setup/unhandled-errors";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": here("./client/src"), "@shared": here("./shared") };

// The client's test files that replace a module (vi.mock) run each in a fresh module graph: a module replaced for one
// file would still be replaced for the next in a shared one. The others share their worker's loaded modules, as the
// server's tests do (docs/architecture.md, "Tests").
const clientTests = fs
  .readdirSync(here("./client/src"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `client/src/${file}`);
const replacesModules = clientTests.filter((file) => fs.readFileSync(here(`./${file}`), "utf8").includes("vi.mock("));
const clientProject = {
  plugins: [babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), react(), lingui()],
  resolve: { alias },
};
const clientTest = {
  environment: "jsdom" as const,
  setupFiles: ["tests/setup/client-setup.ts", "tests/setup/fail-on-console.ts"],
  testTimeout: 15_000,
};

// Each run writes down its own unhandled errors (docs/decisions/056).
fs.rmSync(UNHANDLED_ERRORS_FILE, { force: true });

export default defineConfig({
  test: {
    onUnhandledError: (error) => countUnhandledError(error),
    // Three files at a time on a 2-core machine: the server's tests spend much of their time waiting on Postgres,
    // each file on a database of its own (docs/architecture.md, "Tests").
    maxWorkers: 3,
    // The longest files first, from their recorded times, so no worker is left alone with a long file at the end.
    sequence: { sequencer: LongestFirstSequencer },
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
            "tests/setup/**/*.test.ts",
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
        ...clientProject,
        // Each file still renders into a fresh document and a fresh query client (client/src/test/render.tsx).
        test: { ...clientTest, name: "client", include: clientTests, exclude: replacesModules, isolate: false },
      },
      {
        ...clientProject,
        test: { ...clientTest, name: "client-replacing-modules", include: replacesModules },
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
