import { and, asc, eq, getTableColumns, gt, sql, type AnyColumn } from "drizzle-orm";
import {
  answers,
  attorneys,
  categories,
  DEADLINE_TYPES,
  followUps,
  QUESTION_STATUSES,
  questions,
  users,
  type Answer,
  type Category,
  type FollowUp,
  type NewQuestion,
  type Question,
} from "@shared/schema";
import type { UserQuestionDto } from "@shared/api/types";
import type { Db } from "../../db";
import {
  jsonArrayAfterHead,
  jsonBoolean,
  jsonDate,
  jsonInteger,
  jsonIso,
  jsonString,
  jsonWord,
  type JsonText,
} from "../../db/json";
import { prepared } from "../../db/prepared";
import { onlyRow } from "../../db/rows";
import { NO_CLAIM } from "../queue/releases.repo";
import { openTo } from "../../auth/visibility";
import type { CardHeadKey } from "../queue/queue-page.repo";

// A closed question keeps who claimed it and when (the record of who answered), but no hold.
const NO_CLAIM_HOLD = { claimExpiresAt: null, claimRemindedAt: null } as const;

// Every column of a question but its stored cards (docs/decisions/047, 050), which only the lists read.
const { cardHead: _cardHead, queueCard: _queueCard, ...questionColumns } = getTableColumns(questions);

export const CATEGORY_FK = "questions_category_id_categories_id_fk";

export const listCategories = async (db: Db): Promise<Category[]> =>
  db.select().from(categories).orderBy(asc(categories.id));

/** Sets the acceptance time once; later calls keep the first time (one statement, so concurrent calls agree). */
export const acceptTerms = async (db: Db, userId: string, now: Date): Promise<Date | null> =>
  (
    await db
      .update(users)
      .set({
        termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ termsAcceptedAt: users.termsAcceptedAt })
  )[0]?.termsAcceptedAt ?? null;

/** Inserts a question; a categoryId that does not exist fails with the foreign key CATEGORY_FK. */
export const insertQuestion = async (db: Db, question: NewQuestion): Promise<Question> =>
  onlyRow(await db.insert(questions).values(question).returning(questionColumns), "insert question");

// pg_advisory_xact_lock's first key for "this account is asking a question": a key space of its own.
const ASKING_LOCK = 7_421_340;

/**
 * The same question from the same account, every field as sent, still pending, asked after `since`: a second press
 * of Submit, or a send again after an answer that was lost on its way back (docs/decisions/005). Takes this account's
 * asking lock for the transaction first, so two such sends at once find each other.
 */
export async function findSameQuestion(db: Db, q: NewQuestion, since: Date): Promise<Question | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(${ASKING_LOCK}, hashtext(${q.userId}))`);
  const same = (column: AnyColumn, value: unknown) => sql`${column} is not distinct from ${value}`;
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .where(
      and(
        eq(questions.userId, q.userId),
        gt(questions.createdAt, since),
        eq(questions.status, "pending"),
        eq(questions.title, q.title),
        eq(questions.content, q.content),
        same(questions.categoryId, q.categoryId),
        same(questions.isAnonymous, q.isAnonymous),
        same(questions.state, q.state),
        same(questions.deadline, q.deadline),
        same(questions.deadlineType, q.deadlineType),
        sql`${questions.opposingParties} = ${sql.param(q.opposingParties ?? [], questions.opposingParties)}`,
        same(questions.safetyConcern, q.safetyConcern),
        same(questions.language, q.language),
      ),
    )
    .orderBy(asc(questions.id))
    .limit(1);
  return row;
}

/** The same follow-up from the same person on this question after `since` (call with the question locked). */
export const findSameFollowUp = async (
  db: Db,
  f: { questionId: number; userId: string; content: string },
  since: Date,
): Promise<FollowUp | undefined> =>
  (
    await db
      .select()
      .from(followUps)
      .where(
        and(
          eq(followUps.questionId, f.questionId),
          eq(followUps.userId, f.userId),
          eq(followUps.content, f.content),
          gt(followUps.createdAt, since),
        ),
      )
      .orderBy(asc(followUps.id))
      .limit(1)
  )[0];

/** How many questions this account asked since `since` (served by questions_user_idx). */
export const countQuestionsSince = async (db: Db, userId: string, since: Date): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.userId, userId), gt(questions.createdAt, since)))
  )[0]?.n ?? 0;

export type QuestionWithCategory = Question & { categoryName: string | null };

// Each item opens with the question's stored head (its id, title and text, docs/decisions/050); the rest is written as
// text by the helpers of server/db/json.ts.
const questionsOfUser = prepared((db, name) =>
  db
    .select({
      items: jsonArrayAfterHead<UserQuestionDto, CardHeadKey>(
        questions.cardHead,
        {
          status: jsonWord(questions.status, QUESTION_STATUSES),
          categoryId: jsonInteger(questions.categoryId),
          isAnonymous: jsonBoolean(questions.isAnonymous),
          createdAt: jsonIso(questions.createdAt),
          updatedAt: jsonIso(questions.updatedAt),
          claimedAt: jsonIso(questions.claimedAt),
          answeredAt: jsonIso(questions.answeredAt),
          categoryName: jsonString(categories.name),
          state: jsonString(questions.state),
          deadline: jsonDate(questions.deadline),
          deadlineType: jsonWord(questions.deadlineType, DEADLINE_TYPES),
        },
        sql`${questions.createdAt} desc, ${questions.id} desc`,
      ),
    })
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(questions.userId, sql.placeholder("userId")))
    .prepare(name),
);

/**
 * A user's own questions, newest first (served by questions_user_idx), as the response's JSON text: the
 * fields of UserQuestionDto only, never a user id.
 */
export const listQuestionsOfUser = async (db: Db, userId: string): Promise<JsonText<UserQuestionDto[]>> =>
  onlyRow(await questionsOfUser(db).execute({ userId }), "questions of user").items;

export type QuestionForDetail = QuestionWithCategory & {
  /** The one rule (auth/visibility.ts) for the viewer: the question is in their queue. */
  openToYou: boolean;
  askerFirstName: string | null;
  askerLastName: string | null;
  /** The claiming attorney's name as on their profile; null when nobody holds a claim. */
  claimer: { firstName: string; lastName: string } | null;
  /** Whoever holds or answered the question is an approved attorney now: they can read its follow-ups. */
  holderApproved: boolean;
  answer: Answer | null;
  followUps: FollowUp[];
};

// Follow-ups come back as JSON built by Postgres: one statement for the whole detail instead of three.
type FollowUpJson = { id: number; questionId: number; userId: string; content: string; createdAt: string };

const questionForDetail = prepared((db, name) =>
  db
    .select({
      question: questionColumns,
      categoryName: categories.name,
      openToYou: sql<boolean>`${openTo("questions", sql`${sql.placeholder("viewerId")}::uuid`)}`,
      askerFirstName: users.firstName,
      askerLastName: users.lastName,
      claimer: sql<{ firstName: string; lastName: string } | null>`(
        select json_build_object('firstName', a.first_name, 'lastName', a.last_name)
        from ${attorneys} a where a.user_id = ${questions.claimedBy})`,
      holderApproved: sql<boolean>`coalesce((
        select a.is_approved from ${attorneys} a where a.user_id = ${questions.claimedBy}), false)`,
      answer: answers,
      followUps: sql<FollowUpJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', f.id, 'questionId', f.question_id, 'userId', f.user_id, 'content', f.content, 'createdAt', f.created_at
        ) order by f.id), '[]'::json)
        from ${followUps} f where f.question_id = ${questions.id})`,
    })
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(users, eq(users.id, questions.userId))
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

