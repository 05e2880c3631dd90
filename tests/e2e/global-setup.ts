import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { withDatabase } from "../setup/db-url";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { baseURL: string; outboxDir: string; databaseUrl: string };
  }
}

/**
 * The real built app, as `npm start` runs it: built once, copied, served on a free port over its own database, with
 * mail written to an outbox the journeys read. Stopped (SIGTERM) and its database dropped at the end.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("/usr/bin/chromium")) {
    throw new Error(
      "Browser tests drive Debian's chromium: run `apt-get install -y chromium` (.ci/run does this in CI).",
    );
  }
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });

  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cc-e2e-"));
  fs.chmodSync(work, 0o755);
  // The app runs from a copy of this build: an `npm run build` elsewhere during the run (the benchmark, a
  // developer) rewrites dist/, and the app would serve new chunk names to old pages or half-written files.
  const app = path.join(work, "app");
  fs.cpSync("dist", path.join(app, "dist"), { recursive: true });
  fs.cpSync("migrations", path.join(app, "migrations"), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(app, "node_modules"), "dir");
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dir: path.join(work, "pg"), database: "postgres", persistent: false });
    adminUrl = embedded.url;
  }
  const name = `cc_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const databaseUrl = withDatabase(adminUrl, name);

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const outboxDir = path.join(work, "outbox");
  const output: string[] = [];
  // The app's own log, kept for when a journey fails: which request answered 500, and why.
  fs.mkdirSync("test-results", { recursive: true });
  const appLog = fs.createWriteStream(path.join("test-results", "e2e-app.log"));
  const child = spawn(process.execPath, ["dist/server/server/index.js"], {
    cwd: app,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_ORIGIN: baseURL,
      DATA_DIR: path.join(work, "data"),
      MAIL_OUTBOX_DIR: outboxDir,
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      LOG_LEVEL: "info",
      // Journeys register many accounts from one address; the limits themselves are proven by API tests.
      RATE_LIMIT_AUTH_MAX: "100000",
      RATE_LIMIT_LOGIN_MAX: "100000",
      RATE_LIMIT_LOGIN_IP_MAX: "100000",
      RATE_LIMIT_LOGIN_EMAIL_MAX: "100000",
      RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: "100000",
      RATE_LIMIT_QUESTIONS_PER_DAY: "100000",
      RATE_LIMIT_API_MAX: "100000",
      // The timed changes' job looks every second, so a journey that moves a due date into the past sees the real
      // scheduler act at once (docs/decisions/020).
      JOBS_INTERVAL_SECONDS: "1",
      // Quick exit's neutral site; journeys answer it themselves (no network here).
      QUICK_EXIT_URL: "https://neutral.example/",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${output.join("")}`)), 60_000);
    const onData = (c: Buffer) => {
      appLog.write(c);
      output.push(c.toString());
      if (/is listening/.test(c.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`app exited with ${code}:\n${output.join("")}`)));
  });
  project.provide("e2e", { baseURL, outboxDir, databaseUrl });

  return async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    appLog.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await embedded?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
