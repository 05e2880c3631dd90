import { Router } from "express";
import { attorneys } from "@shared/schema";
import { attorneyApplicationFields } from "@shared/validators";
import { tableBody } from "../../db/table-body";
import { getActor, requireActor } from "../../auth/actor";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/errors";
import { requestLocale } from "../../lib/request-locale";
import { parse } from "../../lib/validate";
import { toAttorneyProfileDto } from "./attorney.dto";
import * as service from "./attorneys.service";
import { paths } from "@shared/paths";

const applicationBody = tableBody(attorneys, attorneyApplicationFields);

/** Applying as an attorney (mounted at /api/attorney-application). */
export function createApplicationRouter(ctx: AppContext) {
  const router = Router();

  // Anyone may apply; who is signed in (if anyone) decides which account the application belongs to.
  router.post("/", async (req, res) => {
    const input = parse(applicationBody, req.body);
    const actor = await getActor(ctx, req);
    res.status(201).json(await service.apply(ctx, actor, input, requestLocale(req)));
  });

  // The link in the confirmation e-mail of a signed-out application (docs/decisions/016). The page it lands on
  // offers to create the account with the confirmed address, or to sign in when one has it (docs/decisions/035).
  // Only the mailbox's owner has the link; request logs keep paths without their query.
  router.get("/confirm", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const done = await service.confirmApplication(ctx, token);
    const query = done
      ? new URLSearchParams({ confirmed: "1", email: done.email, ...(done.hasAccount ? { account: "1" } : {}) })
      : new URLSearchParams({ confirmed: "0" });
    res.redirect(302, `${paths.applyAttorney}?${query.toString()}`);
  });

  return router;
}

/** The signed-in account's attorney profile, approved or not (mounted at /api/attorney/profile). */
export function createProfileRouter(ctx: AppContext) {
  const router = Router();
  router.get("/", async (req, res) => {
    const actor = await requireActor(ctx, req);
    if (!actor.attorney) throw notFound("No attorney profile");
    res.json(toAttorneyProfileDto(actor.attorney, actor.user.emailVerified));
  });
  return router;
}
