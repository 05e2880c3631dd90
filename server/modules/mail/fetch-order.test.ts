import type pg from "pg";
import { describe, expect, it } from "vitest";
import { explainNodes } from "../../../tests/setup/plans";
import { useTestApp } from "../../../tests/setup/test-app";
import { createBoss, FETCH_ORDER_INDEX } from "./queue";

const h = useTestApp();
// A queue of this test's own, which no worker takes from, so the planted backlog stays where it is.
const QUEUE = "fetch-order-test";
const BACKLOG = 3_000;

describe("the mail worker's fetch", () => {
  it("takes the next jobs of a long queue from an index in their order, instead of sorting the whole queue", async () => {
    const pool = h.ctx.database.pool;
    // pg-boss's own statements, as it sends them through the app's pool.
    const statements: { text: string; values?: unknown[] }[] = [];
    const recording = {
      query: (text: string, values?: unknown[]) => {
        statements.push({ text, values });
        return pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const boss = createBoss(recording, { supervise: false });
    await boss.start();
    try {
      await boss.createQueue(QUEUE);
      await boss.insert(Array.from({ length: BACKLOG }, (_, n) => ({ name: QUEUE, data: { n } })));
      await pool.query("analyze pgboss.job");
      statements.length = 0;
      const jobs = await boss.fetch(QUEUE, { batchSize: 25 });
      expect(jobs).toHaveLength(25);

      const fetch = statements.find((s) => /for update skip locked/i.test(s.text));
      expect(fetch).toBeDefined();
      const plan = await explainNodes(pool, fetch!.text, fetch!.values);
      // The index on the parent table is one index per queue's partition.
      const { rows: ours } = await pool.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = to_regclass($1)`,
        [`pgboss.${FETCH_ORDER_INDEX}`],
      );
      expect(ours.length).toBeGreaterThan(0);
      // The jobs are read in the fetch's order from the index; the only sort left is of the 25 taken (pg-boss groups
      // them by singleton key), not of the queue by age.
      expect(plan.some((n) => ours.some((o) => o.name === n["Index Name"]))).toBe(true);
      const sortKeys = plan.flatMap((n) => n["Sort Key"] ?? []);
      expect(sortKeys.some((key) => key.includes("created_on"))).toBe(false);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });
});
