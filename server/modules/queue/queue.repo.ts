import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { answers, attorneys, auditEvents, conflictFlags, questions, QUESTION_STATUSES, users } from "@shared/schema";
import { PAGE_LIMIT_DEFAULT } from "@shared/validators";
import type { AttorneyStatsDto, ClaimedQuestionDto } from "@shared/api/types";
import type { Db } from "../../db";
import { jsonArrayAfterHead, jsonIso, jsonWord, type JsonText } from "../../db/json";
import { prepared } from "../../db/prepared";
import { onlyRow } from "../../db/rows";
import { statusIn } from "../../db/status";
import { LANGUAGES } from "@shared/languages";
import { MOVES, movableFrom } from "@shared/question-life";
import { inReachOf, openTo } from "../../auth/visibility";
import type { CardHeadKey } from "./queue-page.repo";

// The queue's columns: what a browsing attorney may know, and nothing that identifies the asker.
const queueColumns = {
  id: questions.id,
  title: questions.title,
  content: questions.content,
  categoryId: questions.categoryId,
  isAnonymous: questions.isAnonymous,
  createdAt: questions.createdAt,
};

// A question as the claiming attorney gets it back: no user ids (neither the asker's nor their own).
export const claimedColumns = {
  ...queueColumns,
  status: questions.status,
  updatedAt: questions.updatedAt,
  claimedAt: questions.claimedAt,
  claimExpiresAt: questions.claimExpiresAt,
  answeredAt: questions.answeredAt,
  language: questions.language,
};

/**
 * The attorney is approved as this statement runs, and stays so until it commits: the approval is read under a share
 * lock of the attorney's row, so a revocation (which updates that row, then gives back the attorney's claims in the
 * same transaction) waits for a claim already under way and then gives its question back, and a claim that comes
 * while a revocation is under way waits for it and then finds no approval. Without it, a claim checked against the
 * approval its request started with could land after the revocation had given back the claims, and stay.
 */
const approvedNow = (attorneyUserId: string): SQL =>
  sql`exists (select 1 from attorneys a where a.user_id = ${attorneyUserId} and a.is_approved for share of a)`;

/** Whether the attorney is approved now, for the explanation of a refused claim. */
export const isApprovedNow = async (db: Db, attorneyUserId: string): Promise<boolean> =>
  (
    await db
      .select({ id: attorneys.id })
      .from(attorneys)
      .where(and(eq(attorneys.userId, attorneyUserId), eq(attorneys.isApproved, true)))
      .limit(1)
  ).length > 0;

/**
 * The claim, as one statement (docs/architecture.md): the row lock taken by the UPDATE makes concurrent claims
 * wait, and each re-checks `status = 'pending'` after the winner commits, so exactly one gets a row back. Only an
 * attorney approved as it runs claims (approvedNow).
 */
export async function claimQuestion(
  db: Db,
  questionId: number,
  attorneyUserId: string,
  opts: { confirmNoConflict: boolean; now: Date; holdMs: number },
) {
  const claimed = db.$with("claimed").as(
    db
      .update(questions)
      .set({
        status: MOVES.claim.to,
        claimedBy: attorneyUserId,
        claimedAt: opts.now,
        claimExpiresAt: new Date(opts.now.getTime() + opts.holdMs),
        claimRemindedAt: null,
        updatedAt: opts.now,
      })
      .where(
        and(
          eq(questions.id, questionId),
          approvedNow(attorneyUserId),
          // Only a question in this attorney's queue (the one rule, auth/visibility.ts)...
          openTo("questions", sql`${attorneyUserId}`),
          // ...and a possible conflict only once the attorney has confirmed there is none (section 9.3).
          opts.confirmNoConflict
            ? undefined
            : sql`not exists (select 1 from ${conflictFlags} f where f.user_id = ${attorneyUserId} and f.question_id = ${questions.id})`,
        ),
      )
      .returning({ ...claimedColumns, askerId: questions.userId }),
  );
  // The claim and its audit entry (docs/decisions/022) in one statement: both or neither, one round trip.
  const audited = db
    .$with("audited", {})
    .as(
      sql`insert into ${auditEvents} (action, at, actor_id, question_id, subject_user_id) select 'question.claimed', ${opts.now}, ${attorneyUserId}, id, user_id from claimed`,
    );
  const [row] = await db.with(claimed, audited).select().from(claimed);
  if (!row) return undefined;
  const { askerId: _askerId, ...question } = row;
  return question;
}

