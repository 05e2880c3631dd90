import { paths, questionPath } from "@shared/paths";
import { FINISHED, MOVES, movableFrom } from "@shared/question-life";
import type { AppContext } from "../../context";
import { withTransaction, type Tx } from "../../db";
import type { Language } from "@shared/languages";
import { asSqlText, isoTimestamp, rawColumn } from "../../db/json";
import { statusInText } from "../../db/status";
import type { MailMessage } from "../mail/mailer";
import {
  claimHoldEndedMail,
  claimHoldReminderMail,
  conversationClosedMail,
  questionExpiredMail,
} from "../mail/templates";

type Ctx = Pick<AppContext, "database" | "mailer" | "config" | "clock">;

/**
 * The timed changes of a question's life (docs/decisions/020). Each sweep is a walk over what is due, in
 * chunks; each chunk is one statement in one transaction, together with the e-mails it sends:
 * - it takes the due rows with FOR UPDATE SKIP LOCKED, and its WHERE names the status it changes from. A claim,
 *   an answer, a release or a withdrawal holding the row either commits first (the row no longer matches) or
 *   waits for the sweep and then finds the status changed: the two take turns and exactly one wins;
 * - it is idempotent: what it changes is no longer due, so a second run (or a second process) finds nothing;
 * - it holds a transaction-level advisory lock for its kind, so one process sweeps a kind at a time; another
 *   that comes at the same moment leaves the work to it.
 * Times are the injectable clock's, passed as parameters (never SQL's now()), so tests move time.
 */
export const SWEEPS = ["holdReminders", "holdReleases", "expiries", "autoCloses"] as const;
/** The retention purge (docs/decisions/022) runs once a day (runDailySweeps), not every interval. */
export type SweepName = (typeof SWEEPS)[number] | "purges";

/** Rows per transaction: small enough that a claim beside a sweep never waits long for a lock. */
const CHUNK = 500;
/** Between chunks of a long sweep, room for the requests beside it (10,000 due rows: 19 pauses). */
const CHUNK_PAUSE_MS = 20;
// pg_try_advisory_xact_lock(SWEEP_LOCK, n): one lock per kind of sweep.
const SWEEP_LOCK = 7_421_338;
/** The advisory lock's two keys for one kind of sweep, held by whichever process is running a chunk of it. */
export const sweepLockKeys = (name: SweepName): [number, number] => [
  SWEEP_LOCK,
  name === "purges" ? SWEEPS.length : SWEEPS.indexOf(name),
];

interface Chunk {
  sql: string;
  /** The statement's parameters; `limit` is the chunk size. */
  params(now: Date, ctx: Ctx, limit: number): unknown[];
  /** Only for rows with someone to tell, in their language as the statement read it (docs/decisions/039). */
  mail(row: Told, ctx: Ctx, now: Date): MailMessage;
}

const HOUR_MS = 60 * 60 * 1000;
// Each change's audit entry (docs/decisions/022), made by the service itself (no actor), at $at, for the rows
// of the CTE `from` (columns id and user_id).
const audited = (action: string, from: string, at: string) => `audited as (
    insert into audit_events (action, at, actor_id, question_id, subject_user_id)
    select '${action}', ${at}, null, id, user_id from ${from}
  )`;

// One changed question; email and locale are null when its person's account is gone (nobody to tell).
type Row = { id: string; email: string | null; locale: Language | null; expiresAt?: string };
type Told = Row & { email: string; locale: Language };

/**
 * A question's end that its asker is told of: questions the move starts from (shared/question-life.ts) whose `since`
 * column is on or before $1 take its end status, at $3 ($2 rows at most). Returns each question's id and its
 * asker's address and language.
 */
const askerQuestionEnds = (move: "expire" | "autoClose", since: "created_at" | "last_activity_at") => `
  with due as (
    select id from questions
    where ${statusInText("status", movableFrom(move))} and ${since} <= $1
    order by ${since} limit $2
    for update skip locked
  ), ended as (
    update questions q set status = '${MOVES[move].to}', closed_at = $3, updated_at = $3
    from due where q.id = due.id
    returning q.id, q.user_id
  ), ${audited(`question.${MOVES[move].to}`, "ended", "$3")}
  select e.id::text as id, u.email, u.locale from ended e left join users u on u.id = e.user_id`;

