import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type pg from "pg";
import type { Clock } from "./clock";
import { PostgresRateLimitStore } from "./rate-limit-store";

interface LocalCount {
  /** The shared count Postgres last reported, plus what this process has flushed since. */
  known: number;
  /** Hits counted here and not yet added to Postgres. */
  pending: number;
  resetTime: Date;
}

/**
 * For a high ceiling counted on every request (the general API limit): the first hit of a window asks Postgres
 * like PostgresRateLimitStore does, later hits are counted in this process and added to Postgres in one
 * statement every `flushEveryMs`. The exact store's upsert was one of the floor's five statements (decision 011), a write on
 * every request (docs/performance.md). Counts stay shared by every process, up to a second late, which a
 * per-minute ceiling of hundreds does not notice; login and sign-up limits keep the exact store.
 */
export class BatchedRateLimitStore implements Store {
  readonly localKeys = false;
  private readonly exact: PostgresRateLimitStore;
  private readonly counts = new Map<string, LocalCount>();
  private timer: NodeJS.Timeout | undefined;
  private windowMs = 60_000;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
    private readonly clock: Clock,
    private readonly flushEveryMs = 1_000,
  ) {
    this.exact = new PostgresRateLimitStore(pool, prefix, clock);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.exact.init(options);
    this.timer ??= setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const local = this.counts.get(key);
    if (!local || local.resetTime.getTime() <= this.clock.now().getTime()) {
      const shared = await this.exact.increment(key);
      this.counts.set(key, { known: shared.totalHits, pending: 0, resetTime: shared.resetTime! });
      return shared;
    }
    local.pending += 1;
    return { totalHits: local.known + local.pending, resetTime: local.resetTime };
  }

  async decrement(key: string): Promise<void> {
    const local = this.counts.get(key);
    if (local && local.pending > 0) {
      local.pending -= 1;
      return;
    }
    if (local) local.known = Math.max(local.known - 1, 0);
    await this.exact.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    this.counts.delete(key);
    await this.exact.resetKey(key);
  }

  /** Adds every pending count to Postgres in one statement and learns the shared totals back. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  /**
   * Drops this process's counts and waits out a flush in flight, so that emptying `rate_limits` afterwards
   * (the test harness between tests) is not undone by a late flush.
   */
  async forgetLocalCounts(): Promise<void> {
    this.counts.clear();
    await this.flushing;
  }

  async shutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async flushOnce(): Promise<void> {
    const now = this.clock.now();
    const batch: Array<[string, LocalCount, number]> = [];
    for (const [key, local] of this.counts) {
      if (local.resetTime.getTime() <= now.getTime())
        this.counts.delete(key); // its window is over, and its count with it
      else if (local.pending > 0) batch.push([key, local, local.pending]);
    }
    if (batch.length === 0) return;
    for (const [, local, n] of batch) {
      local.known += n;
      local.pending -= n;
    }
    try {
      const { rows } = await this.pool.query<{ key: string; hits: number }>(
        `insert into rate_limits as r (key, hits, reset_at)
           select k, n, $4::timestamptz + make_interval(secs => $3::double precision / 1000)
           from unnest($1::text[], $2::int[]) as t(k, n)
         on conflict (key) do update set
           hits = case when r.reset_at <= $4::timestamptz then excluded.hits else r.hits + excluded.hits end,
           reset_at = case when r.reset_at <= $4::timestamptz then excluded.reset_at else r.reset_at end
         returning key, hits`,
        [batch.map(([key]) => this.exact.key(key)), batch.map(([, , n]) => n), this.windowMs, now],
      );
      const shared = new Map(rows.map((row) => [row.key, row.hits]));
      for (const [key, local] of batch) {
        const hits = shared.get(this.exact.key(key));
        if (hits !== undefined) local.known = hits;
      }
    } catch {
      // Database unavailable: keep the counts for the next flush (requests meanwhile answer 503 elsewhere).
      for (const [, local, n] of batch) {
        local.known -= n;
        local.pending += n;
      }
    }
  }
}
