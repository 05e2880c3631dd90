import { and, asc, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { answers, questions, users } from "@shared/schema";
import { PAGE_LIMIT_DEFAULT } from "@shared/validators";
import type { ClaimedQuestionDto, QueueItemDto } from "@shared/api/types";
import type { Db } from "../../db";
import { isoTimestamp, jsonArray, type JsonText } from "../../db/json";
import { prepared } from "../../db/prepared";
import { onlyRow } from "../../db/rows";

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
const claimedColumns = {
  ...queueColumns,
  status: questions.status,
  updatedAt: questions.updatedAt,
  claimedAt: questions.claimedAt,
  answeredAt: questions.answeredAt,
};

// One prepared query per shape of the queue page: all categories or one, first page or after a cursor.
const queuePage = (byCategory: boolean, paged: boolean) =>
  prepared((db, name) => {
    const where: SQL[] = [eq(questions.status, "pending"), ne(questions.userId, sql.placeholder("attorneyUserId"))];
    if (byCategory) where.push(eq(questions.categoryId, sql.placeholder("categoryId")));
    if (paged) where.push(gt(questions.id, sql.placeholder("after")));
    const page = db
      .select(queueColumns)
      .from(questions)
      .where(and(...where))
      .orderBy(asc(questions.id))
      .limit(sql.placeholder("limit"))
      .as("page");
    const items = jsonArray<QueueItemDto>(
      {
        id: page.id,
        title: page.title,
        content: page.content,
        categoryId: page.categoryId,
        isAnonymous: page.isAnonymous,
        createdAt: isoTimestamp(page.createdAt),
      },
      sql`${page.id}`,
    );
    return db.select({ items }).from(page).prepare(name);
  });
const queuePages = [
  [queuePage(false, false), queuePage(false, true)],
  [queuePage(true, false), queuePage(true, true)],
] as const;

/**
 * Pending questions oldest first (ids grow with time), keyset-paged by id; never the attorney's own. The page
 * comes back as the response's JSON text, built by Postgres with the queue's columns only.
 */
export async function listQueue(
  db: Db,
  q: { attorneyUserId: string; categoryId: number | "all"; after?: number; limit: number },
): Promise<JsonText<QueueItemDto[]>> {
  const byCategory = q.categoryId !== "all";
  const paged = q.after !== undefined;
  const rows = await queuePages[byCategory ? 1 : 0][paged ? 1 : 0](db).execute({
    attorneyUserId: q.attorneyUserId,
    categoryId: byCategory ? q.categoryId : undefined,
    after: q.after,
    limit: q.limit,
  });
  return onlyRow(rows, "queue page").items;
}

/**
 * The claim, as one statement (STYLE.md rule 7): the row lock taken by the UPDATE makes concurrent claims
 * wait, and each re-checks `status = 'pending'` after the winner commits, so exactly one gets a row back.
 */
export const claimQuestion = async (db: Db, questionId: number, attorneyUserId: string) =>
  (
    await db
      .update(questions)
      .set({ status: "claimed", claimedBy: attorneyUserId, claimedAt: sql`now()` })
      .where(and(eq(questions.id, questionId), eq(questions.status, "pending"), ne(questions.userId, attorneyUserId)))
      .returning(claimedColumns)
  )[0];

/** What the access rules need to explain a refused claim or answer. */
export const findQuestionRef = async (db: Db, questionId: number) =>
  (
    await db
      .select({
        userId: questions.userId,
        claimedBy: questions.claimedBy,
        status: questions.status,
        isAnonymous: questions.isAnonymous,
      })
      .from(questions)
      .where(eq(questions.id, questionId))
      .limit(1)
  )[0];

/**
 * Marks the question answered and stores the answer. Call inside a transaction (the service's), so both
 * happen or neither. The conditional update admits only the claiming attorney of a still-claimed question,
 * and its row lock turns a double submit into one answer and one miss. Returns undefined on a miss.
 */
export async function answerQuestion(
  db: Db,
  questionId: number,
  attorneyUserId: string,
  answer: { content: string; includeDisclaimer: boolean },
) {
  const [question] = await db
    .update(questions)
    .set({ status: "answered", answeredAt: sql`now()` })
    .where(and(eq(questions.id, questionId), eq(questions.status, "claimed"), eq(questions.claimedBy, attorneyUserId)))
    .returning({ id: questions.id, userId: questions.userId });
  if (!question) return undefined;
  const rows = await db
    .insert(answers)
    .values({ questionId, attorneyId: attorneyUserId, ...answer })
    .returning({
      id: answers.id,
      content: answers.content,
      includeDisclaimer: answers.includeDisclaimer,
      createdAt: answers.createdAt,
    });
  return { question, answer: onlyRow(rows, "insert answer") };
}

/** Where to tell the asker their question was answered (server-side only, never sent to an attorney). */
export const findAskerContact = async (db: Db, userId: string) =>
  (
    await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1)
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
        title: questions.title,
        content: questions.content,
        status: questions.status,
        claimedAt: questions.claimedAt,
        answeredAt: questions.answeredAt,
      })
      .from(questions)
      .where(and(...where))
      .orderBy(desc(questions.claimedAt), desc(questions.id))
      .limit(sql.placeholder("limit"))
      .as("page");
    const items = jsonArray<ClaimedQuestionDto>(
      {
        id: page.id,
        title: page.title,
        content: page.content,
        status: page.status,
        claimedAt: isoTimestamp(page.claimedAt),
        answeredAt: isoTimestamp(page.answeredAt),
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
 * Puts every unanswered claim of this attorney back in the queue (their approval was revoked). The question
 * keeps its id, so it keeps its place in the oldest-first queue. Returns how many went back.
 */
export const releaseClaimsOf = async (db: Db, attorneyUserId: string): Promise<number> =>
  (
    await db
      .update(questions)
      .set({ status: "pending", claimedBy: null, claimedAt: null })
      .where(and(eq(questions.claimedBy, attorneyUserId), eq(questions.status, "claimed")))
      .returning({ id: questions.id })
  ).length;
