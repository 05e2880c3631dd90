import { paths } from "@shared/paths";
import type { AppContext } from "../../context";
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
