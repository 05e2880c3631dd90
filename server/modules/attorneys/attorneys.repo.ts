import { and, eq, sql } from "drizzle-orm";
import { attorneys, users, type Attorney, type NewAttorney } from "@shared/schema";
import type { Db } from "../../db";

export const findAttorneyByUserId = async (db: Db, userId: string): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.userId, userId)).limit(1))[0];

type ApplicationValues = Omit<NewAttorney, "id" | "userId" | "isApproved" | "approvedAt" | "createdAt">;

/**
 * Stores an application made while signed in, tied to that account. Returns undefined when the e-mail or the
 * account already has an application (either unique constraint), so a race between two submits is a 409 too.
 */
export const insertApplicationForAccount = async (
  db: Db,
  userId: string,
  values: ApplicationValues,
): Promise<{ id: number } | undefined> =>
  (await db.insert(attorneys).values({ ...values, userId }).onConflictDoNothing().returning({ id: attorneys.id }))[0];

/**
 * Stores an application made while signed out. It is tied at once to an account with the same e-mail only if
 * that account has already proven the address (verified) and holds no profile yet; an unverified account is
 * left for auth.repo.linkAttorneyApplication to link when it verifies. One statement, so no read-then-write.
 */
export const insertSignedOutApplication = async (
  db: Db,
  values: ApplicationValues,
): Promise<{ id: number } | undefined> =>
  (
    await db
      .insert(attorneys)
      .values({
        ...values,
        userId: sql`(select u.id from ${users} u where u.email = ${values.email} and u.email_verified
          and not exists (select 1 from ${attorneys} a where a.user_id = u.id))`,
      })
      .onConflictDoNothing()
      .returning({ id: attorneys.id })
  )[0];

export const listPendingApplications = (db: Db): Promise<Attorney[]> =>
  db
    .select()
    .from(attorneys)
    .where(eq(attorneys.isApproved, false))
    .orderBy(attorneys.createdAt, attorneys.id);

export const findAttorneyById = async (db: Db, id: number): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.id, id)).limit(1))[0];

/** Approves a pending application; undefined when it is missing or already approved (two admins racing). */
export const approveApplication = async (db: Db, id: number): Promise<Attorney | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ isApproved: true, approvedAt: sql`now()` })
      .where(and(eq(attorneys.id, id), eq(attorneys.isApproved, false)))
      .returning()
  )[0];

/** Deletes a pending application (a rejection); an approved profile is never removed this way. */
export const deletePendingApplication = async (db: Db, id: number): Promise<Attorney | undefined> =>
  (
    await db
      .delete(attorneys)
      .where(and(eq(attorneys.id, id), eq(attorneys.isApproved, false)))
      .returning()
  )[0];
