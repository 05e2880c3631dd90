import { and, desc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { attorneys, users, type Attorney, type NewAttorney } from "@shared/schema";
import type { Db } from "../../db";
import { licenseHeldElsewhere } from "../licenses/licenses.repo";

export const findAttorneyByUserId = async (db: Db, userId: string): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.userId, userId)).limit(1))[0];

type ApplicationValues = Omit<
  NewAttorney,
  | "id"
  | "userId"
  | "isApproved"
  | "approvedAt"
  | "createdAt"
  | "confirmedAt"
  | "confirmationToken"
  | "confirmationSentAt"
>;

/** A new application replaces one for the same address that nobody has confirmed (docs/decisions/014). */
const dropUnconfirmed = (db: Db, email: string) =>
  db.delete(attorneys).where(and(eq(attorneys.email, email), isNull(attorneys.confirmedAt), isNull(attorneys.userId)));

/**
 * Stores an application made while signed in, tied to that account and confirmed (it carries the account's
 * address). Returns undefined when the e-mail or the account already has an application (either unique
 * constraint), so a race between two submits is a 409 too. Run it in a transaction.
 */
export async function insertApplicationForAccount(
  db: Db,
  userId: string,
  values: ApplicationValues,
  now: Date,
): Promise<{ id: number } | undefined> {
  await dropUnconfirmed(db, values.email);
  const rows = await db
    .insert(attorneys)
    .values({ ...values, userId, confirmedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: attorneys.id });
  return rows[0];
}

/**
 * Stores an application made while signed out, held (unconfirmed, linked to nobody) until the link e-mailed
 * to its address is opened. Run it in a transaction.
 */
export async function insertSignedOutApplication(
  db: Db,
  values: ApplicationValues,
  tokenHash: string,
  now: Date,
): Promise<{ id: number } | undefined> {
  await dropUnconfirmed(db, values.email);
  const rows = await db
    .insert(attorneys)
    .values({ ...values, confirmationToken: tokenHash, confirmationSentAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: attorneys.id });
  return rows[0];
}

/**
 * Confirms the held application whose link this is, if it was sent after `sentAfter`, and links it at once to
 * an account with the same address that has proven it and holds no profile yet (an unverified account is
 * linked when it verifies: auth.repo.linkAttorneyApplication). One statement, so no read-then-write. The link stays
 * known once used: opened again (a second click, or after a mail scanner opened it first, docs/decisions/016), it
 * finds the application confirmed, says so, and changes nothing.
 */
export const confirmApplication = async (db: Db, tokenHash: string, sentAfter: Date, now: Date) =>
  (
    await db
      .update(attorneys)
      .set({
        confirmedAt: sql`coalesce(${attorneys.confirmedAt}, ${now})`,
        userId: sql`case when ${attorneys.confirmedAt} is not null then ${attorneys.userId} else (
          select u.id from ${users} u where u.email = ${attorneys.email} and u.email_verified
            and not exists (select 1 from ${attorneys} a where a.user_id = u.id)) end`,
      })
      .where(
        and(
          eq(attorneys.confirmationToken, tokenHash),
          or(isNotNull(attorneys.confirmedAt), gt(attorneys.confirmationSentAt, sentAfter)),
        ),
      )
      // The address, and whether an account has it yet: the page the link lands on says what to do next.
      .returning({
        id: attorneys.id,
        email: attorneys.email,
        // Qualified by hand: in RETURNING drizzle writes a column without its table, which inside this subquery
        // would name u.email.
        hasAccount: sql<boolean>`exists (select 1 from ${users} u where u.email = ${attorneys}.${sql.identifier(attorneys.email.name)})`,
      })
  )[0];

/** An application as the admin sees it: the profile and whether its linked account's address is proven. */
export interface ReviewedAttorney {
  attorney: Attorney;
  /** The linked account's e-mail is confirmed (false when none is linked): attorney powers need it. */
  emailVerified: boolean;
  /** The applicant proved the address: by the account's confirmation, or by the application's own link. */
  addressConfirmed: boolean;
  /** Another attorney holds or applied with the same state and license number (licenses.repo.ts). */
  duplicateLicense: boolean;
}

