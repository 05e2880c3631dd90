import bcrypt from "bcrypt";
import type { DeleteAccountInput } from "@shared/validators";
import { paths } from "@shared/paths";
import { canBrowseQueue, holdsAdminRole, type Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { conflict, PasswordRefused } from "../../lib/errors";
import { auditOfUser, recordAudit } from "../audit/audit.repo";
import { questionWithdrawnMail } from "../mail/templates";
import { releaseClaimsOf } from "../queue/releases.repo";
import * as repo from "./account.repo";
import * as attorneyRepo from "./attorney-export.repo";

type Ctx = Pick<AppContext, "database" | "config" | "clock" | "mailer">;

export const WRONG_PASSWORD = "That password is not correct, so nothing was deleted";
export const LAST_ADMIN =
  "You are the only admin, so this account cannot be deleted. Make another account an admin first.";

/**
 * Everything stored about the signed-in person (docs/decisions/022), read in one repeatable-read transaction
 * so the parts agree, and recorded on the audit log in it. Other people appear only as roles ("attorney") or
 * question ids, never by name or id: the export is about its owner.
 */
export async function exportAccount(ctx: Ctx, actor: Actor) {
  const userId = actor.user.id;
  const now = ctx.clock.now();
  return withTransaction(ctx.database, async (tx) => {
    await tx.client.query("set transaction isolation level repeatable read");
    await recordAudit(tx.db, { action: "account.exported", at: now, actorId: userId, subjectUserId: userId });
    const attorney = await attorneyRepo.attorneyProfileOf(tx.db, userId);
    const conflicts = await attorneyRepo.conflictsOf(tx.db, userId, canBrowseQueue(actor));
    // What the attorney wrote on other people's questions quotes those questions: not for a session that a password
    // alone signed in while the attorney role asks for a second factor (docs/decisions/031).
    const workWithheld = actor.withheldRoles.includes("attorney");
    const work = workWithheld ? attorneyRepo.NO_ATTORNEY_WORK : await attorneyRepo.attorneyWorkOf(tx.db, userId);
    const audit = await auditOfUser(tx.db, userId);
    return {
      exportedAt: now.toISOString(),
      service: "ClearCounsel",
      account: await repo.accountOf(tx.db, userId),
      questions: await repo.questionsOf(tx.db, userId),
      attorneyProfile: attorney.profile,
      licenses: attorney.licenses,
      conflictList: conflicts.names,
      possibleConflicts: conflicts.flaggedQuestionIds,
      attorneyWorkWithheld: workWithheld,
      ...work,
      sessions: await repo.sessionsOf(tx.db, userId),
      signInMethods: await repo.signInMethodsOf(tx.db, userId),
      // Who did what is kept as "you" or not: other people's ids are theirs.
      auditEvents: audit.map(({ actorId, subjectUserId: _s, ...e }) => ({ ...e, byYou: actorId === userId })),
    };
  });
}

/**
 * Erases the account (docs/decisions/022), proven by its password: 400 and nothing changes when it is wrong;
 * 409 for the last admin. In one transaction: the audit entry, the attorney's claims back in the queue, the
 * attorneys working on the asker's questions told they were withdrawn (a neutral e-mail), then the erasure.
 */
export async function deleteAccount(ctx: Ctx, actor: Actor, input: DeleteAccountInput): Promise<void> {
  if (!(await bcrypt.compare(input.password, actor.user.password))) {
    throw new PasswordRefused(400, WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
  }
  const { id: userId, email } = actor.user;
  const now = ctx.clock.now();
  await withTransaction(ctx.database, async (tx) => {
    const otherAdmins = await repo.lockAndCountOtherAdmins(tx.db, userId, ctx.config.adminEmails);
    if (holdsAdminRole(actor) && otherAdmins === 0) throw conflict(LAST_ADMIN);
    await recordAudit(tx.db, { action: "account.deleted", at: now, actorId: userId, subjectUserId: userId });
    await releaseClaimsOf(tx.db, userId, userId, now);
    const claimers = await repo.claimersOnQuestionsOf(tx.db, userId);
    await ctx.mailer.sendMany(
      claimers.map((c) => questionWithdrawnMail(c, `${ctx.config.appOrigin}${paths.claimedQuestions}`)),
      tx,
    );
    await repo.eraseAccount(tx.db, userId, email);
  });
}
