import pg from "pg";
import { ACCOUNTS } from "./seed";
import { onlyRow } from "../../server/db/rows";

export const QUEUE_CATEGORY = 5;
const RACE_QUESTIONS = 50;
const CLAIM_POOL = 40_000;

export interface Fixtures {
  readerId: string;
  queueAttorneyId: string;
  /** The reader's answered question with the most follow-ups: the detail view's heaviest case. */
  detailQuestionId: number;
  /** `after` cursors of the last full page of the queue, for all categories and for QUEUE_CATEGORY. */
  deepAfterAll: number;
  deepAfterCategory: number;
  /** Pending questions for the claim throughput run, oldest first (each claim takes the next). */
  claimPool: number[];
  /** Pending questions for the race, apart from the claim pool. */
  raceQuestionIds: number[];
}

/** Ids the benchmark needs, read from the seeded database before anything changes it. */
export async function findFixtures(url: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const id = async (email: string) =>
      onlyRow((await client.query<{ id: string }>("select id from users where email = $1", [email])).rows, email).id;
    const readerId = await id(ACCOUNTS.reader);
    const queueAttorneyId = await id(ACCOUNTS.queueAttorney);
    const detail = await client.query<{ id: number }>(
      `select q.id from questions q where q.user_id = $1 and q.status = 'answered'
       order by (select count(*) from follow_ups f where f.question_id = q.id) desc, q.id limit 1`,
      [readerId],
    );
    if (!detail.rows[0]) throw new Error("the seed gave the reader no answered question");
    const lastFullPage = async (categoryId?: number) =>
      (
        await client.query<{ id: number }>(
          `select id from questions where status = 'pending' ${categoryId ? "and category_id = $1" : ""}
           order by id desc offset 50 limit 1`,
          categoryId ? [categoryId] : [],
        )
      ).rows;
    const pending = (
      await client.query<{ id: number }>("select id from questions where status = 'pending' order by id")
    ).rows.map((r) => r.id);
    if (pending.length < CLAIM_POOL + RACE_QUESTIONS) throw new Error(`only ${pending.length} pending questions`);
    return {
      readerId,
      queueAttorneyId,
      detailQuestionId: detail.rows[0].id,
      deepAfterAll: onlyRow(await lastFullPage(), "last full page").id,
      deepAfterCategory: onlyRow(await lastFullPage(QUEUE_CATEGORY), "last full page of a category").id,
      claimPool: pending.slice(0, CLAIM_POOL),
      raceQuestionIds: pending.slice(-RACE_QUESTIONS),
    };
  } finally {
    await client.end();
  }
}
