import express, { Router } from "express";
import { paths } from "@shared/paths";
import { notificationSettingsInputSchema, unsubscribeTokenSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyPolicy } from "../../auth/middleware";
import { canKeepNotificationSettings } from "../../auth/policies";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import * as service from "./notifications.service";

/** An approved attorney's notices of new questions (mounted at /api/attorney/notifications, docs/decisions/030). */
export function createNotificationSettingsRouter(ctx: AppContext) {
  const router = Router();

  router.get("/", requireAttorneyPolicy(ctx, canKeepNotificationSettings), async (req, res) => {
    res.json(await service.getSettings(ctx, await requireActor(ctx, req)));
  });

  router.put("/", requireAttorneyPolicy(ctx, canKeepNotificationSettings), async (req, res) => {
    const input = parse(notificationSettingsInputSchema, req.body);
    res.json(await service.updateSettings(ctx, await requireActor(ctx, req), input));
  });

  return router;
}

/**
 * A notice's unsubscribe link (mounted at /api/notifications, docs/decisions/030). The token carries its own
 * authority (auth/policies.ts), so no session is needed, and app.ts lets this POST through the cross-site guard: a
 * mail provider posts it from its own servers (RFC 8058). A GET changes nothing, since mail scanners open links: it
 * sends the browser to the SPA's page, which asks first.
 */
export function createUnsubscribeRouter(ctx: AppContext) {
  const router = Router();

  router.get("/unsubscribe", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.redirect(302, `${paths.unsubscribe}?token=${encodeURIComponent(token)}`);
  });

  // RFC 8058's body is a form (`List-Unsubscribe=One-Click`); the token is in the URL, or in a form or JSON body.
  router.post("/unsubscribe", express.urlencoded({ extended: false, limit: "2kb" }), async (req, res) => {
    const body = (req.body ?? {}) as { token?: unknown };
    const { token } = parse(unsubscribeTokenSchema, { token: req.query.token ?? body.token });
    res.json(await service.unsubscribe(ctx, token));
  });

  return router;
}
