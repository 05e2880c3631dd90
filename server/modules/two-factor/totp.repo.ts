import { and, count, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { recoveryCodes, totpFactors, twoFactorTries, users, type TotpFactor, type User } from "@shared/schema";
import type { Db } from "../../db";

// Authenticator secrets and recovery codes (docs/decisions/031). Every change that must not race is one statement.

export const findFactor = async (db: Db, userId: string): Promise<TotpFactor | undefined> =>
  (await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1))[0];

/** Whether the account's authenticator guards its sign-in (set up and proven). */
export const hasEnabledFactor = async (db: Db, userId: string): Promise<boolean> =>
  (
    await db
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)))
      .limit(1)
  ).length > 0;

export const findUserById = async (db: Db, userId: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];

export const countUnusedRecoveryCodes = async (db: Db, userId: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  )[0]?.n ?? 0;

/**
 * A new pending secret replaces the old pending one; an enabled factor is left alone and nothing is returned, so two
 * setups racing an enable cannot overwrite a secret in use.
 */
export const savePendingSecret = async (db: Db, userId: string, sealed: string, now: Date): Promise<boolean> =>
  (
    await db
      .insert(totpFactors)
      .values({ userId, secret: sealed, createdAt: now })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secret: sealed, createdAt: now, lastUsedStep: null },
        setWhere: isNull(totpFactors.enabledAt),
      })
      .returning({ userId: totpFactors.userId })
  ).length > 0;

/**
 * Takes the 30-second step of an accepted code, only when no code of that step or a later one was accepted before:
 * of two requests with the same code, exactly one wins. `enabled` says which state the factor must be in, `sealed` which
 * secret the code was checked against (a setup may have replaced a pending one since).
 */
export const claimStep = async (
  db: Db,
  userId: string,
  sealed: string,
  step: number,
  enabled: boolean,
): Promise<boolean> =>
  (
    await db
      .update(totpFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          eq(totpFactors.secret, sealed),
          enabled ? isNotNull(totpFactors.enabledAt) : isNull(totpFactors.enabledAt),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: totpFactors.userId })
  ).length > 0;

/** Turns a proven pending factor on; false when it was already on (a second enable racing the first). */
export const markEnabled = async (db: Db, userId: string, now: Date): Promise<boolean> =>
  (
    await db
      .update(totpFactors)
      .set({ enabledAt: now })
      .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.enabledAt)))
      .returning({ userId: totpFactors.userId })
  ).length > 0;

/** A new set of recovery codes replaces the old one, used or not. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code: one statement, so a code works once even when two requests race. */
export const useRecoveryCode = async (db: Db, userId: string, hash: string, now: Date): Promise<boolean> =>
  (
    await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id })
  ).length > 0;

/** Removes the factor and its recovery codes; false when there was no enabled factor to remove. */
export async function deleteFactor(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)))
    .returning({ userId: totpFactors.userId });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed.length > 0;
}

/**
 * Writes a try of a code for the account and answers how many the account has made since `since`, this one included.
 * Two statements, each its own commit: of two tries racing, the one counted last sees both, so no two slip past the
 * limit together. Tries from before `since`, anyone's, are removed on the way.
 */
export async function countTry(db: Db, userId: string, now: Date, since: Date): Promise<{ id: number; tries: number }> {
  const [row] = await db.insert(twoFactorTries).values({ userId, at: now }).returning({ id: twoFactorTries.id });
  await db.delete(twoFactorTries).where(lte(twoFactorTries.at, since));
  const [counted] = await db
    .select({ n: count() })
    .from(twoFactorTries)
    .where(and(eq(twoFactorTries.userId, userId), gt(twoFactorTries.at, since)));
  return { id: row!.id, tries: counted?.n ?? 0 };
}

/** Takes a try back: its code was right, or could not be checked. */
export async function takeBackTry(db: Db, id: number): Promise<void> {
  await db.delete(twoFactorTries).where(eq(twoFactorTries.id, id));
}
