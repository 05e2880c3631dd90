import type { ConflictListDto } from "@shared/api/types";
import type { ConflictListInput } from "@shared/validators";
import type { Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import * as repo from "./conflicts.repo";

type Ctx = Pick<AppContext, "database">;

export async function getList(ctx: Ctx, actor: Actor): Promise<ConflictListDto> {
  return { names: await repo.listConflicts(ctx.database.db, actor.user.id) };
}

/**
 * The whole list is replaced (docs/decisions/018); blank lines and repeats are dropped. The names commit first,
 * then the flags are worked out again once the asks in flight have committed (conflicts.repo.ts says why). Should the
 * second step fail, the names are kept and the call fails; saving again works the flags out.
 */
export async function replaceList(ctx: Ctx, actor: Actor, input: ConflictListInput): Promise<ConflictListDto> {
  const names = [...new Set(input.names)];
  await withTransaction(ctx.database, (tx) => repo.replaceConflicts(tx.db, actor.user.id, names));
  await repo.waitForAsksInFlight(ctx.database.db);
  await withTransaction(ctx.database, (tx) => repo.reflagConflicts(tx.db, actor.user.id));
  return { names };
}
