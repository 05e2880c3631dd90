import type { AttorneyProfileDto } from "@shared/api/types";
import type { AppContext } from "../../context";
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
  const approved = await attorneysRepo.approveApplication(ctx.database.db, id);
  if (!approved) return whyNot(ctx, id);
  await ctx.mailer.send(attorneyApprovedMail(approved.email, approved.firstName, `${ctx.config.appOrigin}/question-queue`));
  return toAttorneyProfileDto(approved);
}

/** A rejection deletes the application (spec section 4), so the person may apply again later. */
export async function reject(ctx: Ctx, id: number): Promise<void> {
  const removed = await attorneysRepo.deletePendingApplication(ctx.database.db, id);
  if (!removed) return whyNot(ctx, id);
  await ctx.mailer.send(attorneyRejectedMail(removed.email, removed.firstName));
}
