import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import {
  answers,
  attorneys,
  categories,
  followUps,
  passkeys,
  questions,
  recoveryCodes,
  sessions,
  totpFactors,
  users,
  type Language,
} from "@shared/schema";
import type { Db } from "../../db";
import { signInCountersOf } from "../../auth/rate-limit";
import { deleteSessionsOfUser, sessionsOfUser } from "../auth/auth.repo";
import { MAIL_MANY_QUEUE, MAIL_QUEUE } from "../mail/queue";

// docs/decisions/022: what is stored about one person, read for their export and erased by their deletion.

/** The account row, without the password hash and the token hashes. */
export const accountOf = async (db: Db, userId: string) =>
  (
    await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
        emailVerified: users.emailVerified,
        // When the last link to verify the address was sent; the tokens are secrets and stay out.
        emailVerificationSentAt: users.emailVerificationSentAt,
        termsAcceptedAt: users.termsAcceptedAt,
        tourCompletedAt: users.tourCompletedAt,
        discreetMail: users.discreetMail,
        // When its last second factor was turned off (docs/decisions/031).
        secondFactorsOffAt: users.secondFactorsOffAt,
        // The language of its screens and e-mails (docs/decisions/036).
        locale: users.locale,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

/**
 * How the person signs in besides the password (docs/decisions/031): when the authenticator app was turned on, the
 * recovery codes left, and each passkey's name and dates. Never the secret, a code's hash or a public key: the export
 * describes the account, and must not become a way into it.
 */
export async function signInMethodsOf(db: Db, userId: string) {
  const [factor] = await db
    .select({ enabledAt: totpFactors.enabledAt })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  const [codes] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), sql`${recoveryCodes.usedAt} is null`));
  const keys = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return {
    authenticatorAppOnSince: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: factor ? (codes?.left ?? 0) : 0,
    passkeys: keys.map((k) => ({
      name: k.name,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** The person's own questions, oldest first, with their category, answer and follow-ups. */
export async function questionsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: questions.id,
      title: questions.title,
      content: questions.content,
      category: categories.name,
      isAnonymous: questions.isAnonymous,
      state: questions.state,
      deadline: questions.deadline,
      deadlineType: questions.deadlineType,
      opposingParties: questions.opposingParties,
      // What the asker said about their safety is about them too.
      safetyConcern: questions.safetyConcern,
      language: questions.language,
      status: questions.status,
      createdAt: questions.createdAt,
      claimedAt: questions.claimedAt,
      answeredAt: questions.answeredAt,
      closedAt: questions.closedAt,
      answer: {
        content: answers.content,
        includeDisclaimer: answers.includeDisclaimer,
        createdAt: answers.createdAt,
      },
    })
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.userId, userId))
    .orderBy(asc(questions.id));
  const ids = rows.map((r) => r.id);
  const thread =
    ids.length === 0
      ? []
      : await db
          .select({
            questionId: followUps.questionId,
            userId: followUps.userId,
            content: followUps.content,
            createdAt: followUps.createdAt,
          })
          .from(followUps)
          .where(inArray(followUps.questionId, ids))
          .orderBy(asc(followUps.id));
  return rows.map(({ answer, ...q }) => ({
    ...q,
    // A left join with no answer gives a row of nulls.
    answer: answer?.content == null ? null : answer,
    followUps: thread
      .filter((f) => f.questionId === q.id)
      .map((f) => ({
        content: f.content,
        createdAt: f.createdAt,
        author: f.userId === userId ? ("you" as const) : ("attorney" as const),
      })),
  }));
}

/**
 * The person's sessions: when each ends, and whether it is a sign-in still waiting for its code (the password was
 * given, docs/decisions/031): one the person did not start says someone else has their password. The session's
 * contents are the server's own.
 */
export const sessionsOf = async (db: Db, userId: string) =>
  db
    .select({
      expiresAt: sessions.expire,
      waitingForCode: sql<boolean>`(${sessions.sess}->'pendingSignIn'->>'userId') is not distinct from ${userId}`,
    })
    .from(sessions)
    .where(sessionsOfUser(userId))
    .orderBy(asc(sessions.expire));

