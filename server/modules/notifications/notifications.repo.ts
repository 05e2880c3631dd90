import { eq, inArray, sql } from "drizzle-orm";
import type pg from "pg";
import { attorneys, categories, type Language, type NotifyFrequency } from "@shared/schema";
import type { Db } from "../../db";
import { claimablePool, openCountsFor, openTo, asText } from "../../auth/visibility";
import { asSqlText } from "../../db/json";
import { statusInText } from "../../db/status";
import { movableFrom } from "@shared/question-life";

export interface NotifySettings {
  frequency: NotifyFrequency;
  categoryIds: number[];
  lastSentAt: Date | null;
}

const settingsColumns = {
  frequency: attorneys.notifyFrequency,
  categoryIds: attorneys.notifyCategoryIds,
  lastSentAt: attorneys.notifyLastSentAt,
};

export const findSettings = async (db: Db, attorneyId: number): Promise<NotifySettings | undefined> =>
  (await db.select(settingsColumns).from(attorneys).where(eq(attorneys.id, attorneyId)))[0];

export const updateSettings = async (
  db: Db,
  attorneyId: number,
  input: { frequency: NotifyFrequency; categoryIds: number[] },
): Promise<NotifySettings | undefined> =>
  (
    await db
      .update(attorneys)
      .set({ notifyFrequency: input.frequency, notifyCategoryIds: input.categoryIds })
      .where(eq(attorneys.id, attorneyId))
      .returning(settingsColumns)
  )[0];

/** Which of these category ids exist. */
export const existingCategoryIds = async (db: Db, ids: readonly number[]): Promise<Set<number>> =>
  ids.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: categories.id })
            .from(categories)
            .where(inArray(categories.id, [...ids]))
        ).map((r) => r.id),
      );

/** The one-click unsubscribe: notices off; idempotent. */
export const turnNoticesOff = async (db: Db, attorneyId: number): Promise<void> => {
  await db.update(attorneys).set({ notifyFrequency: "off" }).where(eq(attorneys.id, attorneyId));
};

/** One state's counts for one attorney's notice (`state` null: no state given). */
export interface DueNotice {
  attorneyId: number;
  email: string;
  /** The account's language (docs/decisions/039), read in the statement that decides the notice. */
  locale: Language;
  states: { state: string | null; fresh: number; waiting: number; soon: number }[];
}

export interface DueNoticesParams {
  now: Date;
  /** An `instant` attorney is due when their last notice was on or before this (NOTIFY_MIN_GAP_MINUTES ago). */
  instantCutoff: Date;
  /** `daily`/`weekly`: due when their period began on or before this. */
  dailyCutoff: Date;
  weeklyCutoff: Date;
  /** The last day that counts as a near deadline (the queue's, 14 days). */
  soonCutoff: string;
  /** Attorneys after this id only (a keyset walk over chunks). */
  afterId: number;
  limit: number;
}

// The attorney's categories, when they chose some (`d` is the attorney's row in the statement below).
const inCategories = (row: string) => sql.raw(`(cardinality(d.cats) = 0 or ${row}.category_id = any(d.cats))`);
// A deadline within the queue's 14 days ($5, the last such day).
const soonOf = (q: string) => sql.raw(`coalesce(${q}.deadline <= $5::date, false)`);

// A period begins at the later of the last notice and the approval (notify_period_start, docs/decisions/030).
const SINCE = "greatest(att.notify_last_sent_at, att.notify_period_start)";

/**
 * docs/decisions/030: one statement, in the caller's transaction, for a chunk of attorneys (by id after $6, $7 at
 * most) whose period is due at $1: it counts, by state, the questions each may claim (the queue's one rule,
 * auth/visibility.ts, with the attorney's categories), marks as noticed at $1 those with at least one new since
 * their period began, and returns them with their counts. New means asked after the period began and by $1, the moment
 * the notice is marked: a question asked while the run was under way is new at the next notice, not at both. The attorneys' rows are taken FOR UPDATE SKIP LOCKED, so
 * two runs at once never count the same attorney, and a run whose transaction rolls back (the mail could not be
 * queued) marks nobody. A period with nothing new stays open: the attorney is due again at the next run.
 * Attorneys are skipped cheaply when no claimable question at all arrived since their period began.
 */
