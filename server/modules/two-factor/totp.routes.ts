import { Router } from "express";
import type { User } from "@shared/schema";
import { confirmTotpSchema, enableTotpSchema, verifyTotpSchema } from "@shared/validators";
import { requireAuth } from "../../auth/middleware";
import { forgetSecondFactor, markSecondFactorUsed, pendingSignInOf, type FinishSignIn } from "../../auth/sign-in";
import type { AppContext } from "../../context";
import { HttpError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { requireFactorChangeAllowed } from "./factor-changes";
import * as service from "./totp.service";

export const CODE_STEP_TIMED_OUT = "Please sign in again: the code step has timed out.";
// A code step sent by a browser that is signed in already (the sign-in finished in another tab, say): 401 would say
// that nobody is signed in (docs/decisions/031).
export const ALREADY_SIGNED_IN = "You are signed in already.";

/** /api/auth/2fa: the authenticator app, its recovery codes, and the code step of a sign-in (docs/decisions/031). */
export function createTwoFactorRouter(ctx: AppContext, finishSignIn: FinishSignIn) {
  const router = Router();
  // A session signed in without the factor it has may not turn on another while a role waits for it (decision 031).
  const mayChange = requireFactorChangeAllowed(ctx);

  router.get("/", requireAuth, async (req, res) => {
    res.json(await service.status(ctx, req.user as User));
  });

  router.post("/setup", requireAuth, mayChange, async (req, res) => {
    res.json(await service.setup(ctx, req.user as User));
  });

  router.post("/enable", requireAuth, mayChange, async (req, res) => {
    const input = parse(enableTotpSchema, req.body);
    const recoveryCodes = await service.enable(ctx, req.user as User, input, req.sessionID);
    markSecondFactorUsed(ctx, req);
    res.json({ recoveryCodes });
  });

  // The password is checked under the sign-in limits (app.ts), like a change of password.
  router.post("/disable", requireAuth, async (req, res) => {
    const input = parse(confirmTotpSchema, req.body);
    const { noneLeft } = await service.disable(ctx, req.user as User, input);
    if (noneLeft) forgetSecondFactor(req);
    res.json({ message: "Two-step sign-in is off." });
  });

  router.post("/recovery-codes", requireAuth, async (req, res) => {
    const input = parse(confirmTotpSchema, req.body);
    res.json({ recoveryCodes: await service.renewRecoveryCodes(ctx, req.user as User, input) });
  });

  // The second step of POST /api/auth/login: nobody is signed in yet, the session holds the password step.
  router.post("/verify", async (req, res) => {
    const userId = pendingSignInOf(ctx, req);
    if (!userId) throw new HttpError(req.user ? 409 : 401, req.user ? ALREADY_SIGNED_IN : CODE_STEP_TIMED_OUT);
    const input = parse(verifyTotpSchema, req.body);
    const user = await service.verify(ctx, userId, input);
    if (!user) {
      delete req.session.pendingSignIn;
      throw new HttpError(401, CODE_STEP_TIMED_OUT);
    }
    // A fresh session (the password step goes with the old one), as a sign-in that used a second factor.
    await finishSignIn(ctx, req, res, user, true);
  });

  return router;
}
