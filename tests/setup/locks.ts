import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** Resolves once some statement on this test's database waits for a lock another transaction holds. */
export async function someoneWaitsForALock(h: Pick<TestApp, "ctx">): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = await h.ctx.database.pool.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows[0]!.n;
    })
    .toBeGreaterThan(0);
}
