import type { Request } from "express";
import type { AppContext } from "../context";
import { unauthorized } from "../lib/errors";
import { isAdmin } from "../modules/auth/auth.service";
import { findAttorneyByUserId } from "../modules/attorneys/attorneys.repo";
import type { Actor } from "./policies";

const cache = new WeakMap<Request, Promise<Actor | null>>();

/** Who is asking, loaded at most once per request; null when signed out. */
export function getActor(ctx: AppContext, req: Request): Promise<Actor | null> {
  let actor = cache.get(req);
  if (!actor) {
    const user = req.user;
    actor = user
      ? findAttorneyByUserId(ctx.database.db, user.id).then((attorney) => ({
          user,
          isAdmin: isAdmin(ctx.config, user),
          attorney: attorney ?? null,
        }))
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
