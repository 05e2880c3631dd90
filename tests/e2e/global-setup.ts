import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { appDir: string };
  }
}

/**
 * The real built app, as `npm start` runs it: built once per run and copied. Each journey file then serves that copy
 * on a port of its own over a database of its own (tests/e2e/app.ts), so files run side by side without seeing each
 * other's people and questions. The databases are clones of the run's migrated template (tests/setup/global-db.ts).
 */
export default function setup(project: TestProject) {
  if (!fs.existsSync("/usr/bin/chromium")) {
    throw new Error(
      "Browser tests drive Debian's chromium: run `apt-get install -y chromium` (.ci/run does this in CI).",
    );
  }
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cc-e2e-"));
  fs.chmodSync(work, 0o755);
  // The app runs from a copy of this build: an `npm run build` elsewhere during the run (the benchmark, a
  // developer) rewrites dist/, and the app would serve new chunk names to old pages or half-written files.
  const appDir = path.join(work, "app");
  fs.cpSync("dist", path.join(appDir, "dist"), { recursive: true });
  fs.cpSync("migrations", path.join(appDir, "migrations"), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(appDir, "node_modules"), "dir");
  project.provide("e2e", { appDir });

  return () => fs.rmSync(work, { recursive: true, force: true });
}
