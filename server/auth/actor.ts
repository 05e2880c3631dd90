import type { Request } from "express";
import type { Attorney } from "@shared/schema";
import type { AppContext } from "../context";
import { unauthorized } from "../lib/errors";
import { findAttorneyByUserId } from "./accounts.repo";
import { hasAdminRole, type Actor, type GuardedRole } from "./policies";

const cache = new WeakMap<Request, Promise<Actor | null>>();
/** Attorney profiles loaded together with their user by deserializeUser (passport.ts). */
const loadedAttorneys = new WeakMap<Express.User, Attorney | null>();

export function rememberAttorney(user: Express.User, attorney: Attorney | null): void {
  loadedAttorneys.set(user, attorney);
}

function attorneyOf(ctx: AppContext, user: Express.User): Promise<Attorney | null> {
  const loaded = loadedAttorneys.get(user);
  if (loaded !== undefined) return Promise.resolve(loaded);
  // A user set by this request's own sign-in (req.logIn) was not deserialized: look the profile up.
  return findAttorneyByUserId(ctx.database.db, user.id).then((attorney) => attorney ?? null);
}

/**
 * True when this session proved a second factor after the account last had none left: a proof from before the last
 * factor was turned off does not count, even where a request still under way saved it back (docs/decisions/031).
 */
function provedSecondFactor(req: Request, user: Express.User): boolean {
  const at = req.session?.secondFactorAt;
  return at !== undefined && (user.secondFactorsOffAt === null || at >= user.secondFactorsOffAt.getTime());
}

/**
 * The roles in REQUIRE_2FA_ROLES this account holds while its session has used no second factor: their powers wait
 * (docs/decisions/031). Admin is policies.hasAdminRole; attorney is an approved profile.
 */
function withheldRolesOf(ctx: AppContext, req: Request, user: Express.User, attorney: Attorney | null): GuardedRole[] {
  if (provedSecondFactor(req, user)) return [];
  return ctx.config.require2faRoles.filter((role) =>
    role === "admin" ? hasAdminRole(ctx.config, user) : attorney?.isApproved === true,
  );
}

/** Who is asking, loaded at most once per request; null when signed out. */
export function getActor(ctx: AppContext, req: Request): Promise<Actor | null> {
  let actor = cache.get(req);
  if (!actor) {
    const user = req.user;
    actor = user
      ? attorneyOf(ctx, user).then((attorney) => {
          const withheldRoles = withheldRolesOf(ctx, req, user, attorney);
          const isAdmin = hasAdminRole(ctx.config, user) && !withheldRoles.includes("admin");
          return { user, isAdmin, attorney, withheldRoles };
        })
      : Promise.resolve(null);
    cache.set(req, actor);
  }
  return actor;
}

export async function requireActor(ctx: AppContext, req: Request): Promise<Actor> {
  const actor = await getActor(ctx, req);
  if (!actor) throw unauthorized();
  return actor;
}
