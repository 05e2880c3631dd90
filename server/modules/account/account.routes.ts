import { Router } from "express";
import { deleteAccountSchema, discreetMailSchema, localeInputSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { ownPagesOnly } from "../../auth/cross-site";
import { SESSION_COOKIE } from "../../auth/session";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import { markTourCompleted, setDiscreetMail, setLocale } from "./account.repo";
import * as service from "./account.service";

/** docs/decisions/022: the signed-in person's own data, to take away or to erase. Mounted at /api/account. */
export function createAccountRouter(ctx: AppContext) {
  const router = Router();

  router.get("/export", ownPagesOnly(ctx.config.appOrigin), async (req, res) => {
    const data = await service.exportAccount(ctx, await requireActor(ctx, req));
    const day = data.exportedAt.slice(0, 10);
    res.setHeader("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
    res.json(data);
  });

  // docs/decisions/025: finishing or skipping the tour on one device keeps it from opening by itself on the others.
  router.post("/tour-completed", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const at = await markTourCompleted(ctx.database.db, actor.user.id, ctx.clock.now());
    res.json({ tourCompletedAt: at.toISOString() });
  });

  // docs/decisions/036: the account's language, for its screens on every device and for its e-mails.
  router.put("/locale", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const { locale } = parse(localeInputSchema, req.body);
    await setLocale(ctx.database.db, actor.user.id, locale, ctx.clock.now());
    res.json({ locale });
  });

  // docs/decisions/034: discreet e-mail, a neutral sender name and subject on every message to the account.
  router.put("/discreet-mail", async (req, res) => {
    const actor = await requireActor(ctx, req);
    const { discreetMail } = parse(discreetMailSchema, req.body);
    res.json({ discreetMail: await setDiscreetMail(ctx.database.db, actor.user.id, discreetMail, ctx.clock.now()) });
  });

  router.delete("/", async (req, res) => {
    const actor = await requireActor(ctx, req);
    await service.deleteAccount(ctx, actor, parse(deleteAccountSchema, req.body));
    // Every session of the account was deleted with it; this one's cookie goes too.
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: ctx.config.secureCookies });
    res.json({ message: "Your account and its data have been deleted." });
  });

  return router;
}
