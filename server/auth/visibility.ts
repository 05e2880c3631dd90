// Which questions an approved attorney reaches: the one rule, as SQL, shared by every statement that needs it (the
// queue, the claim, the detail, the data export's conflict flags, the explanation of a refused call). The people
// who always see a question (its asker, its claiming attorney, admins) are in policies.ts; this is the rest.
// docs/decisions/019-release.md and 027-one-visibility-rule.md say why a given-back question is out of reach.
import { sql, type SQL } from "drizzle-orm";
import { movableFrom } from "@shared/question-life";
import { asSqlText } from "../db/json";
import { statusIn } from "../db/status";

/** The attorney's verified states, as an SQL array worked out once per statement for a given attorney. */
const verifiedStatesOf = (attorney: SQL): SQL =>
  sql`array(select l.state from attorney_licenses l
    join attorneys a on a.id = l.attorney_id where a.user_id = ${attorney} and l.status = 'verified')`;

/** A question about this state (an SQL expression; null: no state given) is in the attorney's states. */
const stateInReach = (state: SQL, attorney: SQL): SQL =>
  sql`(${state} is null or ${state} = any(${verifiedStatesOf(attorney)}))`;

/** The attorney's languages (docs/decisions/036), worked out once per statement for a given attorney. */
const languagesOf = (attorney: SQL): SQL =>
  sql`coalesce((select a.languages from attorneys a where a.user_id = ${attorney}), '{}')`;

/**
 * What the question is (the row `row`: a question, or a row of a pool of them, with `state` and `language`) fits
 * the attorney: about one of their verified states or no state, and in one of their languages.
 */
const fits = (row: string, attorney: SQL): SQL =>
  sql`(${stateInReach(sql.raw(`${row}.state`), attorney)} and ${sql.raw(`${row}.language`)} = any(${languagesOf(attorney)}))`;

/** The question (by id) is one whose claim this attorney gave back or an admin took from them. */
const givenBack = (questionId: SQL, attorney: SQL): SQL =>
  sql`exists (select 1 from question_releases r where r.question_id = ${questionId} and r.user_id = ${attorney}
    and not r.hold_ran_out)`;

/**
 * The question row `q` (a table name or alias) is within this attorney's reach whatever its status: not their own,
 * in one of their verified states or with no state, in one of their languages, and not one whose claim they gave back or an admin took from
 * them (a hold that ran out hides nothing). `attorney` is the attorney's user id as SQL: a bound value, a
 * placeholder, or a raw `$1` in a hand-written statement.
 */
export function inReachOf(q: string, attorney: SQL): SQL {
  const t = sql.raw(q);
  return sql`(${t}.user_id <> ${attorney}
  and ${fits(q, attorney)}
  and not ${givenBack(sql`${t}.id`, attorney)})`;
}

/** The question row `q` is in a status a claim starts from (shared/question-life.ts). */
const claimable = (q: string): SQL => statusIn(sql.raw(`${q}.status`), movableFrom("claim"));

/**
 * The question is in this attorney's queue: in a status a claim starts from (shared/question-life.ts) and within
 * reach. They may read it (as the queue shows it) and claim it.
 */
export const openTo = (q: string, attorney: SQL): SQL => sql`(${claimable(q)} and ${inReachOf(q, attorney)})`;

/** A rule as plain SQL text for a hand-written statement, with the attorney's id given as that statement's `$n`. */
export const asText = (rule: (q: string, attorney: SQL) => SQL, q: string, attorneyParam: string): string =>
  asSqlText(rule(q, sql.raw(attorneyParam)));

/**
 * The questions in a status a claim starts from, counted once for every attorney: a row per (state, language,
 * category_id, soon) with their number `n`, `soon` being `soonOf` of the question. The pool `openCountsFor` reads, as
 * the body of a statement's `with … as materialized (…)`.
 */
export const claimablePool = (soonOf: (q: string) => SQL): SQL =>
  sql`select q.state, q.language, q.category_id, ${soonOf("q")} as soon, count(*)::int as n
  from questions q where ${claimable("q")} group by 1, 2, 3, 4`;

/**
 * How many questions of each state are open to one attorney, in the form that scales to many attorneys (the
 * notices, docs/decisions/030): `openTo` counted question by question walks every question with no state once per
 * attorney. This form reads `pool` (the name of a `claimablePool` counted once for everyone), keeps its rows in the
 * attorney's states and languages, and takes away the questions of those that `openTo` leaves out for this attorney (their
 * own, and those they gave back), found from the attorney's side by index. `only(row)` narrows by category and must
 * say the same of a pool row as of a question row; `soonOf` is the pool's. A row per state: `state`, `waiting` (all
 * of them) and `soon` (those `soonOf` holds for). visibility-counts.test.ts proves it equal to counting `openTo`.
 */
export function openCountsFor(
  attorney: SQL,
  pool: string,
  only: (row: string) => SQL,
  soonOf: (q: string) => SQL,
): SQL {
  const withheld = sql`${claimable("q")} and ${fits("q", attorney)} and ${only("q")}`;
  return sql`select s.state, sum(s.n)::int as waiting, coalesce(sum(s.n) filter (where s.soon), 0)::int as soon from (
    select p.state, p.soon, p.n from ${sql.raw(pool)} p where ${fits("p", attorney)} and ${only("p")}
    union all
    select q.state, ${soonOf("q")}, -1 from questions q where q.user_id = ${attorney} and ${withheld}
    union all
    select q.state, ${soonOf("q")}, -1 from questions q
    where q.id in (select r.question_id from question_releases r where r.user_id = ${attorney})
      and q.user_id <> ${attorney} and ${givenBack(sql`q.id`, attorney)} and ${withheld}
  ) s group by s.state`;
}
