import { sql, type SQL } from "drizzle-orm";
import type { HelpfulAnswer } from "@shared/schema";
import type { Language } from "@shared/languages";
import type { ExpectationDto, OutcomeRowDto, OutcomesDto } from "@shared/api/types";
import type { OutcomeGroup } from "@shared/validators";
import type { Db } from "../../db";

// The outcome figures (docs/decisions/029). Outcome rows are written by the trigger of migration 0013 in the
// statement of each move; the one thing the app writes itself is the asker's "Did this answer help?".

/**
 * Stores the asker's answer on the question's outcome row, once: a value already there stays. Call in the
 * transaction that closes the question.
 */
export async function recordHelpful(db: Db, questionId: number, helpful: HelpfulAnswer): Promise<void> {
  await db.execute(
    sql`update question_outcomes set helpful = coalesce(helpful, ${helpful}) where question_id = ${questionId}`,
  );
}

export interface OutcomeFilter {
  /** Asking days, both included, as YYYY-MM-DD. */
  from: string;
  to: string;
  state?: string | undefined;
  categoryId?: number | undefined;
}

const SECONDS_72H = 72 * 60 * 60;

/** Approved attorneys with a proven address (policies.ts isApprovedAttorney), as a subquery of attorney ids. */
const APPROVED = sql`(select a.id from attorneys a join users u on u.id = a.user_id
  where a.is_approved and u.email_verified)`;

/**
 * How many approved attorneys may answer questions about `state` (SQL text or null): with a verified license there
 * (server/auth/visibility.ts); a question with no state is open to all of them. With a `language`, only those who
 * read it, as the visibility rule routes a question by its language (docs/decisions/036).
 */
const volunteersFor = (state: SQL, language: SQL = sql`null`) => sql`(select count(*)::int from ${APPROVED} p
  where (${state}::text is null or exists (select 1 from attorney_licenses l
    where l.attorney_id = p.id and l.status = 'verified' and l.state = ${state}::text))
    and (${language}::text is null
      or exists (select 1 from attorneys a where a.id = p.id and ${language}::text = any(a.languages))))`;

/**
 * The same count for every state at once: one row per state that has a volunteer, so a statement by state counts
 * them once, not once per state (docs/performance.md).
 */
const VOLUNTEERS_BY_STATE = sql`(select l.state, count(distinct l.attorney_id)::int as n from attorney_licenses l
  where l.status = 'verified' and l.attorney_id in ${APPROVED} group by l.state)`;

// Weeks and months are grouped by their first day and written as text once per row: formatting every outcome row's
// key and sorting by text cost the statement about as much again (docs/performance.md).
const KEY: Record<OutcomeGroup, SQL> = {
  week: sql`date_trunc('week', o.asked_on::timestamp)`,
  month: sql`date_trunc('month', o.asked_on::timestamp)`,
  state: sql`o.state`,
  category: sql`o.category_id::text`,
};

// Every week or month of the period has its row, empty ones too, so a chart shows the gaps.
const PERIODS: Partial<Record<OutcomeGroup, (f: OutcomeFilter) => SQL>> = {
  week: (f) => sql`select d as key, to_char(d, 'YYYY-MM-DD') as label from generate_series(
    date_trunc('week', ${f.from}::date::timestamp), date_trunc('week', ${f.to}::date::timestamp), interval '1 week') d`,
  month: (f) => sql`select d as key, to_char(d, 'YYYY-MM') as label from generate_series(
    date_trunc('month', ${f.from}::date::timestamp), date_trunc('month', ${f.to}::date::timestamp), interval '1 month') d`,
};

const ORDER: Record<OutcomeGroup, SQL> = {
  week: sql`key`,
  month: sql`key`,
  state: sql`key nulls last`,
  category: sql`key::int nulls last`,
};

const where = (f: OutcomeFilter) => sql`o.asked_on between ${f.from}::date and ${f.to}::date
  and (${f.state ?? null}::text is null or o.state = ${f.state ?? null}::text)
  and (${f.categoryId ?? null}::int is null or o.category_id = ${f.categoryId ?? null}::int)`;

