import { Router } from "express";
import type { AppContext } from "../../context";

const HEALTH_TIMEOUT_MS = 2_000;

export function createHealthRouter(ctx: AppContext) {
  const router = Router();
  router.get("/", async (_req, res) => {
    const check = ctx.database.pool.query("select 1");
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("health check timed out")), HEALTH_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([check, timeout]);
      res.json({ status: "ok" });
    } catch (err) {
      check.catch(() => undefined);
      ctx.logger.warn({ err: (err as Error).message }, "health check failed");
      res.status(503).json({ status: "unavailable", message: "Database unreachable" });
    }
  });
  return router;
}
