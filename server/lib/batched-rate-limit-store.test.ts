// The batched store's timing, with fake timers and a stand-in pool: the counts it holds reach Postgres at the
// next tick of its flush timer, in one statement, and not before.
import type { Options } from "express-rate-limit";
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BatchedRateLimitStore } from "./batched-rate-limit-store";
import { systemClock } from "./clock";

afterEach(() => {
  vi.useRealTimers();
});

function fakePool() {
  const query = vi.fn(async (text: string, params: unknown[]) => {
    if (text.includes("unnest")) {
      const [keys, counts] = params as [string[], number[]];
      return { rows: keys.map((key, i) => ({ key, hits: 1 + (counts[i] ?? 0) })) };
    }
    return { rows: [{ hits: 1, reset_at: new Date(Date.now() + 60_000) }] };
  });
  return { pool: { query } as unknown as pg.Pool, query };
}

describe("BatchedRateLimitStore", () => {
  it("asks Postgres on a window's first hit, then adds later hits in one statement at the next flush tick", async () => {
    vi.useFakeTimers();
    const { pool, query } = fakePool();
    const store = new BatchedRateLimitStore(pool, "api", systemClock, 1_000);
    store.init({ windowMs: 60_000 } as Options);

    expect((await store.increment("1.2.3.4")).totalHits).toBe(1);
    expect(query).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 5; i++) expect((await store.increment("1.2.3.4")).totalHits).toBe(i);
    expect(query).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(query).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(query).toHaveBeenCalledTimes(2);
    // The window is counted from the app's clock, passed as a parameter.
    expect(query.mock.calls[1]?.[1]).toEqual([["api:1.2.3.4"], [4], 60_000, new Date(Date.now())]);

    // Nothing pending: the next tick sends nothing.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(query).toHaveBeenCalledTimes(2);
    await store.shutdown();
  });

  it("keeps the counts for the next flush when the database is away", async () => {
    vi.useFakeTimers();
    const { pool, query } = fakePool();
    const store = new BatchedRateLimitStore(pool, "api", systemClock, 1_000);
    store.init({ windowMs: 60_000 } as Options);
    await store.increment("k");
    await store.increment("k");
    query.mockRejectedValueOnce(new Error("connection refused"));
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(query).toHaveBeenCalledTimes(3);
    expect(query.mock.calls[2]?.[1]).toEqual([["api:k"], [1], 60_000, new Date(Date.now())]);
    await store.shutdown();
  });
});
