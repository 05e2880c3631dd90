import { Router } from "express";
import type { Passport } from "passport";
import type { AppContext } from "./context";
import { createAdminRouter } from "./modules/admin/admin.routes";
import { createAttorneysRouter } from "./modules/attorneys/attorneys.routes";
import { createAuthRouter } from "./modules/auth/auth.routes";
import { createHealthRouter } from "./modules/health/health.routes";
import { createQuestionsRouter } from "./modules/questions/questions.routes";
import { createQueueRouter } from "./modules/queue/queue.routes";

export function createApiRouter(ctx: AppContext, passport: InstanceType<typeof Passport>) {
  const api = Router();
  api.use("/health", createHealthRouter(ctx));
  api.use("/auth", createAuthRouter(ctx, passport));
  // The spec's "redirect to log in" call: the sign-in screen is the client's /login.
  api.get("/login", (_req, res) => res.redirect(302, "/login"));
  // The queue router owns /questions/queue and /questions/:id/(claim|answer); it goes before /questions/:id.
  api.use(createQueueRouter(ctx));
  api.use(createQuestionsRouter(ctx));
  api.use(createAttorneysRouter(ctx));
  api.use("/admin", createAdminRouter(ctx));
  return api;
}