const withAccount = (db: Db) =>
  db
    .select({
      attorney: attorneys,
      emailVerified: sql<boolean>`coalesce(${users.emailVerified}, false)`,
      // The address is proven by the account's confirmation or by the application's own e-mailed link (a
      // signed-out application is confirmed only by that link, and may have no account yet): docs/decisions/033.
      addressConfirmed: sql<boolean>`coalesce(${users.emailVerified}, false)
        or (${attorneys.confirmationSentAt} is not null and ${attorneys.confirmedAt} is not null)`,
      duplicateLicense: licenseHeldElsewhere(
        sql`${attorneys.practiceState}`,
        sql`${attorneys.licenseNumber}`,
        sql`${attorneys.id}`,
      ),
    })
    .from(attorneys)
    .leftJoin(users, eq(users.id, attorneys.userId));

/** Confirmed applications awaiting review, oldest first; held (unconfirmed) ones are not shown. */
export const listPendingApplications = (db: Db): Promise<ReviewedAttorney[]> =>
  withAccount(db)
    .where(and(eq(attorneys.isApproved, false), isNotNull(attorneys.confirmedAt), isNull(attorneys.revokedAt)))
    .orderBy(attorneys.createdAt, attorneys.id);

/** Attorneys whose approval an admin ended, most recently revoked first (the admin's Revoked list). */
export const listRevokedAttorneys = (db: Db): Promise<ReviewedAttorney[]> =>
  withAccount(db).where(isNotNull(attorneys.revokedAt)).orderBy(desc(attorneys.revokedAt), desc(attorneys.id));

export const findReviewedAttorney = async (db: Db, id: number): Promise<ReviewedAttorney | undefined> =>
  (await withAccount(db).where(eq(attorneys.id, id)).limit(1))[0];

/** Approved attorneys, most recently approved first (the admin's Revoke list). */
export const listApprovedAttorneys = (db: Db): Promise<ReviewedAttorney[]> =>
  withAccount(db).where(eq(attorneys.isApproved, true)).orderBy(desc(attorneys.approvedAt), desc(attorneys.id));

export const findAttorneyById = async (db: Db, id: number): Promise<Attorney | undefined> =>
  (await db.select().from(attorneys).where(eq(attorneys.id, id)).limit(1))[0];

/**
 * Approves a pending application; undefined when it is missing or already approved (two admins racing). The
 * notices' first period counts from the approval (docs/decisions/030).
 */
export const approveApplication = async (db: Db, id: number, now: Date): Promise<Attorney | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ isApproved: true, approvedAt: now, notifyPeriodStart: now })
      .where(
        and(
          eq(attorneys.id, id),
          eq(attorneys.isApproved, false),
          isNotNull(attorneys.confirmedAt),
          isNull(attorneys.revokedAt),
        ),
      )
      .returning()
  )[0];

/** Deletes a pending application (a rejection); an approved profile is never removed this way. */
export const deletePendingApplication = async (db: Db, id: number): Promise<Attorney | undefined> =>
  (
    await db
      .delete(attorneys)
      .where(
        and(
          eq(attorneys.id, id),
          eq(attorneys.isApproved, false),
          isNotNull(attorneys.confirmedAt),
          isNull(attorneys.revokedAt),
        ),
      )
      .returning()
  )[0];

/** Ends an approval; undefined when the profile is missing or not approved. */
export const revokeApproval = async (db: Db, id: number, now: Date): Promise<Attorney | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ isApproved: false, approvedAt: null, revokedAt: now })
      .where(and(eq(attorneys.id, id), eq(attorneys.isApproved, true)))
      .returning()
  )[0];

/**
 * Gives a revoked attorney their approval back; undefined when the profile is missing or not revoked (two admins
 * racing). Notices count from the reinstatement, as from an approval (docs/decisions/030).
 */
export const reinstateAttorney = async (db: Db, id: number, now: Date): Promise<Attorney | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ isApproved: true, approvedAt: now, revokedAt: null, notifyPeriodStart: now })
      .where(and(eq(attorneys.id, id), isNotNull(attorneys.revokedAt)))
      .returning()
  )[0];
