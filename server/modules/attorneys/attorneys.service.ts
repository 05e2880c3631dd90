import { applicationProblems, type AttorneyApplication } from "@shared/validators";
import { canApplyAsAttorney, type Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { badRequest, conflict } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import type { Language } from "@shared/languages";
import { recipientAt } from "../mail/recipients";
import { applicationConfirmationMail } from "../mail/templates";
import * as repo from "./attorneys.repo";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock">;

export const ALREADY_APPLIED = "You have already applied as an attorney.";
export const EMAIL_ALREADY_APPLIED = "An application with this email already exists.";
// An application made signed out becomes the account's once the account's address is proven (DESIGN 3): the applicant
// who signed up since, and tries again, is told the one step that is theirs (docs/ux.md).
export const APPLICATION_WAITS_FOR_CONFIRMATION =
  "An application for your e-mail address is already waiting. Open the confirmation link we sent to your e-mail address, and it becomes this account's.";
/** How long the confirmation link of a signed-out application works (docs/decisions/014). */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * docs/architecture.md and docs/decisions/014. Signed in: the application belongs to the account, carries the account's e-mail
 * (the typed one is ignored, like any identity field a client sends; docs/decisions/003) and goes to review.
 * Signed out: it carries the typed e-mail and is held, linked to nobody, until someone opens the link e-mailed
 * to that address; the e-mail holds nothing the visitor typed, so it cannot carry a stranger's words. It is in the
 * language of the account with that address, else in `locale`, the request's (docs/decisions/039).
 */
export async function apply(
  ctx: Ctx,
  actor: Actor | null,
  input: AttorneyApplication,
  locale: Language,
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  const problems = applicationProblems(input, now);
  if (problems[0]) throw badRequest(problems[0].message, problems);
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
    languages: input.languages,
    // The application's own language: an admin's decision is mailed in it when no account has the address.
    locale,
  };
  const row = await withTransaction(ctx.database, async (tx) => {
    if (actor) return repo.insertApplicationForAccount(tx.db, actor.user.id, values, now);
    const confirmation = newToken();
    const stored = await repo.insertSignedOutApplication(tx.db, values, confirmation.hash, now);
    if (stored) {
      const link = `${ctx.config.appOrigin}/api/attorney-application/confirm?token=${confirmation.token}`;
      const to = await recipientAt(tx.client, values.email, locale);
      await ctx.mailer.send(applicationConfirmationMail(to, link), tx);
    }
    return stored;
  });
  if (row) return row;
  // Lost to a unique constraint: say which one (a double submit from this account, or the e-mail).
  const own = actor && (await repo.findAttorneyByUserId(ctx.database.db, actor.user.id));
  if (own) throw conflict(ALREADY_APPLIED);
  throw conflict(actor && !actor.user.emailVerified ? APPLICATION_WAITS_FOR_CONFIRMATION : EMAIL_ALREADY_APPLIED);
}

/**
 * Opens a confirmation link (once, within 7 days of sending): the confirmed application's address and whether an
 * account has it, or undefined when the link confirmed nothing.
 */
export async function confirmApplication(
  ctx: Ctx,
  token: string,
): Promise<{ email: string; hasAccount: boolean } | undefined> {
  if (!token || token.length > 200) return undefined;
  const now = ctx.clock.now();
  const sentAfter = new Date(now.getTime() - CONFIRMATION_TTL_MS);
  const row = await repo.confirmApplication(ctx.database.db, hashToken(token), sentAfter, now);
  return row && { email: row.email, hasAccount: row.hasAccount };
}
