import type { AppContext } from "../../context";
import { oneProcessAtATime } from "../../db";
import { loggableError } from "../../lib/loggable-error";
import { createBoss } from "../mail/queue";
import { runNotices } from "./notices";
import { runAllSweeps, runDailySweeps } from "./sweeps";

export const LIFE_QUEUE = "question-life";

export interface LifeJobs {
  /**
   * Offers this interval's job and runs it if this process is the one that gets it; resolves with how many jobs
   * this process ran (0 or 1). The timer calls it every interval; tests call it directly.
   */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The timed changes as scheduled jobs in Postgres (docs/decisions/020; decision 019), and the notices of new
 * questions (docs/decisions/030), which are due by time in the same way. Every process offers one
 * pg-boss job per interval slot (singletonKey + singletonSeconds: a unique index keeps one per slot, however many
 * processes offer it) and then fetches it: one process gets it, runs the sweeps, and completes it, so each slot's
 * sweep runs once. A slot is JOBS_INTERVAL_SECONDS long and each process offers one per interval, so a due change
 * happens within about one interval. A job whose process died is retried by pg-boss once it expires, and the next
 * slot's job covers it anyway: the sweeps are idempotent.
 */
export async function startLifeJobs(
  ctx: Pick<AppContext, "database" | "mailer" | "config" | "clock" | "logger" | "sessionSecret">,
  opts: { timer?: boolean; onRun?: (outcome: "ok" | "failed") => void } = {},
): Promise<LifeJobs> {
  const interval = ctx.config.jobsIntervalSeconds;
  const boss = createBoss(ctx.database.pool, { supervise: false });
  boss.on("error", (err) => ctx.logger.warn({ err: err.message }, "job queue error"));
  await boss.start();
  const policy = { retryLimit: 2, retryDelay: interval, expireInSeconds: 15 * 60, retentionMinutes: 60 };
  await oneProcessAtATime(ctx.database.pool, () => boss.createQueue(LIFE_QUEUE, { name: LIFE_QUEUE, ...policy }));

  let running: Promise<number> | undefined;
  async function runOnce(): Promise<number> {
    await boss.send(LIFE_QUEUE, {}, { singletonKey: LIFE_QUEUE, singletonSeconds: interval });
    const [job] = await boss.fetch(LIFE_QUEUE);
    if (!job) return 0;
    try {
      const now = ctx.clock.now();
      const changed = {
        ...(await runAllSweeps(ctx, now)),
        ...(await runDailySweeps(ctx, now)),
        // After the sweeps: a hold released just now counts as waiting (docs/decisions/030).
        notices: await runNotices(ctx, now),
      };
      await boss.complete(LIFE_QUEUE, job.id, changed);
      opts.onRun?.("ok");
      // Counts only, never what changed: no question id or text in a log line.
      if (Object.values(changed).some((n) => n > 0)) ctx.logger.info({ changed }, "timed changes done");
    } catch (err) {
      // The error as the logs keep it, without the values its statement carried: a sweep's statement holds questions'
      // words, and a data exception quotes the value it refused (docs/decisions/053). So does the job's stored output.
      await boss.fail(LIFE_QUEUE, job.id, { error: loggableError(err) }).catch(() => undefined);
      opts.onRun?.("failed");
      ctx.logger.warn({ err }, "timed changes failed; they will be tried again");
    }
    return 1;
  }
  // One tick at a time in a process: a slow sweep is not started twice.
  const tick = () => {
    running ??= runOnce().finally(() => (running = undefined));
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((err: Error) => ctx.logger.warn({ err: err.message }, "timed changes could not be offered"))
        .finally(schedule);
    }, interval * 1000);
    timer.unref();
  };
  if (opts.timer !== false) {
    // A first look soon after start: what fell due while no process ran is done at once.
    setImmediate(() => {
      if (!stopped) void tick().catch(() => undefined);
    });
    schedule();
  }

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
