import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "./embedded";

export const EMBEDDED_DATABASE = "clearcounsel";

/**
 * The embedded server's own log goes to the app's log (debug), so it must not carry what people typed: a refused
 * statement's ERROR line and its DETAIL ("Failing row contains (…)", "Key (email)=(…)") quote the row's values.
 * `log_min_messages = log` keeps the server's own news (start, checkpoints, FATAL and PANIC) and drops statements'
 * errors, which reach the app by the driver and are logged without their values (lib/loggable-error.ts); `terse`
 * drops the DETAIL, HINT and CONTEXT of what is left.
 */
export const EMBEDDED_LOG_SETTINGS = { log_min_messages: "log", log_error_verbosity: "terse" } as const;

/** A reason the app cannot start, already written for the person who started it: printed as is, no stack. */
export class StartupError extends Error {}

/** For scripts: a StartupError is printed as the one sentence it is, and the process ends with 1. */
export function exitOnStartupError(err: unknown): never {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
}

/** One plain sentence: what failed, why, and the ways out. */
export function embeddedFailure(reason: string): string {
  const ways =
    process.getuid?.() === 0
      ? "run ClearCounsel as a normal user instead of root, or set DATABASE_URL to a Postgres server you run"
      : "set DATABASE_URL to a Postgres server you run";
  return `ClearCounsel could not start its embedded database because ${reason}; to fix it, ${ways}.`;
}

/**
 * The database URL to use: DATABASE_URL, else the embedded Postgres under the data folder. When an app
 * already runs the embedded one (its URL is in .data/pg-url), scripts such as make-admin join it.
 */
export async function resolveDatabaseUrl(
  config: Config,
  logger: Logger,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const urlFile = path.resolve(config.dataDir, "pg-url");
  if (fs.existsSync(urlFile)) {
    const running = fs.readFileSync(urlFile, "utf8").trim();
    if (await canConnect(running)) return { url: running, stop: async () => undefined };
  }
  // eslint-disable-next-line no-restricted-syntax -- a start-up timing for the log
  const started = Date.now();
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, "pg"),
      database: EMBEDDED_DATABASE,
      persistent: true,
      settings: EMBEDDED_LOG_SETTINGS,
      onLog: (line) => logger.debug({ postgres: line.trim() }),
    });
  } catch (err) {
    const reason = err instanceof EmbeddedPostgresError ? err.message : (err as Error).message;
    throw new StartupError(embeddedFailure(reason));
  }
  if (embedded.dataDir !== path.resolve(config.dataDir, "pg")) {
    logger.info(
      { dir: embedded.dataDir },
      "the embedded Postgres keeps its data outside the project folder (its postgres user cannot enter it)",
    );
  }
  // Scripts run beside the app (make-admin) find the running cluster through this file.
  try {
    fs.mkdirSync(path.dirname(urlFile), { recursive: true });
    fs.writeFileSync(urlFile, embedded.url, { mode: 0o600 });
  } catch (err) {
    await embedded.stop();
    throw new StartupError(embeddedFailure(`its data folder cannot be written (${(err as Error).message})`));
  }
  // eslint-disable-next-line no-restricted-syntax -- a start-up timing for the log
  logger.info({ ms: Date.now() - started, dir: embedded.dataDir }, "embedded Postgres started");
  return {
    url: embedded.url,
    stop: async () => {
      fs.rmSync(urlFile, { force: true });
      await embedded.stop();
    },
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
