import { Router } from "express";
import type { AppContext } from "../../context";
import { appliedMigrationCount, expectedMigrationCount } from "../../db/migrate";
import { MAIL_QUEUES } from "../mail/queue";

const HEALTH_TIMEOUT_MS = 2_000;

type Check = "ok" | "fail";

/** A check that fails instead of hanging when the database does not answer. */
async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("health check timed out")), HEALTH_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/**
 * docs/architecture.md and docs/decisions/024. `/` (the database answers) stays as it was; `/live` says only that the process
 * answers, for a supervisor deciding whether to restart it; `/ready` says whether it can serve, for a load
 * balancer deciding whether to send it traffic: the database answers, every migration of this build is applied,
 * and the mail queue exists.
 */
export function createHealthRouter(ctx: AppContext) {
  const router = Router();
  const pool = ctx.database.pool;
  const expectedMigrations = expectedMigrationCount();

  router.get("/", async (_req, res) => {
    try {
      await within(pool.query("select 1"));
      res.json({ status: "ok" });
    } catch (err) {
      ctx.logger.warn({ err: (err as Error).message }, "health check failed");
      res.status(503).json({ status: "unavailable", message: "Database unreachable" });
    }
  });

  router.get("/live", (_req, res) => {
    res.json({ status: "ok" });
  });

  router.get("/ready", async (_req, res) => {
    const run = async (check: () => Promise<boolean>): Promise<Check> => {
      try {
        return (await within(check())) ? "ok" : "fail";
      } catch {
        return "fail";
      }
    };
    const [database, migrations, mail] = await Promise.all([
      run(async () => (await pool.query("select 1")).rowCount === 1),
      run(async () => (await appliedMigrationCount(pool)) >= expectedMigrations),
      run(
        async () =>
          (await pool.query("select 1 from pgboss.queue where name = any($1)", [MAIL_QUEUES])).rowCount ===
          MAIL_QUEUES.length,
      ),
    ]);
    const checks = { database, migrations, mail };
    const ok = Object.values(checks).every((c) => c === "ok");
    if (!ok) ctx.logger.warn({ checks }, "not ready");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "fail", checks });
  });
  return router;
}
