import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded";

export const EMBEDDED_DATABASE = "clearcounsel";

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
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, "pg"),
    database: EMBEDDED_DATABASE,
    persistent: true,
    onLog: (line) => logger.debug({ postgres: line.trim() }),
  });
  fs.writeFileSync(urlFile, embedded.url, { mode: 0o600 });
  logger.info({ ms: Date.now() - started, dir: path.join(config.dataDir, "pg") }, "embedded Postgres started");
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
