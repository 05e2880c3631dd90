import { Router } from "express";
import { conflictListSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyPolicy } from "../../auth/middleware";
import { canKeepConflictList } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./conflicts.service";

/** An attorney's private conflict list (mounted at /api/attorney/conflicts): only its owner ever reads it. */
export function createConflictsRouter(ctx: AppContext) {
  const router = Router();

  router.get("/", requireAttorneyPolicy(ctx, canKeepConflictList), async (req, res) => {
    res.json(await service.getList(ctx, await requireActor(ctx, req)));
  });

  router.put("/", requireAttorneyPolicy(ctx, canKeepConflictList), async (req, res) => {
    const input = parse(conflictListSchema, req.body);
    res.json(await service.replaceList(ctx, await requireActor(ctx, req), input));
  });

  return router;
}
