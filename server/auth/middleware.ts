import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppContext } from "../context";
import { forbidden, unauthorized } from "../lib/errors";
import { requireActor } from "./actor";
import { TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { awaitsAddressProof, UNVERIFIED_ATTORNEY, waitsForSecondFactor, type Actor } from "./policies";

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next();
};

/**
 * 401 when signed out, 403 when the policy says no: TWO_FACTOR_REQUIRED when it says no only because the role's powers
 * wait for a second factor (docs/decisions/031).
 */
export function requirePolicy(ctx: AppContext, policy: (a: Actor) => boolean, message?: string): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const actor = await requireActor(ctx, req);
    if (waitsForSecondFactor(actor, policy)) return next(forbidden(TWO_FACTOR_REQUIRED));
    if (!policy(actor)) return next(forbidden(message));
    next();
  };
}

/** For the attorney endpoints: as requirePolicy, but an approved attorney with an unproven address is told why. */
export function requireAttorneyPolicy(ctx: AppContext, policy: (a: Actor) => boolean): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const actor = await requireActor(ctx, req);
    if (awaitsAddressProof(actor)) return next(forbidden(UNVERIFIED_ATTORNEY));
    if (waitsForSecondFactor(actor, policy)) return next(forbidden(TWO_FACTOR_REQUIRED));
    if (!policy(actor)) return next(forbidden());
    next();
  };
}
