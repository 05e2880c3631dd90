import { Router } from "express";
import type { Passport } from "passport";
import { requireAuth } from "./auth/middleware";
import type { AppContext } from "./context";
import type { ViewLog } from "./modules/audit/view-log";
import { createAccountRouter } from "./modules/account/account.routes";
import { createAdminRouter } from "./modules/admin/admin.routes";
import { createAttorneysRouter } from "./modules/attorneys/attorneys.routes";
import { createAuthRouter } from "./modules/auth/auth.routes";
import { openApiDocument } from "./modules/openapi/openapi";
import { createQuestionsRouter } from "./modules/questions/questions.routes";
import { createQueueRouter } from "./modules/queue/queue.routes";
import { createLicensesRouter } from "./modules/licenses/licenses.routes";
import { createConflictsRouter } from "./modules/conflicts/conflicts.routes";
import { paths } from "@shared/paths";

export function createApiRouter(ctx: AppContext, passport: InstanceType<typeof Passport>, views: ViewLog) {
  const api = Router();
  // DESIGN.md section 9.6: the API described for a partner's client, generated from the shared zod schemas.
  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });
  api.use("/auth", createAuthRouter(ctx, passport));
  // The spec's "redirect to log in" call: the sign-in screen is the client's /login.
  api.get("/login", (_req, res) => res.redirect(302, paths.login));
  // A signed-in round trip to the database: lets a client check its session is alive, and is the
  // benchmark's floor (the same middleware and pool as every other call, one SELECT 1).
  api.get("/ping", requireAuth, async (_req, res) => {
    await ctx.database.pool.query("select 1");
    res.json({ ok: true });
  });
  // The queue router owns /questions/queue and /questions/:id/(claim|answer); it goes before /questions/:id.
  api.use(createQueueRouter(ctx));
  api.use(createLicensesRouter(ctx));
  api.use(createConflictsRouter(ctx));
  api.use(createQuestionsRouter(ctx, views));
  api.use("/account", createAccountRouter(ctx));
  api.use(createAttorneysRouter(ctx));
  api.use("/admin", createAdminRouter(ctx));
  return api;
}