const hours = (seconds: SQL) => sql`round((${seconds} / 3600.0)::numeric, 2)::float8`;
const ratio = (part: SQL, whole: SQL) => sql`round((${part})::numeric / nullif(${whole}, 0), 4)::float8`;

/**
 * One row per group over the outcome rows asked in the period, in one statement: the counts, the shares over the
 * finished questions (answered, expired, withdrawn or closed; a closed question was answered first, so it counts
 * as answered), and the medians and 90th percentile worked out by Postgres (percentile_cont, which skips nulls).
 */
export async function outcomeRows(db: Db, by: OutcomeGroup, f: OutcomeFilter): Promise<OutcomeRowDto[]> {
  const periods = PERIODS[by];
  // A state filter narrows every row to that state's volunteers; otherwise only a row of one state does. By state,
  // each row takes its state's count from VOLUNTEERS_BY_STATE and the row of no state the count of all of them, each
  // worked out once for the statement.
  const perState = by === "state" && !f.state;
  const volunteers = perState
    ? sql`case when g.key is null then ${volunteersFor(sql`null`)} else coalesce(v.n, 0) end`
    : volunteersFor(f.state ? sql`${f.state}` : sql`null`);
  const finished = sql`count(*) filter (where o.outcome <> 'open')`;
  const answered = sql`count(*) filter (where o.outcome in ('answered', 'closed'))`;
  const result = await db.execute<OutcomeRowDto>(sql`
    with g as (
      select ${KEY[by]} as key,
        count(*)::int as asked,
        count(*) filter (where o.outcome = 'answered')::int as answered,
        count(*) filter (where o.outcome = 'expired')::int as expired,
        count(*) filter (where o.outcome = 'withdrawn')::int as withdrawn,
        count(*) filter (where o.outcome = 'closed')::int as closed,
        count(*) filter (where o.outcome = 'open')::int as open,
        ${ratio(answered, finished)} as "answeredShare",
        ${hours(sql`percentile_cont(0.5) within group (order by o.first_claim_seconds)`)} as "medianHoursToClaim",
        ${hours(sql`percentile_cont(0.5) within group (order by o.answer_seconds)`)} as "medianHoursToAnswer",
        ${hours(sql`percentile_cont(0.9) within group (order by o.answer_seconds)`)} as "p90HoursToAnswer",
        ${ratio(
          sql`count(*) filter (where o.outcome in ('answered', 'closed') and o.answer_seconds <= ${SECONDS_72H})`,
          finished,
        )} as "answeredWithin72hShare",
        ${ratio(sql`count(*) filter (where o.helpful = 'yes')`, sql`count(o.helpful)`)} as "helpfulShare"
      from question_outcomes o
      where ${where(f)}
      group by 1
    )
    select ${periods ? sql`k.label` : sql`g.key`} as key,
      coalesce(g.asked, 0) as asked, coalesce(g.answered, 0) as answered, coalesce(g.expired, 0) as expired,
      coalesce(g.withdrawn, 0) as withdrawn, coalesce(g.closed, 0) as closed, coalesce(g.open, 0) as open,
      g."answeredShare", g."medianHoursToClaim", g."medianHoursToAnswer", g."p90HoursToAnswer",
      g."answeredWithin72hShare", g."helpfulShare",
      ${volunteers} as volunteers
    from ${periods ? sql`(${periods(f)}) k left join g on g.key = k.key` : sql`g`}
    ${perState ? sql`left join ${VOLUNTEERS_BY_STATE} v on v.state = g.key` : sql``}
    order by ${ORDER[by]}`);
  return result.rows;
}

/**
 * The volunteers and the queue now, whatever the period: approved attorneys (who may answer the state's questions,
 * with a state filter), those of them who claimed or answered a question in the 30 days before `now` (the audit
 * log), questions asked in those 30 days per active one, and the questions waiting in the queue and how long.
 */
