import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { attorneys, users, type NewUser, type User } from "@shared/schema";
import type { Db } from "../../db";
import { prepared } from "../../db/prepared";

export const findUserByEmail = async (db: Db, email: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

const principal = prepared((db, name) =>
  db
    .select({ user: users, attorney: attorneys })
    .from(users)
    .leftJoin(attorneys, eq(attorneys.userId, users.id))
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

/** A signed-in request's principal: the user and their linked attorney profile (if any), in one statement. */
export const findUserWithAttorney = async (db: Db, id: string) => (await principal(db).execute({ id }))[0];

/** Inserts a user; returns undefined when the e-mail is taken. */
export const insertUser = async (db: Db, user: NewUser): Promise<User | undefined> =>
  (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0];

export const setPasswordResetToken = async (db: Db, userId: string, hash: string, expires: Date) => {
  await db.update(users).set({ passwordResetToken: hash, passwordResetExpires: expires }).where(eq(users.id, userId));
};

/**
 * Consumes a reset token and sets the new password in one statement, so a token works exactly once even
 * when two requests race. Having the link also proves the e-mail address.
 */
export const consumeResetToken = async (db: Db, hash: string, passwordHash: string): Promise<User | undefined> =>
  (
    await db
      .update(users)
      .set({ password: passwordHash, passwordResetToken: null, passwordResetExpires: null, emailVerified: true })
      .where(and(eq(users.passwordResetToken, hash), gt(users.passwordResetExpires, sql`now()`)))
      .returning()
  )[0];

export const consumeVerificationToken = async (db: Db, hash: string): Promise<User | undefined> =>
  (
    await db
      .update(users)
      .set({ emailVerified: true, emailVerificationToken: null })
      .where(eq(users.emailVerificationToken, hash))
      .returning()
  )[0];

/** Ends every session of a user (connect-pg-simple stores passport's user id in the session JSON). */
export const deleteSessionsOfUser = async (db: Db, userId: string) => {
  await db.execute(sql`delete from "session" where ("sess"->'passport'->>'user') = ${userId}`);
};

/**
 * DESIGN.md section 3: an application made signed out becomes the account's once the account's e-mail is
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
        sql`not exists (select 1 from ${attorneys} a where a.user_id = ${userId})`,
      ),
    );
};

export const setUserRole = async (db: Db, email: string, role: User["role"]): Promise<User | undefined> =>
  (await db.update(users).set({ role }).where(eq(users.email, email)).returning())[0];
