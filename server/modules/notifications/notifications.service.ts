import type { NotificationSettingsDto } from "@shared/api/types";
import { NOTIFY_UNKNOWN_CATEGORY, UNSUBSCRIBE_TOKEN_MESSAGE, type NotificationSettingsInput } from "@shared/validators";
import type { Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { badRequest, forbidden } from "../../lib/errors";
import { readUnsubscribeToken } from "../../lib/unsubscribe-token";
import * as repo from "./notifications.repo";

type Ctx = Pick<AppContext, "database">;

const toDto = (s: repo.NotifySettings): NotificationSettingsDto => ({
  frequency: s.frequency,
  categoryIds: s.categoryIds,
  lastSentAt: s.lastSentAt ? s.lastSentAt.toISOString() : null,
});

// The route's policy admits approved attorneys only, who have a profile; this names the case for the type checker.
const attorneyIdOf = (actor: Actor): number => {
  if (!actor.attorney) throw forbidden();
  return actor.attorney.id;
};

async function settingsOf(ctx: Ctx, attorneyId: number): Promise<NotificationSettingsDto> {
  const settings = await repo.findSettings(ctx.database.db, attorneyId);
  if (!settings) throw forbidden();
  return toDto(settings);
}

export const getSettings = (ctx: Ctx, actor: Actor): Promise<NotificationSettingsDto> =>
  settingsOf(ctx, attorneyIdOf(actor));

/** docs/decisions/030: a category id that does not exist is refused, naming the field; repeats are dropped. */
export async function updateSettings(
  ctx: Ctx,
  actor: Actor,
  input: NotificationSettingsInput,
): Promise<NotificationSettingsDto> {
  const categoryIds = [...new Set(input.categoryIds)].sort((a, b) => a - b);
  const known = await repo.existingCategoryIds(ctx.database.db, categoryIds);
  // The path names the place in the list as sent, as the schema's own checks do.
  const unknown = input.categoryIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw badRequest(NOTIFY_UNKNOWN_CATEGORY, [{ path: `categoryIds.${unknown}`, message: NOTIFY_UNKNOWN_CATEGORY }]);
  const saved = await repo.updateSettings(ctx.database.db, attorneyIdOf(actor), {
    frequency: input.frequency,
    categoryIds,
  });
  if (!saved) throw forbidden();
  return toDto(saved);
}

/**
 * The one-click unsubscribe (RFC 8058): the token alone decides, signed in or not, and it can do one thing, turn
 * notices off. Idempotent; a token for a profile that no longer exists turns off nothing and says the same.
 */
export async function unsubscribe(
  ctx: Pick<AppContext, "database" | "sessionSecret">,
  token: string,
): Promise<{ frequency: "off" }> {
  const attorneyId = readUnsubscribeToken(ctx.sessionSecret, token);
  if (attorneyId === undefined)
    throw badRequest(UNSUBSCRIBE_TOKEN_MESSAGE, [{ path: "token", message: UNSUBSCRIBE_TOKEN_MESSAGE }]);
  await repo.turnNoticesOff(ctx.database.db, attorneyId);
  return { frequency: "off" };
}