export async function volunteersAndBacklog(
  db: Db,
  f: Pick<OutcomeFilter, "state" | "categoryId">,
  now: Date,
): Promise<Pick<OutcomesDto, "volunteers" | "backlog">> {
  const state = f.state ?? null;
  const category = f.categoryId ?? null;
  const day = 24 * 60 * 60 * 1000;
  const since = new Date(now.getTime() - 30 * day).toISOString();
  const result = await db.execute<{
    approved: number;
    active: number;
    asked: number;
    pending: number;
    waiting10: number;
    waiting25: number;
  }>(sql`
    with reach as (
      select p.id, a.user_id from ${APPROVED} p join attorneys a on a.id = p.id
      where ${state}::text is null or exists (select 1 from attorney_licenses l
        where l.attorney_id = p.id and l.status = 'verified' and l.state = ${state}::text)
    )
    select
      (select count(*)::int from reach) as approved,
      (select count(*)::int from reach r where exists (select 1 from audit_events e
        where e.actor_id = r.user_id and e.action in ('question.claimed', 'question.answered')
          and e.at > ${since}::timestamptz)) as active,
      (select count(*)::int from question_outcomes o
        where o.asked_on > (${since}::timestamptz at time zone 'UTC')::date
          and (${state}::text is null or o.state = ${state}::text)
          and (${category}::int is null or o.category_id = ${category}::int)) as asked,
      q.pending, q.waiting10, q.waiting25
    from (
      select count(*)::int as pending,
        count(*) filter (where created_at <= ${new Date(now.getTime() - 10 * day).toISOString()}::timestamptz)::int
          as waiting10,
        count(*) filter (where created_at <= ${new Date(now.getTime() - 25 * day).toISOString()}::timestamptz)::int
          as waiting25
      from questions
      where status = 'pending'
        and (${state}::text is null or state = ${state}::text)
        and (${category}::int is null or category_id = ${category}::int)
    ) q`);
  const r = result.rows[0]!;
  return {
    volunteers: {
      approved: r.approved,
      activeLast30Days: r.active,
      questionsPerActiveVolunteer: r.active === 0 ? null : Math.round((r.asked / r.active) * 100) / 100,
    },
    backlog: { pending: r.pending, waiting10Days: r.waiting10, waiting25Days: r.waiting25 },
  };
}

export const categoryExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.execute(sql`select 1 from categories where id = ${id}`)).rows.length > 0;

/** Below this many questions in the sample, the expectation gives no figures (docs/decisions/029). */
export const EXPECTATION_MIN_SAMPLE = 20;

/**
 * What an asker may expect in a state: the questions about it asked between `from` and `to` (days, both included),
 * the share of them that got an answer and the median days to it, and the volunteers who may answer there now.
 */
export async function expectation(
  db: Db,
  state: string,
  from: string,
  to: string,
  language?: Language,
): Promise<Omit<ExpectationDto, "resources">> {
  const inLanguage = language ?? null;
  const result = await db.execute<{ sample: number; answeredShare: number | null; medianDays: number | null }>(sql`
    select count(*)::int as sample,
      round(count(*) filter (where o.outcome in ('answered', 'closed'))::numeric / nullif(count(*), 0), 4)::float8
        as "answeredShare",
      round((percentile_cont(0.5) within group (order by o.answer_seconds) / 86400.0)::numeric, 1)::float8
        as "medianDays"
    from question_outcomes o
    where o.state = ${state} and o.asked_on between ${from}::date and ${to}::date
      and (${inLanguage}::text is null or o.language = ${inLanguage}::text)`);
  const volunteers = await db.execute<{ n: number }>(
    sql`select ${volunteersFor(sql`${state}`, sql`${inLanguage}`)} as n`,
  );
  const r = result.rows[0]!;
  const enough = r.sample >= EXPECTATION_MIN_SAMPLE;
  return {
    state,
    sample: r.sample,
    answeredShare: enough ? r.answeredShare : null,
    medianDaysToAnswer: enough ? r.medianDays : null,
    volunteers: volunteers.rows[0]!.n,
  };
}
