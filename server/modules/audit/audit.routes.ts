import { Router } from "express";
import { auditQuerySchema } from "@shared/validators";
import { requirePolicy } from "../../auth/middleware";
import { canReadAuditLog } from "../../auth/policies";
import type { AppContext } from "../../context";
import { sendJsonText } from "../../lib/json-response";
import { parse } from "../../lib/validate";
import { listAudit } from "./audit.repo";

/** The audit log for admins (mounted at /api/admin/audit): newest first, keyset-paged, by question and by actor. */
export function createAuditRouter(ctx: AppContext) {
  const router = Router();
  router.get("/", requirePolicy(ctx, canReadAuditLog), async (req, res) => {
    sendJsonText(res, await listAudit(ctx.database, parse(auditQuerySchema, req.query)));
  });
  return router;
}
