import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { questions } from "@shared/schema";
import { insertQuestion, insertUser } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { LIFE_QUEUE, startLifeJobs } from "./jobs";

// The longest interval (12 hours): one slot for the whole test unless it runs across 00:00 or 12:00 UTC, which
// the test notices.
const INTERVAL_S = 43_200;
const h = useTestApp({ JOBS_INTERVAL_SECONDS: String(INTERVAL_S) });
const slot = () => Math.floor(Date.now() / 1000 / INTERVAL_S);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the timed changes' job", () => {
  it("runs once per interval slot, whichever of two processes offers it first", async () => {
    const a = await startLifeJobs(h.ctx, { timer: false });
    const b = await startLifeJobs(h.ctx, { timer: false });
    try {
      const asker = await insertUser(h);
      const q = await insertQuestion(h, asker.id, { createdAt: new Date(Date.now() - 31 * DAY_MS) });
      const before = slot();
      const runs = await Promise.all([a.tick(), b.tick()]);
      const slots = slot() - before + 1;
      expect(runs.reduce((x, y) => x + y, 0)).toBe(slots);
      const [after] = await h.ctx.database.db.select().from(questions).where(eq(questions.id, q.id));
      expect(after?.status).toBe("expired");
      expect((await h.mails()).filter((m) => m.to === asker.email)).toHaveLength(1);
      // The run is a job in Postgres, completed with what it changed (counts only).
      const { rows } = await h.ctx.database.pool.query<{ state: string; output: unknown }>(
        "select state, output from pgboss.job where name = $1",
        [LIFE_QUEUE],
      );
      expect(rows).toHaveLength(slots);
      expect(rows[0]).toEqual({
        state: "completed",
        output: { holdReminders: 0, holdReleases: 0, expiries: 1, autoCloses: 0, purges: 0 },
      });
      // Later ticks in the same slot run nothing.
      const more = await a.tick();
      if (slot() === before) expect(more).toBe(0);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
