import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { attorneyLicenses, attorneys, type AttorneyLicense } from "@shared/schema";
import type { Db } from "../../db";

// docs/decisions/018: where each attorney may practice.

// A license number as the bars write it in many ways ("BPR 012-345", "bpr012345"): letters and digits, upper case.
const licenseKey = (number: SQL) => sql`upper(regexp_replace(${number}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * Another attorney holds, or has applied with, the same license (state and number): shown to the admin on the
 * application and license cards, since a real attorney's number is easy to copy (docs/decisions/027). Applications
 * still held for their address's confirmation do not count; nobody sees them yet.
 */
export const licenseHeldElsewhere = (state: SQL, number: SQL, attorneyId: SQL): SQL<boolean> => sql<boolean>`(
  exists (select 1 from ${attorneyLicenses} o where o.attorney_id <> ${attorneyId} and o.state = ${state}
    and ${licenseKey(sql`o.license_number`)} = ${licenseKey(number)})
  or exists (select 1 from ${attorneys} o where o.id <> ${attorneyId} and o.confirmed_at is not null
    and o.practice_state = ${state} and ${licenseKey(sql`o.license_number`)} = ${licenseKey(number)}))`;

export const listLicenses = (db: Db, attorneyId: number): Promise<AttorneyLicense[]> =>
  db
    .select()
    .from(attorneyLicenses)
    .where(eq(attorneyLicenses.attorneyId, attorneyId))
    .orderBy(asc(attorneyLicenses.createdAt), asc(attorneyLicenses.id));

/** A new license, pending an admin; undefined when the attorney already holds one for that state. */
export const insertLicense = async (
  db: Db,
  values: { attorneyId: number; state: string; licenseNumber: string; createdAt: Date },
): Promise<AttorneyLicense | undefined> =>
  (await db.insert(attorneyLicenses).values(values).onConflictDoNothing().returning())[0];

/**
 * The application's own state, verified by the approval itself (also after a revoke and a new approval). Call
 * in the approval's transaction.
 */
export const verifyApplicationLicense = (
  db: Db,
  attorney: { id: number; practiceState: string; licenseNumber: string },
  now: Date,
) =>
  db
    .insert(attorneyLicenses)
    .values({
      attorneyId: attorney.id,
      state: attorney.practiceState,
      licenseNumber: attorney.licenseNumber,
      status: "verified",
      verifiedAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [attorneyLicenses.attorneyId, attorneyLicenses.state],
      set: { status: "verified", verifiedAt: now },
    });

/** Whether this account's attorney profile holds a verified license in this state. */
export const holdsVerifiedLicense = async (db: Db, userId: string, state: string): Promise<boolean> =>
  (
    await db
      .select({ id: attorneyLicenses.id })
      .from(attorneyLicenses)
      .innerJoin(attorneys, eq(attorneys.id, attorneyLicenses.attorneyId))
      .where(
        and(eq(attorneys.userId, userId), eq(attorneyLicenses.state, state), eq(attorneyLicenses.status, "verified")),
      )
      .limit(1)
  ).length > 0;

export type PendingLicense = AttorneyLicense & {
  attorney: { id: number; firstName: string; lastName: string; email: string };
  duplicateLicense: boolean;
};

/** Licenses added by approved attorneys and waiting for an admin, oldest first. */
export const listPendingLicenses = async (db: Db): Promise<PendingLicense[]> =>
  (
    await db
      .select({
        license: attorneyLicenses,
        attorney: {
          id: attorneys.id,
          firstName: attorneys.firstName,
          lastName: attorneys.lastName,
          email: attorneys.email,
        },
        duplicateLicense: licenseHeldElsewhere(
          sql`${attorneyLicenses.state}`,
          sql`${attorneyLicenses.licenseNumber}`,
          sql`${attorneyLicenses.attorneyId}`,
        ),
      })
      .from(attorneyLicenses)
      .innerJoin(attorneys, eq(attorneys.id, attorneyLicenses.attorneyId))
      .where(and(eq(attorneyLicenses.status, "pending"), eq(attorneys.isApproved, true)))
      .orderBy(asc(attorneyLicenses.createdAt), asc(attorneyLicenses.id))
  ).map((r) => ({ ...r.license, attorney: r.attorney, duplicateLicense: r.duplicateLicense }));

export const findLicense = async (db: Db, id: number): Promise<AttorneyLicense | undefined> =>
  (await db.select().from(attorneyLicenses).where(eq(attorneyLicenses.id, id)).limit(1))[0];

/** Verifies a pending license; undefined when it is missing or was already decided (two admins racing). */
export const verifyLicense = async (db: Db, id: number, now: Date): Promise<AttorneyLicense | undefined> =>
  (
    await db
      .update(attorneyLicenses)
      .set({ status: "verified", verifiedAt: now })
      .where(and(eq(attorneyLicenses.id, id), eq(attorneyLicenses.status, "pending")))
      .returning()
  )[0];

/** A rejection deletes the pending license, so the attorney may add it again with the right number. */
export const deletePendingLicense = async (db: Db, id: number): Promise<AttorneyLicense | undefined> =>
  (
    await db
      .delete(attorneyLicenses)
      .where(and(eq(attorneyLicenses.id, id), eq(attorneyLicenses.status, "pending")))
      .returning()
  )[0];

/** The account an attorney profile belongs to (null before it is linked). */
export const userIdOfAttorney = async (db: Db, attorneyId: number): Promise<string | null> =>
  (await db.select({ userId: attorneys.userId }).from(attorneys).where(eq(attorneys.id, attorneyId)).limit(1))[0]
    ?.userId ?? null;
