import type { AttorneyApplication } from "@shared/validators";
import { canApplyAsAttorney, type Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { conflict } from "../../lib/errors";
import * as repo from "./attorneys.repo";

type Ctx = Pick<AppContext, "database">;

export const ALREADY_APPLIED = "You have already applied as an attorney.";
export const EMAIL_ALREADY_APPLIED = "An application with this email already exists.";

/**
 * DESIGN.md section 3. Signed in: the application belongs to the account and carries the account's e-mail
 * (the typed one is ignored, like any identity field a client sends; docs/decisions/003). Signed out: it
 * carries the typed e-mail and belongs to nobody until an account proves that address.
 */
export async function apply(ctx: Ctx, actor: Actor | null, input: AttorneyApplication): Promise<{ id: number }> {
  if (!canApplyAsAttorney(actor)) throw conflict(ALREADY_APPLIED);
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: (actor ? actor.user.email : input.email).toLowerCase(),
    licenseNumber: input.licenseNumber,
    bprNumber: input.bprNumber,
    practiceState: input.practiceState,
    yearsExperience: input.yearsExperience,
    lawSchool: input.lawSchool,
    graduationYear: input.graduationYear,
    practiceAreas: input.practiceAreas,
    specializations: input.specializations,
  };
  const row = actor
    ? await repo.insertApplicationForAccount(ctx.database.db, actor.user.id, values)
    : await repo.insertSignedOutApplication(ctx.database.db, values);
  if (row) return row;
  // Lost to a unique constraint: say which one (a double submit from this account, or the e-mail).
  const own = actor && (await repo.findAttorneyByUserId(ctx.database.db, actor.user.id));
  throw conflict(own ? ALREADY_APPLIED : EMAIL_ALREADY_APPLIED);
}
