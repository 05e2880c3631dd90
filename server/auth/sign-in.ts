import type { Request, Response } from "express";
import type { User } from "@shared/schema";
import type { AppContext } from "../context";
import { stampSignIn } from "./session";

declare module "express-session" {
  interface SessionData {
    /**
     * When this session last proved a second factor (ms, by ctx.clock): a code, a recovery code, a passkey, or turning
     * a factor on. REQUIRE_2FA_ROLES asks for it on those roles' endpoints (docs/decisions/031).
     */
    secondFactorAt?: number;
    /**
     * The password step of a sign-in whose account has two-step sign-in on: nobody is signed in yet. The code step
     * completes it within TWO_FACTOR_STEP_MS (docs/decisions/031).
     */
    pendingSignIn?: { userId: string; at: number };
  }
}

/** How long the code step may follow the password step. */
export const TWO_FACTOR_STEP_MS = 5 * 60 * 1000;

/**
 * Signs the user in on a fresh session (passport regenerates the session id: no fixation, and a pending password
 * step is dropped with the old session), starts the session's absolute lifetime (docs/decisions/014) and, when a
 * second factor was proven on the way, says so for REQUIRE_2FA_ROLES (docs/decisions/031).
 */
export async function signIn(
  ctx: Pick<AppContext, "clock">,
  req: Request,
  user: User,
  usedSecondFactor: boolean,
): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  stampSignIn(ctx, req);
  if (usedSecondFactor) markSecondFactorUsed(ctx, req);
}

/**
 * This session proved a second factor now: a code, a recovery code or a passkey at sign-in, or a factor turned on,
 * which counts as using it (docs/decisions/031).
 */
export function markSecondFactorUsed(ctx: Pick<AppContext, "clock">, req: Request): void {
  req.session.secondFactorAt = ctx.clock.now().getTime();
}

/** The account's last factor was turned off: this session no longer counts as having proven one (docs/decisions/031). */
export function forgetSecondFactor(req: Request): void {
  delete req.session.secondFactorAt;
}

/**
 * The password step of a sign-in whose account has two-step sign-in on: a fresh session that holds nobody (whoever was
 * signed in on this browser is signed out) and remembers the step for TWO_FACTOR_STEP_MS (docs/decisions/031).
 */
export async function startPendingSignIn(ctx: Pick<AppContext, "clock">, req: Request, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.pendingSignIn = { userId, at: ctx.clock.now().getTime() };
}

/** The account of a password step still within TWO_FACTOR_STEP_MS, else null; an expired step is forgotten. */
export function pendingSignInOf(ctx: Pick<AppContext, "clock">, req: Request): string | null {
  const pending = req.session.pendingSignIn;
  if (!pending) return null;
  const age = ctx.clock.now().getTime() - pending.at;
  if (age > TWO_FACTOR_STEP_MS) {
    delete req.session.pendingSignIn;
    return null;
  }
  return pending.userId;
}

/**
 * Completes a sign-in and answers with the user (the auth module's finishSignIn): the password alone, the code step
 * after it, or a passkey. Modules that sign people in are handed it by server/routes.ts, as a module does not import
 * another module's service (docs/decisions/017).
 */
export type FinishSignIn = (
  ctx: AppContext,
  req: Request,
  res: Response,
  user: User,
  usedSecondFactor: boolean,
) => Promise<void>;
