import type { Database } from "../../db";
import type { Logger } from "../../lib/logger";
import { recordAudit, type AuditEntry } from "./audit.repo";

export interface ViewLog {
  /** Notes a read of a question's detail; it is written with others within FLUSH_MS. */
  record(entry: AuditEntry): void;
  /** Writes what is noted now (tests, shutdown). */
  flush(): Promise<void>;
  /** Writes what is noted and stops taking more. */
  close(): Promise<void>;
}

/** Reads noted together are written in one statement, at most this long after the first of them. */
const FLUSH_MS = 20;
/** A batch this big is written at once. */
const BATCH_MAX = 200;
/** After a failed write, the next try waits this long, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
/** Reads kept while writes fail (an hour of a busy day's reads); past this the oldest are given up, and logged. */
const KEPT_MAX = 20_000;

/**
 * The record of detail reads (docs/decisions/022), batched so that a read does not wait for a write of its
 * own (decision 022): reads made within FLUSH_MS go to Postgres as one INSERT, after the response. Each entry
 * carries the time of its read. A write that fails is kept and tried again, sooner at first and then every 30 s,
 * with the reads noted since, until it is written: a database that is back writes every read of its outage. Only a
 * process killed outright, or an outage of more than KEPT_MAX reads, loses reads, and the second says how many in
 * the log (with counts only); a graceful stop writes them all.
 */
export function createViewLog(
  database: Database,
  logger: Logger,
  delays = { flushMs: FLUSH_MS, retryMs: RETRY_FIRST_MS },
) {
  let pending: AuditEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let retryMs = delays.retryMs;
  // The last write failed: new reads wait for the next try instead of writing at once.
  let failing = false;
  let closed = false;

  const schedule = (ms: number) => {
    timer ??= setTimeout(() => void write(), ms);
  };

  const write = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      const batch = pending;
      pending = [];
      if (batch.length === 0) return;
      try {
        await recordAudit(database.db, ...batch);
        failing = false;
        retryMs = delays.retryMs;
      } catch (err) {
        failing = true;
        // Back in front of what was noted meanwhile, in the order of the reads; the oldest go past the bound.
        pending = [...batch, ...pending];
        const over = pending.length - KEPT_MAX;
        if (over > 0) pending = pending.slice(over);
        logger.error(
          { err: (err as Error).message, entries: batch.length, kept: pending.length, givenUp: Math.max(over, 0) },
          "could not record question reads",
        );
        if (!closed) {
          schedule(retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        }
      }
    });
    return writing;
  };

  const viewLog: ViewLog = {
    record(entry) {
      if (closed) return;
      pending.push(entry);
      if (pending.length >= BATCH_MAX && !failing) void write();
      else schedule(delays.flushMs);
    },
    flush: write,
    async close() {
      closed = true;
      await write();
      clearTimeout(timer);
      timer = undefined;
    },
  };
  return viewLog;
}