const chunks: Record<SweepName, Chunk> = {
  // At two thirds of the hold, once per claim. A hold already over is left to holdReleases.
  holdReminders: {
    sql: `with due as (
        select id from questions
        where ${statusInText("status", movableFrom("holdRunsOut"))} and claim_reminded_at is null
          and claim_expires_at > $1 and claim_expires_at <= $2
        order by claim_expires_at limit $3
        for update skip locked
      ), reminded as (
        update questions q set claim_reminded_at = $1, updated_at = $1 from due where q.id = due.id
        returning q.id, q.claimed_by, q.claim_expires_at
      )
      select r.id::text as id, u.email, u.locale, ${asSqlText(isoTimestamp(rawColumn("r.claim_expires_at")))} as "expiresAt"
      from reminded r left join users u on u.id = r.claimed_by`,
    params: (now, ctx, limit) => [now, new Date(now.getTime() + ctx.config.life.claimHoldMs / 3), limit],
    mail: (row, ctx, now) =>
      claimHoldReminderMail(
        row,
        `${ctx.config.appOrigin}${paths.claimedQuestions}`,
        Math.max(1, Math.round((Date.parse(row.expiresAt ?? "") - now.getTime()) / HOUR_MS)),
      ),
  },
  // The hold ran out: pending again at its old place, recorded as a release that does not hide it from the
  // attorney's queue (they may claim it again).
  holdReleases: {
    sql: `with due as (
        select id, claimed_by from questions
        where ${statusInText("status", movableFrom("holdRunsOut"))} and claim_expires_at <= $1
        order by claim_expires_at limit $2
        for update skip locked
      ), released as (
        update questions q
        set status = '${MOVES.holdRunsOut.to}', claimed_by = null, claimed_at = null, claim_expires_at = null,
          claim_reminded_at = null, updated_at = $1
        from due where q.id = due.id
        returning q.id, q.user_id, due.claimed_by
      ), ${audited("question.released", "released", "$1")}, recorded as (
        insert into question_releases (question_id, user_id, by_admin, hold_ran_out, released_at)
        select id, claimed_by, false, true, $1 from released where claimed_by is not null
      )
      select r.id::text as id, u.email, u.locale from released r left join users u on u.id = r.claimed_by`,
    params: (now, _ctx, limit) => [now, limit],
    mail: (row, ctx) => claimHoldEndedMail(row, `${ctx.config.appOrigin}${paths.claimedQuestions}`),
  },
  // Nobody answered in time: expired, and the asker is pointed to legal aid.
  expiries: {
    sql: askerQuestionEnds("expire", "created_at"),
    params: (now, ctx, limit) => [new Date(now.getTime() - ctx.config.life.unansweredMs), limit, now],
    mail: (row, ctx) => questionExpiredMail(row, `${ctx.config.appOrigin}${questionPath(row.id)}`),
  },
  // An answered conversation quiet for AUTO_CLOSE_DAYS closes by itself.
  autoCloses: {
    sql: askerQuestionEnds("autoClose", "last_activity_at"),
    params: (now, ctx, limit) => [new Date(now.getTime() - ctx.config.life.autoCloseMs), limit, now],
    mail: (row, ctx) => conversationClosedMail(row, `${ctx.config.appOrigin}${questionPath(row.id)}`),
  },
  // Retention (docs/decisions/022): a question finished RETENTION_DAYS ago is deleted with its answer,
  // follow-ups and everything else about it (foreign keys cascade); only its audit entries (ids, no content)
  // remain. Nobody is told: there is nothing left to link to.
  // Two walks, each in the order of its own index (questions_finished_idx, questions_answered_activity_idx), the
  // second taking only what the first left of the chunk: one condition with an OR and no order was planned as a
  // scan of the whole table for every chunk, so a purge of 100,000 took longer than its budget with a million
  // questions (docs/performance.md, "Timed sweeps").
  purges: {
    sql: `with finished as (
        select id from questions
        where ${statusInText("status", FINISHED)} and closed_at <= $1
        order by closed_at limit $2
        for update skip locked
      ), quiet as (
        select id from questions
        where ${statusInText("status", movableFrom("close"))} and last_activity_at <= $1
        order by last_activity_at limit $2 - (select count(*) from finished)
        for update skip locked
      ), purged as (
        delete from questions q
        where q.id in (select id from finished union all select id from quiet)
        returning q.id, q.user_id
      ), ${audited("question.purged", "purged", "$3")}
      select id::text as id, null as email, null as locale from purged`,
    params: (now, ctx, limit) => [new Date(now.getTime() - ctx.config.life.retentionMs), limit, now],
    mail: () => {
      throw new Error("the purge sends no mail");
    },
  },
};