/** Whether this question is marked "Possible conflict" for this attorney. */
export const isFlaggedFor = async (db: Db, questionId: number, attorneyUserId: string): Promise<boolean> =>
  (
    await db
      .select({ id: conflictFlags.questionId })
      .from(conflictFlags)
      .where(and(eq(conflictFlags.questionId, questionId), eq(conflictFlags.userId, attorneyUserId)))
      .limit(1)
  ).length > 0;

/**
 * What the access rules need to explain a refused claim, answer or release, as this attorney sees it: `openToYou`
 * and `inReachOfYou` are the one rule (auth/visibility.ts) evaluated for them.
 */
export const findQuestionRef = async (db: Db, questionId: number, viewerId: string) =>
  (
    await db
      .select({
        userId: questions.userId,
        claimedBy: questions.claimedBy,
        status: questions.status,
        isAnonymous: questions.isAnonymous,
        claimExpiresAt: questions.claimExpiresAt,
        openToYou: sql<boolean>`${openTo("questions", sql`${viewerId}`)}`,
        inReachOfYou: sql<boolean>`${inReachOf("questions", sql`${viewerId}`)}`,
      })
      .from(questions)
      .where(eq(questions.id, questionId))
      .limit(1)
  )[0];

/**
 * Marks the question answered and stores the answer. Call inside a transaction (the service's), so both
 * happen or neither. The conditional update admits only the claiming attorney of a still-claimed question
 * whose hold has not run out (docs/decisions/020), and its row lock turns a double submit, or an answer
 * racing the hold's release, into one winner and one miss. Returns undefined on a miss.
 */
export async function answerQuestion(
  db: Db,
  questionId: number,
  attorneyUserId: string,
  answer: { content: string; includeDisclaimer: boolean },
  now: Date,
) {
  const [question] = await db
    .update(questions)
    .set({
      status: MOVES.answer.to,
      answeredAt: now,
      lastActivityAt: now,
      claimExpiresAt: null,
      claimRemindedAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(questions.id, questionId),
        statusIn(questions.status, movableFrom("answer")),
        eq(questions.claimedBy, attorneyUserId),
        gt(questions.claimExpiresAt, now),
      ),
    )
    .returning({ id: questions.id, userId: questions.userId });
  if (!question) return undefined;
  const rows = await db
    .insert(answers)
    .values({ questionId, attorneyId: attorneyUserId, ...answer, createdAt: now, updatedAt: now })
    .returning({
      id: answers.id,
      content: answers.content,
      includeDisclaimer: answers.includeDisclaimer,
      createdAt: answers.createdAt,
    });
  return { question, answer: onlyRow(rows, "insert answer") };
}

/**
 * Where to write to a person about a question (an asker, or an attorney whose claim ended): server-side only, never
 * sent to anyone in a response.
 */
