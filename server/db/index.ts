import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import type { Logger } from "../lib/logger";

export type Db = ReturnType<typeof createDrizzle>;
const createDrizzle = (client: pg.Pool | pg.PoolClient) => drizzle(client, { schema });

export interface Database {
  pool: pg.Pool;
  /**
   * Connections that plan each named statement once, with a generic plan, for statements written one per shape with
   * no `$n is null` branches (the queue page, docs/performance.md "What bounds each figure"). Connected on first use.
   */
  plannedOnce: pg.Pool;
  /**
   * Drizzle on `plannedOnce`: the reads of one fixed shape whose generic plan was measured as good as a plan made for
   * the values (the question's detail, the asker's questions, the claimed list; docs/decisions/049).
   */
  plannedOnceDb: Db;
  db: Db;
  close(): Promise<void>;
}

/**
 * The settings of the connections that plan once (`Database.plannedOnce`): a generic plan, made on a statement's first
 * run and kept, and a random read of a page costed at 1.1 times a sequential one, as on SSD or in memory, instead of
 * Postgres's default of a spinning disk's 4. With the default, the generic plan of a category's queue page walked every
 * pending question in id order and dropped the other categories' (1,400 rows for 50) rather than take the category's
 * own index (docs/decisions/048).
 */
export const PLANNED_ONCE_SETTINGS = { plan_cache_mode: "force_generic_plan", random_page_cost: "1.1" } as const;
const PLANNED_PER_RUN_SETTINGS = { plan_cache_mode: "force_custom_plan" } as const;

/** Connections in each of a serving process's pools (the worker asks for fewer). */
export const POOL_SIZE = 10;

export function createDatabase(url: string, logger?: Logger, max = POOL_SIZE): Database {
  const open = (settings: Record<string, string>) => {
    const opened = new pg.Pool({
      connectionString: url,
      max,
      // Fail fast when the database is unreachable, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      // A runaway query must not hold a connection forever.
      statement_timeout: 15_000,
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(" "),
    });
    // An idle client losing its connection (database restart) must not crash the process.
    opened.on("error", (err) => logger?.warn({ err: err.message }, "idle database client error"));
    return opened;
  };
  // Prepared statements (db/prepared.ts) are planned for each run's values, never with a generic plan: a generic
  // plan cannot use a partial index whose condition a parameter decides.
  const pool = open(PLANNED_PER_RUN_SETTINGS);
  const plannedOnce = open(PLANNED_ONCE_SETTINGS);
  let closed = false;
  return {
    pool,
    plannedOnce,
    plannedOnceDb: createDrizzle(plannedOnce),
    db: createDrizzle(pool),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), plannedOnce.end()]);
    },
  };
}

/** A transaction on one pooled connection; `client` lets other libraries (the mail queue) join it. */
export interface Tx {
  db: Db;
  client: pg.PoolClient;
  /** Runs `fn` once the transaction has committed (never if it rolls back); errors in `fn` are ignored. */
  afterCommit(fn: () => void): void;
}

/** Runs `fn` in one transaction: everything it does commits together or not at all. */
export async function withTransaction<T>(database: Pick<Database, "pool">, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  let broken: Error | undefined;
  const committed: (() => void)[] = [];
  try {
    await client.query("begin");
    const out = await fn({ db: createDrizzle(client), client, afterCommit: (f) => committed.push(f) });
    await client.query("commit");
    for (const f of committed) {
      try {
        f();
      } catch {
        // The change is committed; a follow-up hook must not turn it into a failed request.
      }
    }
    return out;
  } catch (err) {
    await client.query("rollback").catch((e: Error) => (broken = e));
    throw err;
  } finally {
    // A connection that could not even roll back is discarded rather than returned to the pool.
    client.release(broken);
  }
}

/**
 * Errors meaning the database could not be reached or cannot take this request now (as opposed to a bad query): it
 * is down or restarting, refuses connections (too many clients, connections not allowed), or gave up waiting on a
 * statement (the statement timeout, a lock's). Each answers 503, to be tried again (docs/architecture.md).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  // Drizzle wraps driver errors; the reason is in the cause chain.
  if (err.cause && isDatabaseUnavailable(err.cause, depth + 1)) return true;
  const code = (err as { code?: string }).code ?? "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "EPIPE",
      "ENOTFOUND",
      "57P01",
      "57P02",
      "57P03",
      "08000",
      "08003",
      "08006",
      "08001",
      "08004",
      "53300",
      "53400",
      "57014",
      "55P03",
    ].includes(code) ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|the database system is (starting|shutting) (up|down)|is not currently accepting connections/i.test(
      err.message,
    )
  );
}

// pg_advisory_lock(STARTUP_LOCK): one process at a time sets up shared things at start.
const STARTUP_LOCK = 7_421_339;

/**
 * Runs `fn` while holding a session-level advisory lock, so processes starting together do it one after another:
 * pg-boss's createQueue checks and creates a queue's tables in separate statements, and two processes doing it at
 * once deadlock (found by tests/integration/many-processes.test.ts).
 */
export async function oneProcessAtATime<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
