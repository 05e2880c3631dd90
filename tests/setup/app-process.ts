import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every line the process wrote to stdout and stderr. */
  output: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Inside the repo so the bundle resolves packages from node_modules, like dist/server does.
const BUNDLE = path.resolve("node_modules/.cache/cc-test-server/index.js");
let built: Promise<unknown> | undefined;

/** Bundles server/index.ts the way `npm run build` does (once per test worker). */
function buildServer() {
  built ??= build({
    entryPoints: ["server/index.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: BUNDLE,
    logLevel: "warning",
  });
  return built;
}

/**
 * Runs the real server entry point as its own process, as `npm start` would; with `command`, that command instead
 * (for example `npm run dev`, or a built copy of the app run from `cwd`), in a process group of its own so that stopping it stops its children too.
 */
export async function startAppProcess(
  env: Record<string, string>,
  command?: string[],
  cwd?: string,
): Promise<AppProcess> {
  if (!command) await buildServer();
  const [file, ...args] = command ?? [process.execPath, BUNDLE];
  const child = spawn(file!, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "test", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: command !== undefined,
  });
  const output: string[] = [];
  // A process that could not be started or signalled says so in its output, where a failing test shows it, instead
  // of an 'error' event nobody listens to failing the whole run; one never started ends as if it had exited.
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", (err) => {
      output.push(`(the process: ${err.message})`);
      if (child.pid === undefined) resolve(null);
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${output.join("\n")}`)), 60_000);
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        output.push(line);
        const m = /"port":(\d+).*is listening/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`app exited with ${code}:\n${output.join("\n")}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    port,
    child,
    output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          if (command && child.pid) process.kill(-child.pid, signal);
          else child.kill(signal);
        } catch (error) {
          // Its group ended between the look and the signal: it has exited, and `exited` says how.
          if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
        }
      }
      return exited;
    },
  };
}

/** Runs the server entry point until it ends by itself (a start that fails): its exit code and everything it wrote. */
export async function runAppProcessToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  await buildServer();
  const child = spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, NODE_ENV: "test", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const onData = (c: Buffer) => {
    output += c.toString("utf8");
    // It started after all: stop it, so the test fails on its exit code instead of timing out.
    if (/is listening/.test(output)) child.kill("SIGTERM");
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const timer = setTimeout(() => child.kill("SIGKILL"), 25_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}
