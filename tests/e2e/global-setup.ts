import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { appDir: string; chromium: string };
  }
}

/**
 * Debian's headless shell (package chromium-headless-shell) is Chromium's Blink and V8 without the browser's window
 * layer: the journeys ran in about two thirds of the time in it, with the same checks (docs/decisions/044). Without
 * it they drive the full chromium, slower.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The real built app, as `npm start` runs it: built once per run and copied. Each journey file then serves that copy
 * on a port of its own over a database of its own (tests/e2e/app.ts), so files run side by side without seeing each
 * other's people and questions. The databases are clones of the run's migrated template (tests/setup/global-db.ts).
 */
export default function setup(project: TestProject) {
  const chromium = [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => fs.existsSync(file));
  if (!chromium) {
    throw new Error(
      "Browser tests drive Debian's chromium: run `apt-get install -y chromium-headless-shell` (.ci/run does this in CI).",
    );
  }
  if (chromium === FULL_CHROMIUM)
    console.warn(`e2e: ${HEADLESS_SHELL} is not installed; the journeys drive ${FULL_CHROMIUM}, which is slower.`);
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cc-e2e-"));
  fs.chmodSync(work, 0o755);
  // The app runs from a copy of this build: an `npm run build` elsewhere during the run (the benchmark, a
  // developer) rewrites dist/, and the app would serve new chunk names to old pages or half-written files.
  const appDir = path.join(work, "app");
  fs.cpSync("dist", path.join(appDir, "dist"), { recursive: true });
  fs.cpSync("migrations", path.join(appDir, "migrations"), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(appDir, "node_modules"), "dir");
  project.provide("e2e", { appDir, chromium });

  return () => fs.rmSync(work, { recursive: true, force: true });
}
