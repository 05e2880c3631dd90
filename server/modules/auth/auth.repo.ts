import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { attorneys, users, type NewUser, type User } from "@shared/schema";
import type { Db } from "../../db";

/** Inserts a user; returns undefined when the e-mail is taken. */
export const insertUser = async (db: Db, user: NewUser): Promise<User | undefined> =>
  (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0];

/**
 * Consumes a reset token still valid at `now` (the injectable clock, as when it was issued) and sets the new password
 * in one statement, so a token works exactly once even when two requests race. Having the link also proves the e-mail
 * address.
 */
export const consumeResetToken = async (
  db: Db,
  hash: string,
  passwordHash: string,
  now: Date,
): Promise<User | undefined> =>
  (
    await db
      .update(users)
      .set({
        password: passwordHash,
        passwordResetToken: null,
        passwordResetExpires: null,
        emailVerified: true,
        updatedAt: now,
      })
      .where(and(eq(users.passwordResetToken, hash), gt(users.passwordResetExpires, now)))
      .returning()
  )[0];

/**
 * Confirms the address of a verification link sent after `sentAfter` (links last 7 days) at `now`; undefined when none
 * matches. The link stays known once used: opened again (a second click, or after a mail scanner opened it first,
 * docs/decisions/016), it finds the address confirmed and says so, and changes nothing.
 */
export const consumeVerificationToken = async (
  db: Db,
  hash: string,
  sentAfter: Date,
  now: Date,
): Promise<User | undefined> =>
  (
    await db
      .update(users)
      .set({
        emailVerified: true,
        updatedAt: sql`case when ${users.emailVerified} then ${users.updatedAt} else ${now} end`,
      })
      .where(
        and(
          eq(users.emailVerificationToken, hash),
          or(eq(users.emailVerified, true), gt(users.emailVerificationSentAt, sentAfter)),
        ),
      )
      .returning()
  )[0];

/**
 * A new verification link replaces the old one, unless one was sent after `unlessSentAfter`: the statement decides,
 * so sign-ins at the same moment send one link, not one each with all but the last dead. Returns the account's
 * address and its language as they are now (the mail's recipient, docs/decisions/039), or undefined when the address
 * was verified or a link was sent meanwhile.
 */
export const setVerificationToken = async (db: Db, userId: string, hash: string, sentAt: Date, unlessSentAfter: Date) =>
  (
    await db
      .update(users)
      .set({ emailVerificationToken: hash, emailVerificationSentAt: sentAt, updatedAt: sentAt })
      .where(
        and(
          eq(users.id, userId),
          eq(users.emailVerified, false),
          or(isNull(users.emailVerificationSentAt), lte(users.emailVerificationSentAt, unlessSentAfter)),
        ),
      )
      .returning({ email: users.email, locale: users.locale })
  )[0];

/**
 * Stores a reset token for the account with this e-mail, if there is one, in one statement: the same work
 * whether or not the account exists (docs/decisions/014). Returns the account's address and language when it exists.
 */
export const setPasswordResetTokenByEmail = async (db: Db, email: string, hash: string, expires: Date, now: Date) =>
  (
    await db
      .update(users)
      .set({ passwordResetToken: hash, passwordResetExpires: expires, updatedAt: now })
      .where(eq(users.email, email))
      .returning({ email: users.email, locale: users.locale })
  )[0];

export const setPassword = async (db: Db, userId: string, passwordHash: string, now: Date) => {
  await db
    .update(users)
    .set({ password: passwordHash, passwordResetToken: null, passwordResetExpires: null, updatedAt: now })
    .where(eq(users.id, userId));
};

/**
 * A user's sessions (connect-pg-simple keeps passport's user id in the session JSON): those signed in, and those
 * part-way through a sign-in, past the password and waiting for the second step, which must not outlive a new
 * password or the account either.
 */
export const sessionsOfUser = (userId: string) =>
  sql`(("sess"->'passport'->>'user') = ${userId} or ("sess"->'pendingSignIn'->>'userId') = ${userId})`;

/** Ends every session of a user but one (a change of password keeps the session that made it). */
export const deleteOtherSessionsOfUser = async (db: Db, userId: string, keepSid: string) => {
  await db.execute(sql`delete from "session" where ${sessionsOfUser(userId)} and "sid" <> ${keepSid}`);
};

/** Ends every session of a user. */
export const deleteSessionsOfUser = async (db: Db, userId: string) => {
  await db.execute(sql`delete from "session" where ${sessionsOfUser(userId)}`);
};

/**
 * docs/architecture.md: an application made signed out becomes the account's once the account's e-mail is
 * verified. Links only an unlinked application, and only when the account has none yet.
 */
export const linkAttorneyApplication = async (db: Db, userId: string, email: string) => {
  await db
    .update(attorneys)
    .set({ userId })
    .where(
      and(
        eq(attorneys.email, email),
        isNull(attorneys.userId),
        // A signed-out application held for its confirmation link is nobody's yet (docs/decisions/014).
        isNotNull(attorneys.confirmedAt),
        sql`not exists (select 1 from ${attorneys} a where a.user_id = ${userId})`,
      ),
    );
};

export const setUserRole = async (db: Db, email: string, role: User["role"], now: Date): Promise<User | undefined> =>
  (await db.update(users).set({ role, updatedAt: now }).where(eq(users.email, email)).returning())[0];
