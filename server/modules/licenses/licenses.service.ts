import type { LicenseDto, PendingLicenseDto } from "@shared/api/types";
import type { LicenseInput } from "@shared/validators";
import type { Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../lib/errors";
import { toLicenseDto, toPendingLicenseDto } from "./license.dto";
import * as repo from "./licenses.repo";

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

export async function verify(ctx: Ctx, id: number): Promise<LicenseDto> {
  const license = await repo.verifyLicense(ctx.database.db, id, ctx.clock.now());
  return license ? toLicenseDto(license) : whyNot(ctx, id);
}

export async function reject(ctx: Ctx, id: number): Promise<void> {
  if (!(await repo.deletePendingLicense(ctx.database.db, id))) await whyNot(ctx, id);
}
