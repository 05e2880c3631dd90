import type { ReviewedAttorneyDto } from "@shared/api/types";
import type { Attorney } from "@shared/schema";
import type { AppContext } from "../../context";
import { withTransaction, type Tx } from "../../db";
import { conflict, notFound } from "../../lib/errors";
import { toReviewedAttorneyDto } from "../attorneys/attorney.dto";
import * as attorneysRepo from "../attorneys/attorneys.repo";
import {
  attorneyApprovedMail,
  attorneyReinstatedMail,
  attorneyRejectedMail,
  attorneyRevokedMail,
} from "../mail/templates";
import { recipientAt } from "../mail/recipients";
import { releaseClaimsOf } from "../queue/releases.repo";
import { verifyApplicationLicense } from "../licenses/licenses.repo";
import { paths } from "@shared/paths";
import type { Actor } from "../../auth/policies";
import { recordAudit } from "../audit/audit.repo";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock">;

/**
 * Whom an admin's decision is mailed to: the applicant's address, in the language of the account with it, else in
 * the application's own; never the admin's (docs/decisions/039).
 */
const applicant = (tx: Tx, row: Attorney) => recipientAt(tx.client, row.email, row.locale);

export const APPLICATION_NOT_FOUND = "Application not found";
export const ALREADY_APPROVED = "This application has already been approved";
export const ATTORNEY_NOT_FOUND = "Attorney not found";
export const NOT_APPROVED = "This attorney is not approved";
export const NOT_REVOKED = "This attorney's access has not been revoked";
export const REVOKED_NOT_PENDING = "This attorney's access was revoked; reinstate them from the Revoked list";

export async function listPending(ctx: Ctx): Promise<ReviewedAttorneyDto[]> {
  return (await attorneysRepo.listPendingApplications(ctx.database.db)).map(toReviewedAttorneyDto);
}

export async function listRevoked(ctx: Ctx): Promise<ReviewedAttorneyDto[]> {
  return (await attorneysRepo.listRevokedAttorneys(ctx.database.db)).map(toReviewedAttorneyDto);
}

export async function listApproved(ctx: Ctx): Promise<ReviewedAttorneyDto[]> {
  return (await attorneysRepo.listApprovedAttorneys(ctx.database.db)).map(toReviewedAttorneyDto);
}

/**
 * Missing (or still held for confirmation, which admins do not see), or approved by someone else a moment ago:
 * the conditional update alone cannot tell which.
 */
async function whyNot(ctx: Ctx, id: number): Promise<never> {
  const existing = await attorneysRepo.findAttorneyById(ctx.database.db, id);
  if (!existing || !existing.confirmedAt) throw notFound(APPLICATION_NOT_FOUND);
  throw conflict(existing.revokedAt ? REVOKED_NOT_PENDING : ALREADY_APPROVED);
}

export async function approve(ctx: Ctx, admin: Actor, id: number): Promise<ReviewedAttorneyDto> {
  // The approval, its audit entry and the applicant's e-mail commit together.
  const approved = await withTransaction(ctx.database, async (tx) => {
    const now = ctx.clock.now();
    const row = await attorneysRepo.approveApplication(tx.db, id, now);
    if (row)
      await recordAudit(tx.db, {
        action: "application.approved",
        at: now,
        actorId: admin.user.id,
        subjectUserId: row.userId,
      });
    // The application's own state is the first verified license (docs/decisions/018).
    if (row) await verifyApplicationLicense(tx.db, row, now);
    if (row)
      await ctx.mailer.send(
        attorneyApprovedMail(
          await applicant(tx, row),
          `${ctx.config.appOrigin}${paths.questionQueue}`,
          row.userId !== null,
        ),
        tx,
      );
    return row;
  });
  if (!approved) return whyNot(ctx, id);
  return toReviewedAttorneyDto(await reviewed(ctx, id));
}

/**
 * A rejection deletes the application (spec section 4), so the person may apply again later. The admin's note, if
 * any, goes into the e-mail to the applicant (docs/decisions/025).
 */
export async function reject(ctx: Ctx, admin: Actor, id: number, reason: string | null = null): Promise<void> {
  const removed = await withTransaction(ctx.database, async (tx) => {
    const row = await attorneysRepo.deletePendingApplication(tx.db, id);
    if (row)
      await recordAudit(tx.db, {
        action: "application.rejected",
        at: ctx.clock.now(),
        actorId: admin.user.id,
        subjectUserId: row.userId,
      });
    if (row) await ctx.mailer.send(attorneyRejectedMail(await applicant(tx, row), reason), tx);
    return row;
  });
  if (!removed) return whyNot(ctx, id);
}

/**
 * docs/decisions/014: the approval ends, the attorney's unanswered claims go back to the queue, and they are
 * told by e-mail; all in one transaction. The profile stays (revoked, like pending), so an admin can approve
 * it again.
 */
export async function revoke(ctx: Ctx, admin: Actor, id: number): Promise<ReviewedAttorneyDto> {
  const revoked = await withTransaction(ctx.database, async (tx) => {
    const now = ctx.clock.now();
    const row = await attorneysRepo.revokeApproval(tx.db, id, now);
    if (!row) return undefined;
    await recordAudit(tx.db, {
      action: "attorney.revoked",
      at: now,
      actorId: admin.user.id,
      subjectUserId: row.userId,
    });
    if (row.userId) await releaseClaimsOf(tx.db, row.userId, admin.user.id, now);
    await ctx.mailer.send(
      attorneyRevokedMail(await applicant(tx, row), `${ctx.config.appOrigin}${paths.attorneyDashboard}`),
      tx,
    );
    return row;
  });
  if (!revoked) {
    const existing = await attorneysRepo.findAttorneyById(ctx.database.db, id);
    throw existing?.confirmedAt ? conflict(NOT_APPROVED) : notFound(ATTORNEY_NOT_FOUND);
  }
  return toReviewedAttorneyDto(await reviewed(ctx, id));
}

/**
 * docs/decisions/033: a revoked attorney's approval given back, audited and e-mailed in neutral words, in one
 * transaction. Claims released at the revocation stay in the queue.
 */
export async function reinstate(ctx: Ctx, admin: Actor, id: number): Promise<ReviewedAttorneyDto> {
  const reinstated = await withTransaction(ctx.database, async (tx) => {
    const now = ctx.clock.now();
    const row = await attorneysRepo.reinstateAttorney(tx.db, id, now);
    if (!row) return undefined;
    await recordAudit(tx.db, {
      action: "attorney.reinstated",
      at: now,
      actorId: admin.user.id,
      subjectUserId: row.userId,
    });
    await ctx.mailer.send(
      attorneyReinstatedMail(await applicant(tx, row), `${ctx.config.appOrigin}${paths.questionQueue}`),
      tx,
    );
    return row;
  });
  if (!reinstated) {
    const existing = await attorneysRepo.findAttorneyById(ctx.database.db, id);
    throw existing?.confirmedAt ? conflict(NOT_REVOKED) : notFound(ATTORNEY_NOT_FOUND);
  }
  return toReviewedAttorneyDto(await reviewed(ctx, id));
}

async function reviewed(ctx: Ctx, id: number): Promise<attorneysRepo.ReviewedAttorney> {
  const row = await attorneysRepo.findReviewedAttorney(ctx.database.db, id);
  if (!row) throw notFound(ATTORNEY_NOT_FOUND);
  return row;
}
