import { Router } from "express";
import { auditQuerySchema, idParamSchema, rejectApplicationSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requirePolicy } from "../../auth/middleware";
import { canReadAuditLog, canReviewApplications, canRevokeAttorneys } from "../../auth/policies";
import { listAudit } from "../audit/audit.repo";
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
    res.json(await service.approve(ctx, await requireActor(ctx, req), id));
  });

  router.delete("/attorneys/:id/reject", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    // The spec's call has no body; an admin's note for the applicant may come in one.
    const { reason } = parse(rejectApplicationSchema, req.body ?? {});
    await service.reject(ctx, await requireActor(ctx, req), id, reason);
    res.json({ id, message: "Application rejected" });
  });

  const mayRevoke = requirePolicy(ctx, canRevokeAttorneys);

  router.get("/attorneys/approved", mayRevoke, async (_req, res) => {
    res.json(await service.listApproved(ctx));
  });

  router.post("/attorneys/:id/revoke", mayRevoke, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.revoke(ctx, await requireActor(ctx, req), id));
  });

  // DESIGN.md section 9.5: the audit log, newest first, keyset-paged, filtered by question and by actor.
  router.get("/audit", requirePolicy(ctx, canReadAuditLog), async (req, res) => {
    res.json(await listAudit(ctx.database.db, parse(auditQuerySchema, req.query)));
  });

  return router;
}
