import bcrypt from "bcrypt";
import type { Role } from "@shared/api/types";
import type { User } from "@shared/schema";
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from "@shared/validators";
import type { Actor } from "../../auth/policies";
import type { AppContext } from "../../context";
import { withTransaction } from "../../db";
import { badRequest, conflict } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { passwordResetMail, verificationMail } from "../mail/templates";
import * as repo from "./auth.repo";

export const BCRYPT_COST = 12;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = "Invalid email or password";

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

type Ctx = Pick<AppContext, "database" | "mailer" | "config">;

export async function register(ctx: Ctx, input: RegisterInput): Promise<User> {
  const verification = newToken();
  const password = await bcrypt.hash(input.password, BCRYPT_COST);
  // The account and its verification mail commit together.
  const user = await withTransaction(ctx.database, async (tx) => {
    const row = await repo.insertUser(tx.db, {
      email: input.email.toLowerCase(),
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerificationToken: verification.hash,
    });
    if (!row) return undefined;
    const link = `${ctx.config.appOrigin}/api/auth/verify-email?token=${verification.token}`;
    await ctx.mailer.send(verificationMail(row.email, row.firstName ?? "there", link), tx);
    return row;
  });
  if (!user) throw conflict("An account with this email already exists");
  return user;
}

/** Returns the user for a correct e-mail and password, else null; the same work either way. */
export async function authenticate(ctx: Ctx, input: LoginInput): Promise<User | null> {
  const user = await repo.findUserByEmail(ctx.database.db, input.email.toLowerCase());
  const ok = await bcrypt.compare(input.password, user?.password ?? DUMMY_HASH);
  return user && ok ? user : null;
}

/** Answers the same whether or not the account exists; only an existing account gets a mail. */
export async function forgotPassword(ctx: Ctx, input: ForgotPasswordInput): Promise<void> {
  const user = await repo.findUserByEmail(ctx.database.db, input.email.toLowerCase());
  if (!user) return;
  const reset = newToken();
  const link = `${ctx.config.appOrigin}/reset-password?token=${reset.token}`;
  await withTransaction(ctx.database, async (tx) => {
    await repo.setPasswordResetToken(tx.db, user.id, reset.hash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
    await ctx.mailer.send(passwordResetMail(user.email, link), tx);
  });
}

export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
  const user = await repo.consumeResetToken(ctx.database.db, hashToken(input.token), passwordHash);
  if (!user) throw badRequest("This reset link is invalid or has expired. Please request a new one.");
  // Whoever held the old password (or a stolen session) is signed out everywhere.
  await repo.deleteSessionsOfUser(ctx.database.db, user.id);
  await repo.linkAttorneyApplication(ctx.database.db, user.id, user.email);
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const user = await repo.consumeVerificationToken(ctx.database.db, hashToken(token));
  if (!user) return false;
  await repo.linkAttorneyApplication(ctx.database.db, user.id, user.email);
  return true;
}

/**
 * Admin is the stored role, or an address in ADMIN_EMAILS once verified: an unverified look-alike
 * registration of an admin's address must not inherit admin powers.
 */
export function isAdmin(config: AppContext["config"], user: User): boolean {
  return user.role === "admin" || (user.emailVerified && config.adminEmails.includes(user.email));
}

/** `user` always; `attorney` with a linked profile, approved or not; `admin` by role (DESIGN.md section 5). */
export function rolesOf(actor: Actor): Role[] {
  const roles: Role[] = ["user"];
  if (actor.attorney) roles.push("attorney");
  if (actor.isAdmin) roles.push("admin");
  return roles;
}
