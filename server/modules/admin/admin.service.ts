import type { AttorneyProfileDto } from "@shared/api/types";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { conflict, notFound } from "../../lib/errors";
import { toAttorneyProfileDto } from "../attorneys/attorney.dto";
import * as attorneysRepo from "../attorneys/attorneys.repo";
import { attorneyApprovedMail, attorneyRejectedMail } from "../mail/templates";

type Ctx = Pick<AppContext, "database" | "mailer" | "config">;

export const APPLICATION_NOT_FOUND = "Application not found";
export const ALREADY_APPROVED = "This application has already been approved";

export async function listPending(ctx: Ctx): Promise<AttorneyProfileDto[]> {
  return (await attorneysRepo.listPendingApplications(ctx.database.db)).map(toAttorneyProfileDto);
}

/** Missing, or approved by someone else a moment ago: the conditional update alone cannot tell which. */
async function whyNot(ctx: Ctx, id: number): Promise<never> {
  const existing = await attorneysRepo.findAttorneyById(ctx.database.db, id);
  throw existing ? conflict(ALREADY_APPROVED) : notFound(APPLICATION_NOT_FOUND);
}

export async function approve(ctx: Ctx, id: number): Promise<AttorneyProfileDto> {
  // The approval and the applicant's e-mail commit together.
  const approved = await withTransaction(ctx.database, async (tx) => {
    const row = await attorneysRepo.approveApplication(tx.db, id);
    if (row) await ctx.mailer.send(attorneyApprovedMail(row.email, row.firstName, `${ctx.config.appOrigin}/question-queue`), tx);
    return row;
  });
  if (!approved) return whyNot(ctx, id);
  return toAttorneyProfileDto(approved);
}

/** A rejection deletes the application (spec section 4), so the person may apply again later. */
export async function reject(ctx: Ctx, id: number): Promise<void> {
  const removed = await withTransaction(ctx.database, async (tx) => {
    const row = await attorneysRepo.deletePendingApplication(tx.db, id);
    if (row) await ctx.mailer.send(attorneyRejectedMail(row.email, row.firstName), tx);
    return row;
  });
  if (!removed) return whyNot(ctx, id);
}
