import { Router } from "express";
import { idParamSchema, licenseSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyPolicy, requirePolicy } from "../../auth/middleware";
import { canManageOwnLicenses, canReviewLicenses } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./licenses.service";

/** DESIGN.md section 9.1: an approved attorney's licenses, and the admin's review of added ones. */
export function createLicensesRouter(ctx: AppContext) {
  const router = Router();
  const ownLicenses = requireAttorneyPolicy(ctx, canManageOwnLicenses);
  const adminOnly = requirePolicy(ctx, canReviewLicenses);

  router.get("/attorney/licenses", ownLicenses, async (req, res) => {
    res.json(await service.listOwn(ctx, await requireActor(ctx, req)));
  });

  router.post("/attorney/licenses", ownLicenses, async (req, res) => {
    const input = parse(licenseSchema, req.body);
    res.status(201).json(await service.add(ctx, await requireActor(ctx, req), input));
  });

  router.get("/admin/licenses/pending", adminOnly, async (_req, res) => {
    res.json(await service.listPending(ctx));
  });

  router.post("/admin/licenses/:id/approve", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await service.verify(ctx, await requireActor(ctx, req), id));
  });

  router.delete("/admin/licenses/:id/reject", adminOnly, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    await service.reject(ctx, await requireActor(ctx, req), id);
    res.json({ id, message: "License rejected" });
  });

  return router;
}
