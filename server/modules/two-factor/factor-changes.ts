import { paths } from "@shared/paths";
import type { AppContext } from "../../context";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db";
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

/**
 * After a factor is turned off (in the transaction that removed it): when the account has none left, no session of
 * the account counts any longer as having proven one, so REQUIRE_2FA_ROLES asks again everywhere, as for an account
 * that never had one (docs/decisions/031). The account's row is locked first, so two factors removed at once cannot
 * each see the other still there. Returns whether none is left; the caller forgets it on its own request's session
 * too (auth/sign-in.ts, forgetSecondFactor), which would otherwise be saved back as it was loaded.
 */
export async function afterFactorOff(tx: Tx, userId: string): Promise<boolean> {
  await tx.db.execute(sql`select 1 from users where id = ${userId} for update`);
  const { rows } = await tx.db.execute<{ any: boolean }>(
    sql`select exists (select 1 from totp_factors where user_id = ${userId} and enabled_at is not null)
      or exists (select 1 from passkeys where user_id = ${userId}) as any`,
  );
  if (rows[0]?.any !== false) return false;
  await tx.db.execute(
    sql`update "session" set "sess" = ("sess"::jsonb - 'secondFactorAt')::json
      where ("sess"->'passport'->>'user') = ${userId} and ("sess"::jsonb) ? 'secondFactorAt'`,
  );
  return true;
}

/** A recovery code used up: audited and e-mailed the same way, saying how many are left (docs/decisions/031). */
export async function recordRecoveryCodeUse(
  ctx: Ctx,
  tx: Tx,
  user: { id: string; email: string },
  left: number,
): Promise<void> {
  await recordAudit(tx.db, {
    action: "account.recovery_code_used",
    at: ctx.clock.now(),
    actorId: user.id,
    subjectUserId: user.id,
  });
  await ctx.mailer.send(recoveryCodeUsedMail(await recipientAt(tx.client, user.email), left, securityLink(ctx)), tx);
}
