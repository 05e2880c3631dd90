import { Router } from "express";
import type { User } from "@shared/schema";
import { passkeyIdParamSchema, passkeyLoginSchema, passkeyRegisterSchema } from "@shared/validators";
import { requireAuth } from "../../auth/middleware";
import { forgetSecondFactor, markSecondFactorUsed, type FinishSignIn } from "../../auth/sign-in";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import { requireFactorChangeAllowed } from "./factor-changes";
import * as service from "./passkeys.service";

/** docs/decisions/031: passkeys, under /api/auth/passkeys. Sign-in needs no session; the rest is the account's own. */
export function createPasskeysRouter(ctx: AppContext, finishSignIn: FinishSignIn) {
  const router = Router();
  // A session signed in without the factor it has may not change them while a role waits for it (decision 031).
  const mayChange = requireFactorChangeAllowed(ctx);

  router.get("/", requireAuth, async (req, res) => {
    res.json(await service.listPasskeys(ctx, req.user as User));
  });

  router.post("/register/options", requireAuth, mayChange, async (req, res) => {
    res.json(await service.registrationOptions(ctx, req.user as User));
  });

  router.post("/register/verify", requireAuth, mayChange, async (req, res) => {
    const input = parse(passkeyRegisterSchema, req.body);
    const passkey = await service.addPasskey(ctx, req.user as User, input, req.sessionID);
    markSecondFactorUsed(ctx, req);
    res.status(201).json(passkey);
  });

  router.delete("/:id", requireAuth, mayChange, async (req, res) => {
    const { id } = parse(passkeyIdParamSchema, req.params);
    const { noneLeft } = await service.removePasskey(ctx, req.user as User, id);
    if (noneLeft) forgetSecondFactor(req);
    res.json({ message: "Passkey removed." });
  });

  router.post("/login/options", async (_req, res) => {
    res.json(await service.signInOptions(ctx));
  });

  router.post("/login/verify", async (req, res) => {
    const input = parse(passkeyLoginSchema, req.body);
    const user = await service.verifySignIn(ctx, input);
    // A passkey is something held and, verified by the authenticator, something known or been: both steps at once.
    await finishSignIn(ctx, req, res, user, true);
  });

  return router;
}
