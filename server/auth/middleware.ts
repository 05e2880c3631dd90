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
    const refusal = attorneyGateRefusal(actor, policy) ?? (policy(actor) ? undefined : forbidden());
    next(refusal);
  };
}

/**
 * For an attorney's action on one question that the service refuses itself, by what the caller may see (docs/decisions/020: a
 * caller who may not see the question gets 404, one who may see it but not act 403): only the attorney gates here, the
 * unproven address and the second factor, as requireAttorneyPolicy has them.
 */
export function requireAttorneyGates(ctx: AppContext, policy: (a: Actor) => boolean): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    next(attorneyGateRefusal(await requireActor(ctx, req), policy));
  };
}

/** An approved attorney with an unproven address is told why; a role waiting for a second factor says so. */
function attorneyGateRefusal(actor: Actor, policy: (a: Actor) => boolean) {
  if (awaitsAddressProof(actor)) return forbidden(UNVERIFIED_ATTORNEY);
  if (waitsForSecondFactor(actor, policy)) return forbidden(TWO_FACTOR_REQUIRED);
  return undefined;
}
