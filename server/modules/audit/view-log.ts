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

/**
 * The record of detail reads (docs/decisions/022), batched so that a read does not wait for a write of its
 * own (decision 022): reads made within FLUSH_MS go to Postgres as one INSERT, after the response. Each entry
 * carries the time of its read. A write that fails is tried once more with the next batch and then logged (with
 * counts only); a process killed outright loses at most FLUSH_MS of reads, and a graceful stop writes them all.
 */
export function createViewLog(database: Database, logger: Logger): ViewLog {
  let pending: AuditEntry[] = [];
  let retry: AuditEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const write = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...retry, ...pending];
    const again = pending;
    retry = [];
    pending = [];
    if (batch.length === 0) return writing;
    writing = writing.then(() =>
      recordAudit(database.db, ...batch).catch((err: Error) => {
        if (again.length > 0 && !closed) retry = again;
        logger.error({ err: err.message, entries: batch.length }, "could not record question reads");
      }),
    );
    return writing;
  };

  return {
    record(entry) {
      if (closed) return;
      pending.push(entry);
      if (pending.length >= BATCH_MAX) void write();
      else timer ??= setTimeout(() => void write(), FLUSH_MS);
    },
    flush: write,
    async close() {
      await write();
      closed = true;
    },
  };
}
