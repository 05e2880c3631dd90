import bcrypt from "bcrypt";
import type { Role } from "@shared/api/types";
import type { Language, User } from "@shared/schema";
import type { ChangePasswordInput, ForgotPasswordInput, RegisterInput, ResetPasswordInput } from "@shared/validators";
import { RESET_LINK_INVALID } from "@shared/validators";
import { holdsAdminRole, type Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { badRequest, conflict, PasswordRefused } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { passwordResetMail, verificationMail } from "../mail/templates";
import * as repo from "./auth.repo";
import { hashPassword } from "../../auth/passwords";
import { paths } from "@shared/paths";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = "Invalid email or password";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock">;

/** How long a verification link works (docs/decisions/014). */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-in sends a fresh link at most this often, so signing in cannot be used to flood a mailbox. */
export const VERIFICATION_RESEND_MS = 10 * 60 * 1000;
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";

const verificationLink = (ctx: Ctx, token: string) => `${ctx.config.appOrigin}/api/auth/verify-email?token=${token}`;

/**
 * A new account, in the language of the request that made it (docs/decisions/039): its e-mails, from the
 * verification mail on, are in that language until the account chooses another.
 */
export async function register(ctx: Ctx, input: RegisterInput, locale: Language): Promise<User> {
  const verification = newToken();
  const password = await hashPassword(ctx.config, input.password);
  const now = ctx.clock.now();
  // The account and its verification mail commit together.
  const user = await withTransaction(ctx.database, async (tx) => {
    const row = await repo.insertUser(tx.db, {
      email: input.email.toLowerCase(),
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerificationToken: verification.hash,
      emailVerificationSentAt: now,
      locale,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) return undefined;
    await ctx.mailer.send(verificationMail(row, verificationLink(ctx, verification.token)), tx);
    return row;
  });
  if (!user) throw conflict("An account with this email already exists");
  return user;
}

/** Returns the user for a correct e-mail and password, else null; the same work either way. */
/**
 * Answers the same whether or not the account exists, and does the same work to get there (docs/decisions/014):
 * a token is always made, and one transaction runs one UPDATE keyed on the e-mail, which matches a row or
 * none. Only an existing account gets a mail; the mail is queued inside that transaction.
 */
export async function forgotPassword(ctx: Ctx, input: ForgotPasswordInput): Promise<void> {
  const reset = newToken();
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await withTransaction(ctx.database, async (tx) => {
    const user = await repo.setPasswordResetTokenByEmail(tx.db, input.email.toLowerCase(), reset.hash, expires, now);
    if (user)
      await ctx.mailer.send(
        passwordResetMail(user, `${ctx.config.appOrigin}${paths.resetPassword}?token=${reset.token}`),
        tx,
      );
  });
}

/**
 * After a successful sign-in: an account with an approved attorney profile whose e-mail is still unverified
 * has no attorney powers (docs/decisions/014), so it gets a fresh 7-day link, at most once per 10 minutes.
 */
export async function afterSignIn(ctx: Ctx, user: User, hasApprovedProfile: boolean): Promise<void> {
  if (user.emailVerified || !hasApprovedProfile) return;
  const now = ctx.clock.now();
  const last = user.emailVerificationSentAt?.getTime();
  if (last !== undefined && now.getTime() - last < VERIFICATION_RESEND_MS) return;
  const verification = newToken();
  await withTransaction(ctx.database, async (tx) => {
    const lastAllowed = new Date(now.getTime() - VERIFICATION_RESEND_MS);
    const to = await repo.setVerificationToken(tx.db, user.id, verification.hash, now, lastAllowed);
    if (to) await ctx.mailer.send(verificationMail(to, verificationLink(ctx, verification.token)), tx);
  });
}

/** Settings: a new password, proven by the current one; every other session of the account ends. */
export async function changePassword(ctx: Ctx, user: User, input: ChangePasswordInput, keepSid: string): Promise<void> {
  if (!(await bcrypt.compare(input.currentPassword, user.password))) {
    throw new PasswordRefused(400, WRONG_CURRENT_PASSWORD, [
      { path: "currentPassword", message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  const passwordHash = await hashPassword(ctx.config, input.password);
  await withTransaction(ctx.database, async (tx) => {
    await repo.setPassword(tx.db, user.id, passwordHash, ctx.clock.now());
    await repo.deleteOtherSessionsOfUser(tx.db, user.id, keepSid);
  });
}

/**
 * Sets a new password with a reset token, checked against the clock that issued it. One transaction: the password,
 * the end of every session (whoever held the old password, or a stolen session, is signed out everywhere) and the
 * application the proven address links, all or nothing.
 */
export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(ctx.config, input.password);
  const done = await withTransaction(ctx.database, async (tx) => {
    const user = await repo.consumeResetToken(tx.db, hashToken(input.token), passwordHash, ctx.clock.now());
    if (!user) return false;
    await repo.deleteSessionsOfUser(tx.db, user.id);
    await repo.linkAttorneyApplication(tx.db, user.id, user.email);
    return true;
  });
  if (!done) throw badRequest(RESET_LINK_INVALID);
}

/** Consumes a verification link (7 days by the clock) and links the application its address proves, in one transaction. */
export async function verifyEmail(ctx: Ctx, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const now = ctx.clock.now();
  const sentAfter = new Date(now.getTime() - VERIFICATION_TTL_MS);
  return withTransaction(ctx.database, async (tx) => {
    const user = await repo.consumeVerificationToken(tx.db, hashToken(token), sentAfter, now);
    if (!user) return false;
    await repo.linkAttorneyApplication(tx.db, user.id, user.email);
    return true;
  });
}

/** `user` always; `attorney` with a linked profile, approved or not; `admin` by role (docs/architecture.md). */
export function rolesOf(actor: Actor): Role[] {
  const roles: Role[] = ["user"];
  if (actor.attorney) roles.push("attorney");
  // Held roles, even while their powers wait for a second factor: the UI leads the person to the setup.
  if (holdsAdminRole(actor)) roles.push("admin");
  return roles;
}
