import { Router } from "express";
import type { User } from "@shared/schema";
import { passkeyIdParamSchema, passkeyLoginSchema, passkeyRegisterSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAuth } from "../../auth/middleware";
import { signIn } from "../../auth/sign-in";
import type { AppContext } from "../../context";
import { parse } from "../../lib/validate";
import { toPublicUser } from "../auth/user.dto";
import * as service from "./passkeys.service";

export interface PasskeyHooks {
  /**
   * What a sign-in does after the session is set, as POST /api/auth/login does it (the auth service's afterSignIn,
   * passed in by server/routes.ts: a module does not import another module's service, docs/decisions/017).
   */
  afterSignIn(ctx: AppContext, user: User, hasApprovedProfile: boolean): Promise<void>;
}

/** docs/decisions/031: passkeys, under /api/auth/passkeys. Sign-in needs no session; the rest is the account's own. */
export function createPasskeysRouter(ctx: AppContext, hooks: PasskeyHooks) {
  const router = Router();

  router.get("/", requireAuth, async (req, res) => {
    res.json(await service.listPasskeys(ctx, req.user as User));
  });

  router.post("/register/options", requireAuth, async (req, res) => {
    res.json(await service.registrationOptions(ctx, req.user as User));
  });

  router.post("/register/verify", requireAuth, async (req, res) => {
    const input = parse(passkeyRegisterSchema, req.body);
    const passkey = await service.addPasskey(ctx, req.user as User, input);
    // Turning a factor on counts as using it for this session (DESIGN 10.3): the passkey was just proven here.
    req.session.secondFactorAt = ctx.clock.now().getTime();
    res.status(201).json(passkey);
  });

  router.delete("/:id", requireAuth, async (req, res) => {
    const { id } = parse(passkeyIdParamSchema, req.params);
    await service.removePasskey(ctx, req.user as User, id);
    res.json({ message: "Passkey removed." });
  });

  router.post("/login/options", async (_req, res) => {
    res.json(await service.signInOptions(ctx));
  });

  router.post("/login/verify", async (req, res) => {
    const input = parse(passkeyLoginSchema, req.body);
    const user = await service.verifySignIn(ctx, input);
    // A passkey is something held and, verified by the authenticator, something known or been: both steps at once.
    await signIn(ctx, req, user, true);
    const actor = await requireActor(ctx, req);
    await hooks.afterSignIn(ctx, user, actor.attorney?.isApproved === true);
    res.json(toPublicUser(user));
  });

  return router;
}
