import { and, asc, eq, gt, isNull, lt, lte } from "drizzle-orm";
import { passkeys, users, webauthnChallenges, type Passkey, type User } from "@shared/schema";
import type { Db } from "../../db";

// docs/decisions/031: passkeys and their single-use challenges.

type Purpose = "register" | "login";

/** A new challenge, after dropping the expired ones (nobody can use them; the table stays small without a job). */
export async function issueChallenge(
  db: Db,
  values: { challenge: string; purpose: Purpose; userId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(values);
}

/**
 * Uses a challenge up: one DELETE ... RETURNING, so of two requests carrying the same challenge only one gets it,
 * and only before it expires. A registration challenge works only for the account it was issued to (`userId`); a
 * sign-in challenge belongs to nobody.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length === 1;
}

/** The account's passkeys as the list shows them, oldest first. */
export const listPasskeys = (db: Db, userId: string) =>
  db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));

/** What registration options exclude: the authenticators that already hold one of the account's passkeys. */
export const credentialsOf = (db: Db, userId: string) =>
  db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));

/** A new passkey; undefined when a passkey with that credential id exists already (anyone's). */
export const insertPasskey = async (db: Db, values: typeof passkeys.$inferInsert): Promise<Passkey | undefined> =>
  (await db.insert(passkeys).values(values).onConflictDoNothing().returning())[0];

/** Removes one of the account's own passkeys; false when it has none by that id. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** A passkey by its credential id, with the account it signs in. */
export async function findPasskeyWithUser(db: Db, id: string): Promise<{ passkey: Passkey; user: User } | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id));
  return row ? { passkey: row.passkeys, user: row.users } : undefined;
}

/**
 * Records a sign-in with the passkey: its new signature counter and when it was used. One conditional UPDATE: the
 * counter must move forward (an authenticator that keeps none sends 0 every time), so of two sign-ins racing with
 * the same counter value, only one is recorded; false for the other.
 */
export async function recordUse(db: Db, id: string, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
