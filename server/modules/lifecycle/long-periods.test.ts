import { describe, expect, it } from "vitest";
import { insertQuestion, insertUser } from "../../../tests/setup/factories";
import { useTestApp } from "../../../tests/setup/test-app";
import { LIFE_QUEUE, startLifeJobs } from "./jobs";

// Every period at the longest the configuration takes (a hundred years, server/config.ts): the timed changes still
// run, where a longer retention put their dates out of Postgres's range and failed every run, notices too.
const h = useTestApp({
  RETENTION_DAYS: "36500",
  UNANSWERED_DAYS: "36500",
  AUTO_CLOSE_DAYS: "36500",
  CLAIM_HOLD_HOURS: "876000",
  NOTIFY_MIN_GAP_MINUTES: "52560000",
});

describe("the timed changes at the longest periods", () => {
  it("run to completion", async () => {
    await insertQuestion(h, (await insertUser(h)).id);
    const jobs = await startLifeJobs(h.ctx, { timer: false });
    try {
      expect(await jobs.tick()).toBe(1);
      const { rows } = await h.ctx.database.pool.query<{ state: string }>(
        "select state from pgboss.job where name = $1",
        [LIFE_QUEUE],
      );
      expect(rows).toEqual([{ state: "completed" }]);
    } finally {
      await jobs.stop();
    }
  });
});
