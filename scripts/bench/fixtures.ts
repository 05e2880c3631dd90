import pg from "pg";
import { ACCOUNTS, benchStatesOf, exporterEmail } from "./seed";
import { onlyRow } from "../../server/db/rows";

export const QUEUE_CATEGORY = 5;
/** One of the queue attorney's (attorney1's) verified states. */
export const QUEUE_STATE = benchStatesOf(1)[0]!;
const RACE_QUESTIONS = 50;
const CLAIM_POOL = 20_000;
/** At least the bench's connections (50). */
const EXPORTERS = 50;

export interface Fixtures {
  readerId: string;
  queueAttorneyId: string;
  /** The reader's answered question with the most follow-ups: the detail view's heaviest case. */
  detailQuestionId: number;
  /** `after` cursors of the last full page of the queue, for all categories and for QUEUE_CATEGORY. */
  deepAfterAll: number;
  deepAfterCategory: number;
  deepAfterState: number;
  /** Pending questions for the claim throughput run, oldest first (each claim takes the next). */
  claimPool: number[];
  /** Pending questions for the race, apart from the claim pool. */
  raceQuestionIds: number[];
  /** How many questions each exporting person asked (the export row's size), when all have as many. */
  exporterQuestions: string;
  /** An audit entry id halfway back through the log. */
  auditMiddle: number;
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
    // The queue's last full page, in its own order (docs/decisions/018: deadlines within 14 days first, soonest
    // first, then the rest oldest first) for the queue attorney's states (9.1).
    const lastFullPage = async (filter: string, params: unknown[]) =>
      (
        await client.query<{ id: number }>(
          `select id from questions
           where status = 'pending' and (state is null or state = any($1::text[])) ${filter}
           order by (deadline is not null and deadline <= current_date + 14) desc,
                    case when deadline <= current_date + 14 then deadline end, id
           offset greatest((select count(*) from questions where status = 'pending'
                            and (state is null or state = any($1::text[])) ${filter}) - 51, 0) limit 1`,
          [benchStatesOf(1), ...params],
        )
      ).rows;
    // The claim runs' questions: ones the claiming attorney (attorney2) may claim without a conflict to confirm
    // (a flagged one answers 409 until confirmed), oldest first.
    const pending = (
      await client.query<{ id: number }>(
        `select id from questions q where status = 'pending' and (state is null or state = any($1::text[]))
           and not exists (select 1 from conflict_flags f where f.question_id = q.id and f.user_id = $2)
         order by id`,
        [benchStatesOf(2), await id(ACCOUNTS.claimAttorney)],
      )
    ).rows.map((r) => r.id);
    if (pending.length < CLAIM_POOL + RACE_QUESTIONS) throw new Error(`only ${pending.length} pending questions`);
    return {
      readerId,
      queueAttorneyId,
      detailQuestionId: detail.rows[0].id,
      deepAfterAll: onlyRow(await lastFullPage("", []), "last full page").id,
      deepAfterCategory: onlyRow(await lastFullPage("and category_id = $2", [QUEUE_CATEGORY]), "last page, category")
        .id,
      deepAfterState: onlyRow(await lastFullPage("and state = $2", [QUEUE_STATE]), "last page, state").id,
      claimPool: pending.slice(0, CLAIM_POOL),
      exporterQuestions: (
        await client.query<{ n: string }>(
          `select distinct count(q.id)::text as n from users u left join questions q on q.user_id = u.id
           where u.email = any($1) group by u.id`,
          [Array.from({ length: EXPORTERS }, (_, n) => exporterEmail(n))],
        )
      ).rows
        .map((r) => r.n)
        .join(" or "),
      auditMiddle: Number(
        onlyRow(
          (await client.query<{ id: string }>("select (max(id) / 2)::text as id from audit_events")).rows,
          "audit",
        ).id,
      ),
      // Questions without a state, which every racing attorney may claim.
      raceQuestionIds: (
        await client.query<{ id: number }>(
          "select id from questions where status = 'pending' and state is null and id <> all($1::int[]) order by id desc limit $2",
          [pending.slice(0, CLAIM_POOL), RACE_QUESTIONS],
        )
      ).rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
}
