import type { RequestHandler } from "express";
import { SIGN_IN_WITH_YOUR_FACTOR } from "@shared/api/messages";
import { paths } from "@shared/paths";
import { users } from "@shared/schema";
import { requireActor } from "../../auth/actor";
import { canChangeSecondFactors } from "../../auth/policies";
import type { AppContext } from "../../context";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db";
import { forbidden } from "../../lib/errors";
import { recordAudit } from "../audit/audit.repo";
import { recipientAt } from "../mail/recipients";
import { recoveryCodeUsedMail, signInSettingsChangedMail } from "../mail/templates";

type Ctx = Pick<AppContext, "mailer" | "clock" | "config">;

const securityLink = (ctx: Ctx) => `${ctx.config.appOrigin}${paths.security}`;

/**
 * A second factor (authenticator app or passkey) turned on or off: audited (`account.2fa_enabled` /
 * `account.2fa_disabled`, the account as actor and subject) and e-mailed to the account in neutral words with a link to
 * its security settings, in the transaction of the change itself, so the three commit together or not at all
 * (docs/decisions/031). The mail is in the account's language as it is in that transaction (docs/decisions/039).
 */
export async function recordFactorChange(
  ctx: Ctx,
  tx: Tx,
  user: { id: string; email: string },
  change: "on" | "off",
): Promise<void> {
  await recordAudit(tx.db, {
    action: change === "on" ? "account.2fa_enabled" : "account.2fa_disabled",
    at: ctx.clock.now(),
    actorId: user.id,
    subjectUserId: user.id,
  });
  await ctx.mailer.send(
    signInSettingsChangedMail(await recipientAt(tx.client, user.email), change, securityLink(ctx)),
    tx,
  );
}

/** Whether the account has a second factor on: the authenticator app, or a passkey. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from totp_factors where user_id = ${userId} and enabled_at is not null)
      or exists (select 1 from passkeys where user_id = ${userId}) as any`,
  );
  return rows[0]?.any !== false;
}

/**
 * Refuses a change of second factors that this session may not make (policies.canChangeSecondFactors): a route's
 * guard, before adding a passkey or turning the app on, and before removing a passkey. Asks the database only when a
 * role waits for a factor.
 */
export function requireFactorChangeAllowed(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const actor = await requireActor(ctx, req);
    const hasFactor = actor.withheldRoles.length > 0 && (await hasSecondFactor(ctx.database.db, actor.user.id));
    if (!canChangeSecondFactors(actor, hasFactor)) throw forbidden(SIGN_IN_WITH_YOUR_FACTOR);
    next();
  };
}

/**
 * After a factor is turned off (in the transaction that removed it): when the account has none left, no session of
 * the account counts any longer as having proven one, so REQUIRE_2FA_ROLES asks again everywhere, as for an account
 * that never had one (docs/decisions/031): the account records when (`users.second_factors_off_at`), and the sessions'
 * rows lose their proof. The account's row is locked first, so two factors removed at once cannot
 * each see the other still there. Returns whether none is left; the caller forgets it on its own request's session
 * too (auth/sign-in.ts, forgetSecondFactor), which would otherwise be saved back as it was loaded.
 */
export async function afterFactorOff(ctx: Pick<Ctx, "clock">, tx: Tx, userId: string): Promise<boolean> {
  await tx.db.execute(sql`select 1 from users where id = ${userId} for update`);
  if (await hasSecondFactor(tx.db, userId)) return false;
  // The time is what holds: a request of another session still under way saves its session back as it loaded it,
  // with its proof, and actor.ts counts no proof from before this time.
  await tx.db
    .update(users)
    .set({ secondFactorsOffAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  await tx.db.execute(
    sql`update "session" set "sess" = ("sess"::jsonb - 'secondFactorAt')::json
      where ("sess"->'passport'->>'user') = ${userId} and ("sess"::jsonb) ? 'secondFactorAt'`,
  );
  return true;
}

/**
 * After a factor is turned on (in the transaction that added it): every other session of the account that has not
 * proven a second factor ends, half-signed-in ones too, so a session opened with a stolen password does not outlive
 * the step that locks it out (docs/decisions/031). The session that made the change (`keepSid`) stays.
 */
export async function endPasswordOnlySessions(tx: Tx, userId: string, keepSid: string): Promise<void> {
  // A proof from before the account's last factor went is none (server/auth/actor.ts): its session ends too.
  await tx.db.execute(
    sql`delete from "session"
      where (("sess"->'passport'->>'user') = ${userId} or ("sess"->'pendingSignIn'->>'userId') = ${userId})
        and "sid" <> ${keepSid}
        and not coalesce(("sess"->>'secondFactorAt')::bigint >= (
          select coalesce(extract(epoch from u.second_factors_off_at) * 1000, 0) from users u where u.id = ${userId}
        ), false)`,
  );
}

/** A recovery code used up: audited, always (docs/decisions/031). */
export async function recordRecoveryCodeUse(ctx: Ctx, tx: Tx, user: { id: string }): Promise<void> {
  await recordAudit(tx.db, {
    action: "account.recovery_code_used",
    at: ctx.clock.now(),
    actorId: user.id,
    subjectUserId: user.id,
  });
}

/**
 * The mail that a recovery code was used, in the same neutral words as a factor's change, with how many are left once
 * the change it proved is made (docs/decisions/031).
 */
export async function mailRecoveryCodeUse(ctx: Ctx, tx: Tx, user: { email: string }, left: number): Promise<void> {
  await ctx.mailer.send(recoveryCodeUsedMail(await recipientAt(tx.client, user.email), left, securityLink(ctx)), tx);
}
