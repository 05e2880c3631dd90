import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type pg from "pg";
import { onlyRow } from "../db/rows";
import type { Clock } from "./clock";

/**
 * express-rate-limit's Store over the app's own pool and the migrated `rate_limits` table: one upsert per hit,
 * so counts are shared by every process and survive restarts. (The published Postgres store opens a pool per
 * limiter and applies its own migrations unawaited; see docs/decisions/007.)
 */
export class PostgresRateLimitStore implements Store {
  private windowMs = 60_000;
  // Counters are kept in Postgres, never in this process.
  readonly localKeys = false;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
    /** Windows open and close by the app's clock, like every other rule of time (lib/clock.ts). */
    private readonly clock: Clock,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `insert into rate_limits as r (key, hits, reset_at)
         values ($1, 1, $3::timestamptz + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when r.reset_at <= $3::timestamptz then 1 else r.hits + 1 end,
         reset_at = case when r.reset_at <= $3::timestamptz then excluded.reset_at else r.reset_at end
       returning hits, reset_at`,
      [this.key(key), this.windowMs, this.clock.now()],
    );
    const row = onlyRow(rows, "rate limit hit");
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query("update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and reset_at > $2", [
      this.key(key),
      this.clock.now(),
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query("delete from rate_limits where key = $1", [this.key(key)]);
  }

  /** The row's key in `rate_limits`: the limiter's prefix and the client's key. */
  key(key: string) {
    return `${this.prefix}:${key}`;
  }
}

/** Expired windows are dead weight; one statement clears them. */
export async function pruneRateLimits(pool: pg.Pool, now: Date): Promise<void> {
  await pool.query("delete from rate_limits where reset_at < $1", [now]);
}