export const findContact = async (db: Db, userId: string) =>
  (
    await db
      .select({ email: users.email, locale: users.locale, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
  )[0];

// The claimed list's two shapes: the newest page, and the page before a cursor (the cursor's own claim).
const claimedPage = (paged: boolean) =>
  prepared((db, name) => {
    const where: SQL[] = [eq(questions.claimedBy, sql.placeholder("attorneyUserId"))];
    if (paged) {
      const cursor = alias(questions, "cursor");
      const at = db
        .select({ claimedAt: cursor.claimedAt, id: cursor.id })
        .from(cursor)
        .where(and(eq(cursor.id, sql.placeholder("before")), eq(cursor.claimedBy, sql.placeholder("attorneyUserId"))));
      where.push(sql`(${questions.claimedAt}, ${questions.id}) < ${at}`);
    }
    const page = db
      .select({
        id: questions.id,
        cardHead: questions.cardHead,
        status: questions.status,
        claimedAt: questions.claimedAt,
        claimExpiresAt: questions.claimExpiresAt,
        answeredAt: questions.answeredAt,
        language: questions.language,
      })
      .from(questions)
      .where(and(...where))
      .orderBy(desc(questions.claimedAt), desc(questions.id))
      .limit(sql.placeholder("limit"))
      .as("page");
    // Each item opens with the question's stored head (its id, title and text, docs/decisions/050).
    const items = jsonArrayAfterHead<ClaimedQuestionDto, CardHeadKey>(
      page.cardHead,
      {
        status: jsonWord(page.status, QUESTION_STATUSES),
        claimedAt: jsonIso(page.claimedAt),
        claimExpiresAt: jsonIso(page.claimExpiresAt),
        answeredAt: jsonIso(page.answeredAt),
        language: jsonWord(page.language, LANGUAGES),
      },
      sql`${page.claimedAt} desc, ${page.id} desc`,
    );
    return db.select({ items }).from(page).prepare(name);
  });
const claimedPages = [claimedPage(false), claimedPage(true)] as const;

/**
 * One page of an attorney's claims, newest claim first, keyset-paged: `before` is the previous page's last id.
 * The cursor compares (claimed_at, id) as a pair so claims made in the same instant are neither skipped nor
 * repeated, and it is looked up among this attorney's own claims only: anyone else's id matches no row, so
 * the comparison is null and the page is empty.
 */
export async function listClaimed(
  db: Db,
  attorneyUserId: string,
  page: { before?: number; limit: number } = { limit: PAGE_LIMIT_DEFAULT },
): Promise<JsonText<ClaimedQuestionDto[]>> {
  const paged = page.before !== undefined;
  const rows = await claimedPages[paged ? 1 : 0](db).execute({
    attorneyUserId,
    before: page.before,
    limit: page.limit,
  });
  return onlyRow(rows, "claimed page").items;
}

/** Whether this question is one of this attorney's claims (explains an empty page after a `before`). */
export const isClaimedBy = async (db: Db, questionId: number, attorneyUserId: string) =>
  (
    await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.id, questionId), eq(questions.claimedBy, attorneyUserId)))
      .limit(1)
  ).length > 0;

/**
 * One statement for the dashboard's figures: the attorney's answers (answers_attorney_idx) with their questions'
 * claim times, and their open claims (questions_claimed_by_idx).
 */
export async function attorneyStats(db: Db, attorneyUserId: string, since: Date): Promise<AttorneyStatsDto> {
  const rows = await db.execute<{
    answered_today: number;
    answered_total: number;
    claimed_now: number;
    average_ms: number | null;
  }>(sql`
    select
      count(*) filter (where a.created_at >= ${since.toISOString()}::timestamptz)::int as answered_today,
      count(*)::int as answered_total,
      round(avg(extract(epoch from (a.created_at - q.claimed_at)) * 1000)
        filter (where q.claimed_at is not null and a.created_at >= q.claimed_at))::float8 as average_ms,
      (select count(*) from ${questions} c
        where c.claimed_by = ${attorneyUserId} and c.status = 'claimed')::int as claimed_now
    from ${answers} a join ${questions} q on q.id = a.question_id
    where a.attorney_id = ${attorneyUserId}`);
  const row = onlyRow(rows.rows, "attorney stats");
  return {
    answeredToday: row.answered_today,
    answeredTotal: row.answered_total,
    claimedNow: row.claimed_now,
    averageClaimToAnswerMs: row.average_ms,
  };
}
