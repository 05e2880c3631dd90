// Which questions an approved attorney reaches: the one rule, as SQL, shared by every statement that needs it (the
// queue, the claim, the detail, the data export's conflict flags, the explanation of a refused call). The people
// who always see a question (its asker, its claiming attorney, admins) are in policies.ts; this is the rest.
// docs/decisions/019-release.md and 027-one-visibility-rule.md say why a given-back question is out of reach.
import { sql, type SQL } from "drizzle-orm";
import { movableFrom } from "@shared/question-life";
import { asSqlText } from "../db/json";
import { statusIn } from "../db/status";

/**
 * The question row `q` (a table name or alias) is within this attorney's reach whatever its status: not their own,
 * in one of their verified states or with no state, and not one whose claim they gave back or an admin took from
 * them (a hold that ran out hides nothing). `attorney` is the attorney's user id as SQL: a bound value, a
 * placeholder, or a raw `$1` in a hand-written statement.
 */
export function inReachOf(q: string, attorney: SQL): SQL {
  const t = sql.raw(q);
  return sql`(${t}.user_id <> ${attorney}
  and (${t}.state is null or ${t}.state = any(array(select l.state from attorney_licenses l
    join attorneys a on a.id = l.attorney_id where a.user_id = ${attorney} and l.status = 'verified')))
  and not exists (select 1 from question_releases r where r.question_id = ${t}.id and r.user_id = ${attorney}
    and not r.hold_ran_out))`;
}

/**
 * The question is in this attorney's queue: in a status a claim starts from (shared/question-life.ts) and within
 * reach. They may read it (as the queue shows it) and claim it.
 */
export const openTo = (q: string, attorney: SQL): SQL =>
  sql`(${statusIn(sql.raw(`${q}.status`), movableFrom("claim"))} and ${inReachOf(q, attorney)})`;

/** A rule as plain SQL text for a hand-written statement, with the attorney's id given as that statement's `$n`. */
export const asText = (rule: (q: string, attorney: SQL) => SQL, q: string, attorneyParam: string): string =>
  asSqlText(rule(q, sql.raw(attorneyParam)));