export const DUE_NOTICES_SQL = `
with newest as (
  select max(created_at) as at from questions q where ${statusInText("q.status", movableFrom("claim"))}
), due as (
  select att.id, att.user_id, u.email, u.locale, ${SINCE} as since, att.notify_category_ids as cats
  from attorneys att join users u on u.id = att.user_id
  where att.id > $6 and att.is_approved and u.email_verified and att.notify_period_start is not null
    and case att.notify_frequency
      when 'instant' then att.notify_last_sent_at is null or att.notify_last_sent_at <= $2
      when 'daily' then ${SINCE} <= $3
      when 'weekly' then ${SINCE} <= $4
      else false end
    and ${SINCE} < (select at from newest)
  order by att.id
  limit $7
  for update of att skip locked
), pool as materialized (
  ${asSqlText(claimablePool(soonOf))}
), counts as (
  -- Per attorney (LATERAL): the attorney is then a parameter of the rule, so its list of verified states is worked out
  -- once per attorney (an InitPlan, as in the queue's own statement) instead of once per attorney and question. What
  -- waits is counted from the pool (auth/visibility.ts, openCountsFor); what is new, a few questions since the
  -- period began, by the rule itself.
  select d.id, c.state, c.fresh, c.waiting, c.soon
  from due d
  cross join lateral (
    select w.state, coalesce(f.fresh, 0) as fresh, w.waiting, w.soon
    from (${asSqlText(openCountsFor(sql.raw("d.user_id"), "pool", inCategories, soonOf))}) w
    left join (
      select q.state, count(*)::int as fresh from questions q
      where ${asText(openTo, "q", "d.user_id")} and ${asSqlText(inCategories("q"))} and q.created_at > d.since and q.created_at <= $1
      group by q.state
    ) f on f.state is not distinct from w.state
    where w.waiting > 0
  ) c
), noticed as (
  update attorneys att set notify_last_sent_at = $1
  from (select id from counts group by id having sum(fresh) > 0) c
  where att.id = c.id
  returning att.id
)
select
  (select count(*) from due)::int as taken,
  (select max(id) from due) as last,
  coalesce((
    select json_agg(json_build_object('attorneyId', n.id, 'email', d.email, 'locale', d.locale, 'states', (
      select json_agg(json_build_object('state', c.state, 'fresh', c.fresh, 'waiting', c.waiting, 'soon', c.soon)
        order by c.state nulls last)
      from counts c where c.id = n.id)) order by n.id)
    from noticed n join due d on d.id = n.id
  ), '[]') as notices`;

/** DUE_NOTICES_SQL on the caller's transaction: how many attorneys it took, the last one's id, and the notices. */
export async function takeDueNotices(
  client: Pick<pg.PoolClient, "query">,
  p: DueNoticesParams,
): Promise<{ taken: number; last: number | null; notices: DueNotice[] }> {
  // The planner's estimate for counting every attorney's queue is large enough to JIT-compile the statement, which
  // cost about a second on every run, quiet ones included; the work itself is index probes that JIT does not speed.
  await client.query("select set_config('jit', 'off', true)");
  const { rows } = await client.query<{ taken: number; last: number | null; notices: DueNotice[] }>(DUE_NOTICES_SQL, [
    p.now,
    p.instantCutoff,
    p.dailyCutoff,
    p.weeklyCutoff,
    p.soonCutoff,
    p.afterId,
    p.limit,
  ]);
  return rows[0] ?? { taken: 0, last: null, notices: [] };
}

/** How far ahead of the clock a mark must be to count as left by a clock that ran ahead, not by another run's tick. */
export const MARK_AHEAD_MS = 60 * 60 * 1000;

/**
 * A notice marked, or a period begun, more than MARK_AHEAD_MS after `now` can only come from a clock that ran ahead
 * and was set back; left there, it would hold that attorney's notices until the clock caught up. Each such mark is
 * brought back to `now`, so the period runs from the moment the clock was right again (docs/decisions/030); a mark
 * that was never made (no notice yet) stays empty. Marks a moment ahead are another process's tick, or an approval
 * made while this run started, and are left alone. Rows another run holds are left for the next.
 */
export async function bringBackMarksAfter(client: Pick<pg.PoolClient, "query">, now: Date): Promise<void> {
  const ahead = new Date(now.getTime() + MARK_AHEAD_MS);
  await client.query(
    `update attorneys att
     set notify_last_sent_at = case when att.notify_last_sent_at > $2 then $1 else att.notify_last_sent_at end,
       notify_period_start = case when att.notify_period_start > $2 then $1 else att.notify_period_start end
     where att.id in (
       select id from attorneys where notify_last_sent_at > $2 or notify_period_start > $2 for update skip locked
     )`,
    [now, ahead],
  );
}
