import { Router, type Request, type Response } from "express";
import type { Passport } from "passport";
import type { User } from "@shared/schema";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAuth } from "../../auth/middleware";
import { SESSION_COOKIE } from "../../auth/session";
import { signIn, startPendingSignIn } from "../../auth/sign-in";
import type { AppContext } from "../../context";
import { PasswordRefused } from "../../lib/errors";
import { requestLocale } from "../../lib/request-locale";
import { parse } from "../../lib/validate";
import { hasEnabledFactor } from "../two-factor/totp.repo";
import * as service from "./auth.service";
import { toPublicUser } from "./user.dto";
import { paths } from "@shared/paths";

/**
 * Completes a sign-in (the password alone, or the code step after it: docs/decisions/031) and answers with the user.
 * The two-factor module reaches it through routes.ts, as it may not use this module's service.
 */
export async function finishSignIn(
  ctx: AppContext,
  req: Request,
  res: Response,
  user: User,
  usedSecondFactor: boolean,
) {
  await signIn(ctx, req, user, usedSecondFactor);
  const actor = await requireActor(ctx, req);
  await service.afterSignIn(ctx, user, actor.attorney?.isApproved === true);
  res.json(toPublicUser(user));
}

export function createAuthRouter(ctx: AppContext, passport: InstanceType<typeof Passport>) {
  const router = Router();

  const logIn = (req: Request, user: User) => signIn(ctx, req, user, false);

  router.post("/register", async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await service.register(ctx, input, requestLocale(req));
    await logIn(req, user);
    res.status(201).json(toPublicUser(user));
  });

  router.post("/login", async (req, res) => {
    const input = parse(loginSchema, req.body);
    const user = await new Promise<User | false>((resolve, reject) => {
      req.body = input;
      passport.authenticate("local", { session: false }, (err: unknown, u: User | false) =>
        err ? reject(err) : resolve(u),
      )(req, res, reject);
    });
    if (!user) throw new PasswordRefused(401, service.INVALID_CREDENTIALS);
    // With two-step sign-in on, the right password signs nobody in yet: POST /api/auth/2fa/verify does.
    if (await hasEnabledFactor(ctx.database.db, user.id)) {
      await startPendingSignIn(ctx, req, user.id);
      res.json({ twoFactorRequired: true });
      return;
    }
    await finishSignIn(ctx, req, res, user, false);
  });

  router.post("/logout", async (req, res) => {
    // Destroying the stored session makes the old cookie worthless even if someone kept a copy.
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: ctx.config.secureCookies });
    res.json({ message: "Logged out" });
  });

  router.get("/user", requireAuth, (req, res) => {
    res.json(toPublicUser(req.user as User));
  });

  router.get("/user/roles", requireAuth, async (req, res) => {
    const actor = await requireActor(ctx, req);
    res.json({ roles: service.rolesOf(actor), ...(actor.withheldRoles.length > 0 ? { twoFactorMissing: true } : {}) });
  });

  // Any signed-in person, for their own account: the session decides whose password changes.
  router.post("/change-password", requireAuth, async (req, res) => {
    const input = parse(changePasswordSchema, req.body);
    await service.changePassword(ctx, req.user as User, input, req.sessionID);
    res.json({ message: "Your password has been changed." });
  });

  router.post("/forgot-password", async (req, res) => {
    const input = parse(forgotPasswordSchema, req.body);
    await service.forgotPassword(ctx, input);
    res.json({ message: "If an account exists for that email, we have sent a link to reset the password." });
  });

  router.post("/reset-password", async (req, res) => {
    const input = parse(resetPasswordSchema, req.body);
    await service.resetPassword(ctx, input);
    res.json({ message: "Your password has been reset. Please sign in with your new password." });
  });

  router.get("/verify-email", async (req: Request, res: Response) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const ok = await service.verifyEmail(ctx, token);
    res.redirect(302, `${paths.home}?verified=${ok ? 1 : 0}`);
  });

  return router;
}
