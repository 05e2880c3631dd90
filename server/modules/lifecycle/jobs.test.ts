import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, questions } from "@shared/schema";
import { insertQuestion, insertUser, signedInAttorney } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { createLogger } from "../../lib/logger";
import { LIFE_QUEUE, startLifeJobs } from "./jobs";

const h = useTestApp({ JOBS_INTERVAL_SECONDS: "43200" });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The life jobs in Postgres, with the interval slot pg-boss gave each (its singleton time). */
const lifeJobs = async () =>
  (
    await h.ctx.database.pool.query<{ state: string; output: unknown; slot: string }>(
      "select state, output, singleton_on::text as slot from pgboss.job where name = $1 order by created_on",
      [LIFE_QUEUE],
    )
  ).rows;

describe("the timed changes' job", () => {
  it("runs once per interval slot, whichever of two processes offers it first", async () => {
    const a = await startLifeJobs(h.ctx, { timer: false });
    const b = await startLifeJobs(h.ctx, { timer: false });
    try {
      const asker = await insertUser(h);
      const q = await insertQuestion(h, asker.id, { createdAt: new Date(h.clock.now().getTime() - 31 * DAY_MS) });
      const runs = (await Promise.all([a.tick(), b.tick()])).reduce((x, y) => x + y, 0);
      const [after] = await h.ctx.database.db.select().from(questions).where(eq(questions.id, q.id));
      expect(after?.status).toBe("expired");
      expect((await h.mails()).filter((m) => m.to === asker.email)).toHaveLength(1);
      // The run is a job in Postgres, completed with what it changed (counts only). Two processes offering at once
      // made one job per slot (two only if the 12-hour slot turned between their offers), and each ran once.
      const jobs = await lifeJobs();
      expect(runs).toBe(jobs.length);
      expect(new Set(jobs.map((j) => j.slot)).size).toBe(jobs.length);
      expect(jobs[0]).toMatchObject({
        state: "completed",
        output: { holdReminders: 0, holdReleases: 0, expiries: 1, autoCloses: 0, purges: 0, notices: 0 },
      });
      // A later tick runs again only in a new slot: a job it ran is one more slot, never a second run of one.
      const more = await a.tick();
      const again = await lifeJobs();
      expect(again).toHaveLength(jobs.length + more);
      expect(new Set(again.map((j) => j.slot)).size).toBe(again.length);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it("sends a notice of new questions once, whichever of two processes runs the slot (docs/decisions/030)", async () => {
    const a = await startLifeJobs(h.ctx, { timer: false });
    const b = await startLifeJobs(h.ctx, { timer: false });
    try {
      const volunteer = await signedInAttorney(h);
      await h.ctx.database.db
        .update(attorneys)
        .set({ notifyFrequency: "instant", notifyPeriodStart: h.clock.now() })
        .where(eq(attorneys.id, volunteer.attorney.id));
      await insertQuestion(h, (await insertUser(h)).id, { state: "TN" });
      h.clock.advance(60_000);
      await Promise.all([a.tick(), b.tick(), a.tick()]);
      const notices = (await h.mails()).filter((m) => m.to === volunteer.user.email);
      expect(notices).toHaveLength(1);
      const outputs = (await lifeJobs()).map((j) => (j.output as { notices?: number } | null)?.notices ?? 0);
      expect(outputs.reduce((x, y) => x + y, 0)).toBe(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it("fails without a question's words in the log or the job's stored output (docs/decisions/053)", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const jobs = await startLifeJobs({ ...h.ctx, logger }, { timer: false });
    const title = "Wolfram-Lantern eviction notice";
    const pool = h.ctx.database.pool;
    // Expiring it is refused by a data exception that quotes the refused value: the question's title.
    await pool.query(
      "alter table questions add constraint refuse_expiry check (status <> 'expired' or title::int = 0) not valid",
    );
    try {
      await insertQuestion(h, (await insertUser(h)).id, {
        title,
        createdAt: new Date(h.clock.now().getTime() - 31 * DAY_MS),
      });
      expect(await jobs.tick()).toBe(1);
      const [failed] = await lifeJobs();
      expect(failed?.state).toBe("retry");
      const log = lines.join("");
      expect(log).toContain("timed changes failed");
      expect(log).toContain("data exception 22P02");
      expect(JSON.stringify(failed?.output)).toContain("data exception 22P02");
      expect(log).not.toContain("Wolfram");
      expect(JSON.stringify(failed?.output)).not.toContain("Wolfram");
    } finally {
      await jobs.stop();
      await pool.query("alter table questions drop constraint refuse_expiry");
    }
  });
});
