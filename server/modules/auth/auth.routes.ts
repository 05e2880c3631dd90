import { Router, type Request, type Response } from "express";
import type { Passport } from "passport";
import type { User } from "@shared/schema";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAuth } from "../../auth/middleware";
import { SESSION_COOKIE } from "../../auth/session";
import type { AppContext } from "../../context";
import { HttpError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import * as service from "./auth.service";
import { toPublicUser } from "./user.dto";

/** Signs the user in on a fresh session (passport regenerates the session id: no fixation). */
const logIn = (req: Request, user: User) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));

export function createAuthRouter(ctx: AppContext, passport: InstanceType<typeof Passport>) {
  const router = Router();

  router.post("/register", async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await service.register(ctx, input);
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
    if (!user) throw new HttpError(401, service.INVALID_CREDENTIALS);
    await logIn(req, user);
    res.json(toPublicUser(user));
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
    res.json({ roles: service.rolesOf(await requireActor(ctx, req)) });
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
    res.redirect(302, ok ? "/?verified=1" : "/?verified=0");
  });

  return router;
}