/**
 * Locks the account and every admin account, so that two admins deleting themselves at once cannot both pass the
 * last-admin check. Returns how many admins there are besides this account: by role, or by a verified address in
 * ADMIN_EMAILS (policies.ts hasAdminRole).
 */
export async function lockAndCountOtherAdmins(db: Db, userId: string, adminEmails: string[]): Promise<number> {
  const adminRule = or(
    eq(users.role, "admin"),
    adminEmails.length === 0 ? sql`false` : and(eq(users.emailVerified, true), inArray(users.email, adminEmails)),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, userId), adminRule))
    .orderBy(asc(users.id))
    .for("update");
  return rows.filter((r) => r.id !== userId).length;
}

/** The attorneys who hold a claim on one of this asker's questions (told that it was withdrawn). */
export const claimersOnQuestionsOf = async (db: Db, userId: string) =>
  db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.claimedBy))
    .where(and(eq(questions.userId, userId), eq(questions.status, "claimed"), isNotNull(questions.claimedBy)));

/**
 * Erases the account (docs/decisions/022). Its questions go with it (with their answers, follow-ups, parties,
 * flags and releases, by foreign key); its answers and follow-ups on other people's questions stay without an
 * author (shown as by "a volunteer attorney"); its attorney profile and licenses, conflict list, sessions, mail
 * not yet sent to its address and sign-in counters that name its address are deleted. Call in the transaction
 * that released the attorney's claims.
 */
export async function eraseAccount(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(attorneys).where(eq(attorneys.userId, userId));
  await deleteSessionsOfUser(db, userId);
  // The account and its questions first: a timed sweep that holds one of them (to expire it, say) has queued its
  // e-mail to this address by the time the delete may go on, so the mail taken back below includes it; a sweep that
  // comes later skips the rows this delete holds, and then finds them gone.
  await db.delete(users).where(eq(users.id, userId));
  // Jobs of notices to many that no worker has taken yet lose the address's messages; one being sent at this moment
  // is in flight, like a single message being sent.
  await db.execute(
    sql`update pgboss.job set data = jsonb_set(data, '{messages}',
          (select coalesce(jsonb_agg(m), '[]'::jsonb) from jsonb_array_elements(data->'messages') m
           where m->>'to' <> ${email}))
        where name = ${MAIL_MANY_QUEUE} and state in ('created', 'retry')
          and data->'messages' @> jsonb_build_array(jsonb_build_object('to', ${email}::text))`,
  );
  // A job left with no message (one to this address alone) goes too.
  await db.execute(
    sql`delete from pgboss.job where name = ${MAIL_MANY_QUEUE} and state in ('created', 'retry')
          and data->'messages' = '[]'::jsonb`,
  );
  await db.execute(
    sql`delete from pgboss.job where name = ${MAIL_QUEUE} and state in ('created', 'retry') and data->>'to' = ${email}`,
  );
  await db.execute(sql`delete from rate_limits where ${signInCountersOf(email)}`);
}

/** Discreet e-mail on or off (docs/decisions/034): the mail queue reads it for every message it accepts. */
export async function setDiscreetMail(db: Db, userId: string, on: boolean, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ discreetMail: on, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ discreetMail: users.discreetMail });
  return row?.discreetMail ?? on;
}

/** The tour was finished or skipped (docs/decisions/025); the first time counts. */
export async function markTourCompleted(db: Db, userId: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ tourCompletedAt: sql`coalesce(${users.tourCompletedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ tourCompletedAt: users.tourCompletedAt });
  return row?.tourCompletedAt ?? at;
}

/** The account's language (docs/decisions/036): its screens, its e-mails, its questions unless they say. */
export const setLocale = async (db: Db, userId: string, locale: Language, now: Date): Promise<void> => {
  await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId));
};
