import { Router } from "express";
import { idParamSchema, rejectApplicationSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requirePolicy } from "../../auth/middleware";
import { canReviewApplications, canRevokeAttorneys } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./admin.service";

/** The admin's review of attorneys (mounted at /api/admin/attorneys): applications, approvals, revocations,
 * reinstatements. */
export function createAdminRouter(ctx: AppContext) {
  const router = Router();
  const adminOnly = requirePolicy(ctx, canReviewApplications);

  router.get("/pending", adminOnly, async (_req, res) => {
    res.json(await service.listPending(ctx));
  });

  router.post("/:id/approve", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.approve(ctx, await requireActor(ctx, req), id));
  });

  router.delete("/:id/reject", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    // The spec's call has no body; an admin's note for the applicant may come in one.
    const { reason } = parse(rejectApplicationSchema, req.body ?? {});
    await service.reject(ctx, await requireActor(ctx, req), id, reason);
    res.json({ id, message: "Application rejected" });
  });

  const mayRevoke = requirePolicy(ctx, canRevokeAttorneys);

  router.get("/approved", mayRevoke, async (_req, res) => {
    res.json(await service.listApproved(ctx));
  });

  router.post("/:id/revoke", mayRevoke, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.revoke(ctx, await requireActor(ctx, req), id));
  });

  router.get("/revoked", mayRevoke, async (_req, res) => {
    res.json(await service.listRevoked(ctx));
  });

  // docs/decisions/033: a revoked attorney's approval given back.
  router.post("/:id/reinstate", mayRevoke, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.reinstate(ctx, await requireActor(ctx, req), id));
  });

  return router;
}
