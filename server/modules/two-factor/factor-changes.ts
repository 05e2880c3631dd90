import type { AppContext } from "../../context";
import type { Tx } from "../../db";
import { recordAudit } from "../audit/audit.repo";
import { signInSettingsChangedMail } from "../mail/templates";

/**
 * A second factor (authenticator app or passkey) turned on or off: audited (`account.2fa_enabled` /
 * `account.2fa_disabled`, the account as actor and subject) and e-mailed to the account in neutral words, in the
 * transaction of the change itself, so the three commit together or not at all (docs/decisions/031).
 */
export async function recordFactorChange(
  ctx: Pick<AppContext, "mailer" | "clock">,
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
  await ctx.mailer.send(signInSettingsChangedMail(user.email, change), tx);
}
