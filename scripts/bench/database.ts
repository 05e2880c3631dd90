import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { onlyRow } from "../../server/db/rows";

export interface BenchDatabase {
  url: string;
  /** Where the database came from, for the report. */
  origin: string;
  /** DATABASE_URL's server (not started by the bench, so not its child process). */
  external: boolean;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A database of the bench's own: a new one on DATABASE_URL's server (dropped at the end), or an embedded
 * Postgres in a temporary folder (stopped and removed at the end). Never the app's own data.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const name = `cc_bench_${Date.now()}`;
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } catch (err) {
      await admin.end();
      throw err;
    }
    return {
      url: withDatabase(external, name),
      origin: `DATABASE_URL's server, database ${name}`,
      external: true,
      async close() {
        try {
          await admin.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await admin.end();
        }
      },
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  // As root the package runs Postgres as the `postgres` user, which must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  try {
    const embedded = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: name, persistent: false });
    let version = "";
    const c = new pg.Client({ connectionString: embedded.url });
    await c.connect();
    version = onlyRow(
      (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows,
      "version",
    ).v;
    await c.end();
    return {
      url: embedded.url,
      origin: `embedded Postgres ${version} (default settings) in ${dir}`,
      external: false,
      async close() {
        try {
          await embedded.stop();
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
