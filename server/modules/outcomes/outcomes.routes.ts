import { Router } from "express";
import { expectationQuerySchema, outcomesQuerySchema } from "@shared/validators";
import { requirePolicy } from "../../auth/middleware";
import { canReadOutcomeFigures } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./outcomes.service";

/** The outcome figures for admins (mounted at /api/admin/outcomes), as JSON or as a CSV download. */
export function createAdminOutcomesRouter(ctx: AppContext) {
  const router = Router();
  router.get("/", requirePolicy(ctx, canReadOutcomeFigures), async (req, res) => {
    const query = parse(outcomesQuerySchema, req.query);
    const { rows, volunteers, backlog, asOf, from, to } = await service.outcomes(ctx, query);
    if (query.format === "csv") {
      // from and to are validated YYYY-MM-DD dates: nothing in the name needs escaping.
      res.setHeader("Content-Disposition", `attachment; filename="outcomes-${from}-${to}.csv"`);
      res.type("text/csv; charset=utf-8").send(service.toCsv(rows));
      return;
    }
    res.json({ rows, volunteers, backlog, asOf });
  });
  return router;
}

/** What an asker may expect in a state, for anyone, signed in or not (mounted at /api/outcomes). */
export function createOutcomesRouter(ctx: AppContext) {
  const router = Router();
  router.get("/expectation", async (req, res) => {
    const { state, language } = parse(expectationQuerySchema, req.query);
    res.json(await service.expectation(ctx, state, language));
  });
  return router;
}
