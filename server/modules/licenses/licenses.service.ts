import type { LicenseDto, PendingLicenseDto } from "@shared/api/types";
import type { LicenseInput } from "@shared/validators";
import type { Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../lib/errors";
import { toLicenseDto, toPendingLicenseDto } from "./license.dto";
import * as repo from "./licenses.repo";
import { withTransaction, type Db } from "../../db";
import { recordAudit } from "../audit/audit.repo";

type Ctx = Pick<AppContext, "database" | "clock">;

export const STATE_ALREADY_HELD = "You already hold a license for this state";
export const LICENSE_NOT_FOUND = "License not found";
export const LICENSE_ALREADY_VERIFIED = "This license has already been verified";

/** The policy admits approved attorneys only, so the profile is there. */
const attorneyId = (actor: Actor): number => {
  if (!actor.attorney) throw notFound("No attorney profile");
  return actor.attorney.id;
};

export async function listOwn(ctx: Ctx, actor: Actor): Promise<LicenseDto[]> {
  return (await repo.listLicenses(ctx.database.db, attorneyId(actor))).map(toLicenseDto);
}

export async function add(ctx: Ctx, actor: Actor, input: LicenseInput): Promise<LicenseDto> {
  const license = await repo.insertLicense(ctx.database.db, {
    attorneyId: attorneyId(actor),
    state: input.state,
    licenseNumber: input.licenseNumber,
    createdAt: ctx.clock.now(),
  });
  if (!license) throw conflict(STATE_ALREADY_HELD);
  return toLicenseDto(license);
}

export async function listPending(ctx: Ctx): Promise<PendingLicenseDto[]> {
  return (await repo.listPendingLicenses(ctx.database.db)).map(toPendingLicenseDto);
}

/** Missing, or decided a moment ago by another admin. */
async function whyNot(ctx: Ctx, id: number): Promise<never> {
  const existing = await repo.findLicense(ctx.database.db, id);
  if (!existing) throw notFound(LICENSE_NOT_FOUND);
  throw conflict(LICENSE_ALREADY_VERIFIED);
}

/** An admin's decision and its audit entry (docs/decisions/022) commit together. */
export async function verify(ctx: Ctx, admin: Actor, id: number): Promise<LicenseDto> {
  const now = ctx.clock.now();
  const license = await withTransaction(ctx.database, async (tx) => {
    const row = await repo.verifyLicense(tx.db, id, now);
    if (row) await recordDecision(tx.db, "license.verified", admin, row.attorneyId, now);
    return row;
  });
  return license ? toLicenseDto(license) : whyNot(ctx, id);
}

export async function reject(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const now = ctx.clock.now();
  const removed = await withTransaction(ctx.database, async (tx) => {
    const row = await repo.deletePendingLicense(tx.db, id);
    if (row) await recordDecision(tx.db, "license.rejected", admin, row.attorneyId, now);
    return row;
  });
  if (!removed) await whyNot(ctx, id);
}

async function recordDecision(
  db: Db,
  action: "license.verified" | "license.rejected",
  admin: Actor,
  attorneyId: number,
  at: Date,
): Promise<void> {
  const subjectUserId = await repo.userIdOfAttorney(db, attorneyId);
  await recordAudit(db, { action, at, actorId: admin.user.id, subjectUserId });
}