/**
 * One question with its category, its asker's name, its answer and its follow-ups (oldest first, served by
 * follow_ups_question_idx), in one statement. The service decides who may see any of it.
 */
export const findQuestionForDetail = async (
  db: Db,
  id: number,
  viewerId: string,
): Promise<QuestionForDetail | undefined> => {
  const [row] = await questionForDetail(db).execute({ id, viewerId });
  return (
    row && {
      ...row.question,
      categoryName: row.categoryName,
      openToYou: row.openToYou,
      askerFirstName: row.askerFirstName,
      askerLastName: row.askerLastName,
      claimer: row.claimer,
      holderApproved: row.holderApproved,
      answer: row.answer,
      followUps: row.followUps.map((f) => ({ ...f, createdAt: new Date(f.createdAt) })),
    }
  );
};

/**
 * The question, locked until the transaction ends: a follow-up and a release (or an answer) take turns. `openToYou`
 * is the one rule (auth/visibility.ts) for the caller.
 */
export const lockQuestion = async (
  db: Db,
  id: number,
  viewerId: string,
): Promise<(Question & { openToYou: boolean }) | undefined> =>
  (
    await db
      .select({ ...questionColumns, openToYou: sql<boolean>`${openTo("questions", sql`${viewerId}`)}` })
      .from(questions)
      .where(eq(questions.id, id))
      .for("update")
  )[0];

/**
 * Stores a follow-up at `now`; on an answered question it also moves the conversation's last activity, which
 * keeps it from closing by itself (AUTO_CLOSE_DAYS). Call in the transaction that locked the question.
 */
export async function insertFollowUp(
  db: Db,
  values: { questionId: number; userId: string; content: string },
  now: Date,
): Promise<FollowUp> {
  const row = onlyRow(
    await db
      .insert(followUps)
      .values({ ...values, createdAt: now })
      .returning(),
    "insert follow-up",
  );
  await db
    .update(questions)
    .set({ lastActivityAt: now, updatedAt: now })
    .where(and(eq(questions.id, values.questionId), eq(questions.status, "answered")));
  return row;
}

/**
 * The asker's own status changes (docs/decisions/020): withdraw (a claim on it ends) and close. Call in the
 * transaction that locked the question (lockQuestion) and checked who asks and the status.
 */
export const setAskerStatus = async (
  db: Db,
  id: number,
  status: "withdrawn" | "closed",
  now: Date,
): Promise<Question> =>
  onlyRow(
    await db
      .update(questions)
      .set(
        status === "withdrawn"
          ? { status, closedAt: now, ...NO_CLAIM, updatedAt: now }
          : { status, closedAt: now, ...NO_CLAIM_HOLD, updatedAt: now },
      )
      .where(eq(questions.id, id))
      .returning(questionColumns),
    "asker status",
  );
