import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { createLogger } from "../../lib/logger";
import type { AuditEntry } from "./audit.repo";
import { createViewLog } from "./view-log";

// docs/decisions/022: reads of a question are written in batches after their responses, and none is given up while
// the database refuses the writes for a while.

/** A database whose inserts fail while `down` is true, and that keeps what it was given. */
function flakyDatabase() {
  const state = { down: true, written: [] as AuditEntry[][], tries: 0 };
  const db = {
    insert: () => ({
      values: async (rows: AuditEntry[]) => {
        state.tries++;
        if (state.down) throw new Error("connection refused");
        state.written.push(rows);
      },
    }),
  };
  return { state, database: { db } as unknown as Database };
}

const read = (questionId: number): AuditEntry => ({
  action: "question.viewed",
  at: new Date(Date.UTC(2026, 11, 3, 12, 0, questionId)),
  actorId: "5776f8c2-6454-4d92-bb7d-8d0806a08c67",
  questionId,
  subjectUserId: "8e3f0b8e-2b35-4c51-9d7a-1f1d1f0e6a10",
});

describe("the record of question reads", () => {
  it("keeps reads whose write failed and writes them, in order, with later ones once the database is back", async () => {
    const { state, database } = flakyDatabase();
    const log = createViewLog(database, createLogger("silent"), { flushMs: 1, retryMs: 5 });
    log.record(read(1));
    log.record(read(2));
    await expect.poll(() => state.tries).toBeGreaterThanOrEqual(3);
    log.record(read(3));
    state.down = false;
    await expect.poll(() => state.written.flat().map((e) => e.questionId)).toEqual([1, 2, 3]);
    await log.close();
  });

  it("writes what is noted at close, and takes nothing after it", async () => {
    const { state, database } = flakyDatabase();
    state.down = false;
    const log = createViewLog(database, createLogger("silent"), { flushMs: 60_000, retryMs: 5 });
    log.record(read(1));
    await log.close();
    log.record(read(2));
    await log.flush();
    expect(state.written.flat().map((e) => e.questionId)).toEqual([1]);
  });
});
