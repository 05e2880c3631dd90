import { Router } from "express";
import { idParamSchema, licenseSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyPolicy, requirePolicy } from "../../auth/middleware";
import { canManageOwnLicenses, canReviewLicenses } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./licenses.service";

/** An approved attorney's licenses (mounted at /api/attorney/licenses; docs/decisions/018). */
export function createLicensesRouter(ctx: AppContext) {
  const router = Router();
  const ownLicenses = requireAttorneyPolicy(ctx, canManageOwnLicenses);

  router.get("/", ownLicenses, async (req, res) => {
    res.json(await service.listOwn(ctx, await requireActor(ctx, req)));
  });

  router.post("/", ownLicenses, async (req, res) => {
    const input = parse(licenseSchema, req.body);
    res.status(201).json(await service.add(ctx, await requireActor(ctx, req), input));
  });

  return router;
}

/** The admin's review of added licenses (mounted at /api/admin/licenses). */
export function createLicenseReviewRouter(ctx: AppContext) {
  const router = Router();
  const adminOnly = requirePolicy(ctx, canReviewLicenses);

  router.get("/pending", adminOnly, async (_req, res) => {
    res.json(await service.listPending(ctx));
  });

  router.post("/:id/approve", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.verify(ctx, await requireActor(ctx, req), id));
  });

  router.delete("/:id/reject", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    await service.reject(ctx, await requireActor(ctx, req), id);
    res.json({ id, message: "License rejected" });
  });

  return router;
}
