import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { freePort } from "../../server/db/embedded";
import { ALL_LISTENING } from "./cluster-ready";
import { SMTP_SINK_READY } from "./smtp-sink-ready";

/**
 * The bench builds into a folder of its own, with the same tools and flags as `npm run build` (vite build for
 * the client, esbuild for the server): the work tree's dist/ may be rebuilt or served by someone else's run
 * while the bench measures (a development build of the client appeared there mid-run once), and the bench must
 * not empty dist/client under another running server either. The folder is a temporary one with node_modules
 * linked in, so the server bundle finds its packages; not under node_modules/.cache, because the server's
 * sendFile refuses paths with a dot folder in them.
 */
export interface Build {
  root: string;
  clientDir: string;
  ms: number;
  remove(): void;
}
const ENTRY = "dist/server/index.js";
const WORKER_ENTRY = "dist/server/worker.js";
const CLUSTER_ENTRY = "dist/server/cluster.js";
// High enough that no limiter ever refuses during the bench: it measures the app, not the limiter's 429s.
// The limiters still run as in production (the API limit flushes its counts once a second; decision 011).
const NO_LIMIT = "1000000000";

async function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  const output: string[] = [];
  child.stdout!.on("data", (c: Buffer) => output.push(c.toString("utf8")));
  child.stderr!.on("data", (c: Buffer) => output.push(c.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  if (code !== 0) throw new Error(`${path.basename(command)} failed (exit ${code}):\n${output.join("").slice(-4000)}`);
}

/** The production build of the client and the server into a temporary folder. */
export async function buildApp(timeoutMs = 240_000): Promise<Build> {
  const started = Date.now();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-build-"));
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  const clientDir = path.join(root, "dist/client");
  const bin = (name: string) => path.resolve("node_modules/.bin", name);
  try {
    await run(bin("vite"), ["build", "--outDir", clientDir, "--emptyOutDir", "--logLevel", "warn"], timeoutMs);
    for (const [entry, out] of [
      ["server/index.ts", ENTRY],
      ["server/worker.ts", WORKER_ENTRY],
      ["scripts/bench/cluster.ts", CLUSTER_ENTRY],
    ] as const) {
      await run(
        bin("esbuild"),
        [
          entry,
          "--bundle",
          "--platform=node",
          "--format=esm",
          "--packages=external",
          `--outfile=${path.join(root, out)}`,
          "--log-level=warning",
        ],
        timeoutMs,
      );
    }
    // The server reads migrations/ and dist/client from its working directory.
    fs.symlinkSync(path.resolve("migrations"), path.join(root, "migrations"));
    fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  } catch (err) {
    remove();
    throw err;
  }
  return { root, clientDir, ms: Date.now() - started, remove };
}

export interface RunningServer {
  origin: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built server as `npm start` would, in production mode, on a free loopback port; with
 * `processes` above 1, as that many processes sharing the port (cluster.ts), with one mail worker still.
 */
export async function startServer(
  databaseUrl: string,
  build: Build,
  extraEnv: Record<string, string> = {},
  processes = 1,
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-app-"));
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  // As deployed (decision 023): the serving process queues mail and a mail worker process delivers it.
  // BENCH_MAIL_WORKER=server keeps delivery in the serving process, as before.
  const separateWorker = process.env.BENCH_MAIL_WORKER !== "server";
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_ORIGIN: origin,
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    TWO_FACTOR_KEY: crypto.randomBytes(32).toString("hex"),
    // The admin rows sign in with a password: the second factor is a sign-in step, not a per-request cost
    // (docs/decisions/031).
    REQUIRE_2FA_ROLES: "",
    SMTP_URL: "",
    ADMIN_EMAILS: "",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_API_MAX: NO_LIMIT,
    RATE_LIMIT_LOGIN_MAX: NO_LIMIT,
    RATE_LIMIT_LOGIN_IP_MAX: NO_LIMIT,
    RATE_LIMIT_LOGIN_EMAIL_MAX: NO_LIMIT,
    RATE_LIMIT_LOGIN_ATTEMPTS_PER_MINUTE: NO_LIMIT,
    RATE_LIMIT_QUESTIONS_PER_DAY: NO_LIMIT,
    RATE_LIMIT_AUTH_MAX: NO_LIMIT,
    // The seeded history spans 70 days without a question's life in it (nothing expired or closed); the server's
    // own timed job must not rewrite it mid-run, nor take the rows the sweep rows plant (sweeps.ts). Its first
    // look at start finds nothing due with these periods, and the next is 12 hours away.
    UNANSWERED_DAYS: "36500",
    AUTO_CLOSE_DAYS: "36500",
    RETENTION_DAYS: "36500",
    JOBS_INTERVAL_SECONDS: "43200",
    MAIL_WORKER: separateWorker ? "off" : "on",
    ...extraEnv,
  };
  const entry = processes > 1 ? [CLUSTER_ENTRY, ENTRY, String(processes)] : [ENTRY];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...entry], {
    cwd: build.root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const worker: ChildProcess | undefined = separateWorker
    ? spawn(process.execPath, [WORKER_ENTRY], { cwd: build.root, env, stdio: ["ignore", "pipe", "pipe"] })
    : undefined;
  const workerExited = worker
    ? new Promise<number | null>((resolve) => worker.on("exit", (c) => resolve(c)))
    : Promise.resolve(null);
  const output: string[] = [];
  const keep = (c: Buffer) => {
    output.push(c.toString("utf8"));
    if (output.length > 200) output.shift();
  };
  for (const c of [child, worker]) {
    c?.stdout!.on("data", keep);
    c?.stderr!.on("data", keep);
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  let dead = false;
  void exited.then(() => (dead = true));

  let workerDead = false;
  if (worker) void workerExited.then(() => (workerDead = true));
  const stop = async () => {
    const ends: Promise<unknown>[] = [];
    for (const [c, gone, ended] of [
      [child, dead, exited],
      [worker, workerDead, workerExited],
    ] as const) {
      if (!c || gone) continue;
      c.kill("SIGTERM");
      const timer = setTimeout(() => c.kill("SIGKILL"), 15_000);
      ends.push(ended.finally(() => clearTimeout(timer)));
    }
    await Promise.all(ends);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // With LOG_LEVEL=warn the "is listening" line is not printed; readiness is the health check answering.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (dead || workerDead) {
      await stop();
      throw new Error(`the server or its mail worker exited during start:\n${output.join("").slice(-4000)}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200 && (processes === 1 || output.join("").includes(ALL_LISTENING))) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 60 s:\n${output.join("").slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, port, pid: child.pid!, stop };
}

/**
 * The relay stand-in (smtp-sink.ts) in a process of its own; resolves once it listens, with the SMTP_URL for the
 * server and its mail worker.
 */
export async function startSmtpSink(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/smtp-sink.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once("line", resolve);
    void exited.then(() => reject(new Error(`the SMTP sink exited during start (exit ${child.exitCode})`)));
  });
  if (!first.startsWith(SMTP_SINK_READY)) throw new Error(`the SMTP sink said: ${first}`);
  const port = Number(first.slice(SMTP_SINK_READY.length));
  return {
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The client address of simulated client i, as the TLS proxy in front of the app would pass it on
 * (X-Forwarded-For). Only a header: every request goes to the loopback server. TEST-NET-3 addresses.
 */
export function clientAddress(i: number): string {
  if (i < 0 || i > 253) throw new Error(`no simulated client address ${i}`);
  return `203.0.113.${i + 1}`;
}

/** Signs in through the API and returns the session cookie ("cc.sid=..."). */
export async function signIn(origin: string, email: string, password: string, ip: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("cc.sid="));
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return cookie.split(";")[0] ?? "";
}