/** One chunk's statement and its parameters (the purge's test explains it). */
export const sweepChunkStatement = (ctx: Ctx, name: SweepName, now: Date): { sql: string; params: unknown[] } => ({
  sql: chunks[name].sql,
  params: chunks[name].params(now, ctx, CHUNK),
});

async function sweepChunk(ctx: Ctx, name: SweepName, now: Date): Promise<number | "busy"> {
  return withTransaction(ctx.database, async (tx: Tx) => {
    // With the lock, for this transaction only, Postgres's own plan caching: the app's connections plan every
    // statement with its values (plan_cache_mode, server/db/index.ts), and that includes the foreign-key checks and
    // cascades Postgres runs for each row a chunk inserts or deletes, which then made up half of a chunk's time.
    const lock = await tx.client.query<{ got: boolean }>(
      "select pg_try_advisory_xact_lock($1, $2) as got, set_config('plan_cache_mode', 'auto', true)",
      sweepLockKeys(name),
    );
    if (!lock.rows[0]?.got) return "busy";
    const chunk = chunks[name];
    const statement = sweepChunkStatement(ctx, name, now);
    const { rows } = await tx.client.query<Row>(statement.sql, statement.params);
    await ctx.mailer.sendMany(
      rows
        .filter((row): row is Told => row.email !== null && row.locale !== null)
        .map((row) => chunk.mail(row, ctx, now)),
      tx,
    );
    return rows.length;
  });
}

/**
 * Runs one sweep until nothing it covers is due at `now` (by default the clock's). Returns how many questions it
 * changed; 0 when another process was sweeping the same kind at that moment.
 */
export async function runSweep(ctx: Ctx, name: SweepName, now: Date = ctx.clock.now()): Promise<number> {
  return (await sweepToTheEnd(ctx, name, now)).total;
}

/** runSweep, saying also whether it stopped because another process held the sweep (`busy`), not because it was done. */
async function sweepToTheEnd(ctx: Ctx, name: SweepName, now: Date): Promise<{ total: number; busy: boolean }> {
  let total = 0;
  for (;;) {
    const n = await sweepChunk(ctx, name, now);
    if (n === "busy") return { total, busy: true };
    total += n;
    if (n < CHUNK) return { total, busy: false };
    await new Promise((r) => setTimeout(r, CHUNK_PAUSE_MS));
  }
}

const DAY_MS = 24 * HOUR_MS;

/**
 * The once-a-day sweeps (the retention purge): each runs when the last day it finished (job_runs, by the clock's
 * UTC day) is before today, so across processes and restarts it runs about once a day; a run that fails, or that
 * found another process purging, is not marked: it is tried again at the next interval (the other process marks the
 * day when it finishes, and if it stopped part-way the rest is purged then, not a day later). A day marked more than
 * one after today means the clock ran ahead and was set back: the purge runs, and today is marked, rather than
 * waiting for that day (docs/decisions/022). Returns how many questions each changed (absent: not due).
 */
export async function runDailySweeps(
  ctx: Ctx,
  now: Date = ctx.clock.now(),
): Promise<Partial<Record<SweepName, number>>> {
  const today = Math.floor(now.getTime() / DAY_MS);
  const { rows } = await ctx.database.pool.query<{ slot: string }>("select slot from job_runs where name = 'purges'");
  // Today, or tomorrow by a process whose clock is a little ahead or that finished just after midnight: done.
  const marked = rows[0] ? Number(rows[0].slot) : undefined;
  if (marked === today || marked === today + 1) return {};
  const { total: purges, busy } = await sweepToTheEnd(ctx, "purges", now);
  if (busy) return { purges };
  await ctx.database.pool.query(
    `insert into job_runs (name, slot) values ('purges', $1)
     on conflict (name) do update set slot = case
       when job_runs.slot > excluded.slot + 1 then excluded.slot else greatest(job_runs.slot, excluded.slot) end`,
    [today],
  );
  return { purges };
}

/** Every sweep once, in an order where each sees the last one's result (a hold released before expiries). */
export async function runAllSweeps(
  ctx: Ctx,
  now: Date = ctx.clock.now(),
): Promise<Record<(typeof SWEEPS)[number], number>> {
  const out = {} as Record<(typeof SWEEPS)[number], number>;
  for (const name of SWEEPS) out[name] = await runSweep(ctx, name, now);
  return out;
}
