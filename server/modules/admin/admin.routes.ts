import { Router } from "express";
import { idParamSchema } from "@shared/validators";
import { requirePolicy } from "../../auth/middleware";
import { canReviewApplications, canRevokeAttorneys } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./admin.service";

export function createAdminRouter(ctx: AppContext) {
  const router = Router();
  const adminOnly = requirePolicy(ctx, canReviewApplications);

  router.get("/attorneys/pending", adminOnly, async (_req, res) => {
    res.json(await service.listPending(ctx));
  });

  router.post("/attorneys/:id/approve", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.approve(ctx, id));
  });

  router.delete("/attorneys/:id/reject", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    await service.reject(ctx, id);
    res.json({ id, message: "Application rejected" });
  });

  const mayRevoke = requirePolicy(ctx, canRevokeAttorneys);

  router.get("/attorneys/approved", mayRevoke, async (_req, res) => {
    res.json(await service.listApproved(ctx));
  });

  router.post("/attorneys/:id/revoke", mayRevoke, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.revoke(ctx, id));
  });

  return router;
}
