import { Router, type RequestHandler } from "express";
import type { Passport } from "passport";
import { requireAuth } from "./auth/middleware";
import type { AppContext } from "./context";
import type { ViewLog } from "./modules/audit/view-log";
import { createAccountRouter } from "./modules/account/account.routes";
import { createAnswerLanguagesRouter } from "./modules/languages/languages.routes";
import { createAdminRouter } from "./modules/admin/admin.routes";
import { createApplicationRouter, createProfileRouter } from "./modules/attorneys/attorneys.routes";
import { createAuditRouter } from "./modules/audit/audit.routes";
import { createAuthRouter, finishSignIn } from "./modules/auth/auth.routes";
import { createConflictsRouter } from "./modules/conflicts/conflicts.routes";
import { createLicenseReviewRouter, createLicensesRouter } from "./modules/licenses/licenses.routes";
import {
  createNotificationSettingsRouter,
  createUnsubscribeRouter,
} from "./modules/notifications/notifications.routes";
import { openApiDocument } from "./modules/openapi/openapi";
import { createAdminOutcomesRouter, createOutcomesRouter } from "./modules/outcomes/outcomes.routes";
import {
  createCategoriesRouter,
  createFollowUpsRouter,
  createQuestionsRouter,
  createTermsRouter,
} from "./modules/questions/questions.routes";
import { createAdminQuestionsRouter, createAttorneyWorkRouter, createQueueRouter } from "./modules/queue/queue.routes";
import { createTwoFactorRouter } from "./modules/two-factor/totp.routes";
import { paths, returningTo } from "@shared/paths";
import { createPasskeysRouter } from "./modules/two-factor/passkeys.routes";

/**
 * The API under /api (the health checks are mounted before the session, in app.ts). Every router is mounted under its
 * own prefix with paths of its own, so the order of this table decides nothing: where two share a prefix
 * (/questions, /attorney), their paths do not overlap (docs/architecture.md, "The path of a request").
 */
export function createApiRouter(ctx: AppContext, passport: InstanceType<typeof Passport>, views: ViewLog) {
  const api = Router();
  // A HEAD asks for a read's headers without its body. Reads of people's data are on the record (docs/decisions/022),
  // and a HEAD would be recorded as a read that sent nothing: the API answers none (the health checks, outside it, do).
  api.use((req, res, next) => {
    if (req.method !== "HEAD") return next();
    res.status(405).set("Allow", "GET").end();
  });
  // The API described for a partner's client, generated from the shared zod schemas (docs/decisions/026).
  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });
  // The spec's "redirect to log in" call: the sign-in screen is the client's /login, with the screen to come back to
  // when the client named one (docs/decisions/054).
  api.get("/login", (req, res) => {
    const next = typeof req.query.next === "string" ? req.query.next : paths.home;
    res.redirect(302, returningTo(paths.login, next));
  });
  // A signed-in round trip to the database: lets a client check its session is alive, and is the
  // benchmark's floor (the same middleware and pool as every other call, one SELECT 1).
  api.get("/ping", requireAuth, async (_req, res) => {
    await ctx.database.pool.query("select 1");
    res.json({ ok: true });
  });

  const mounts: [string, RequestHandler][] = [
    ["/auth", createAuthRouter(ctx, passport)],
    ["/auth/2fa", createTwoFactorRouter(ctx, finishSignIn)],
    ["/account", createAccountRouter(ctx)],
    ["/categories", createCategoriesRouter(ctx)],
    ["/terms", createTermsRouter(ctx)],
    ["/questions", createQuestionsRouter(ctx, views)],
    ["/questions", createQueueRouter(ctx)],
    ["/followups", createFollowUpsRouter(ctx)],
    ["/attorney-application", createApplicationRouter(ctx)],
    ["/attorney/profile", createProfileRouter(ctx)],
    ["/attorney/licenses", createLicensesRouter(ctx)],
    ["/attorney/conflicts", createConflictsRouter(ctx)],
    ["/attorney/notifications", createNotificationSettingsRouter(ctx)],
    ["/attorney/languages", createAnswerLanguagesRouter(ctx)],
    ["/notifications", createUnsubscribeRouter(ctx)],
    ["/attorney", createAttorneyWorkRouter(ctx)],
    ["/admin/attorneys", createAdminRouter(ctx)],
    ["/admin/licenses", createLicenseReviewRouter(ctx)],
    ["/admin/questions", createAdminQuestionsRouter(ctx)],
    ["/admin/audit", createAuditRouter(ctx)],
    ["/admin/outcomes", createAdminOutcomesRouter(ctx)],
    ["/outcomes", createOutcomesRouter(ctx)],
    ["/auth/passkeys", createPasskeysRouter(ctx, finishSignIn)],
  ];
  for (const [prefix, router] of mounts) api.use(prefix, router);
  return api;
}
