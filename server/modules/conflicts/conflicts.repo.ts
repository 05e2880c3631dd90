import { asc, eq, sql } from "drizzle-orm";
import { attorneyConflicts } from "@shared/schema";
import type { Db } from "../../db";
import { statusInText } from "../../db/status";
import { AWAITING_ANSWER } from "@shared/question-life";

// docs/decisions/018. Matching compares conflict_key() forms (migration 0005: unaccented, lower case, words
// sorted, "L.L.C." as "llc") by trigram similarity; `%` lets the GIN indexes find the candidates, and the
// similarity floor decides.
const SIMILARITY = 0.6;

// Asking a question with parties and saving a conflict list each work out flags against the other side's
// committed rows, so neither may miss the other when both happen at once (docs/decisions/027). An ask holds this
// lock shared while it works out its flags; a save commits its names first, then passes the lock exclusively once
// (a barrier that waits only for the asks already in flight, a few milliseconds), then works out its flags with
// no global lock. Asks never wait for each other, nor for the matching of a long list.
const CONFLICT_LOCK = 0x0c0_f11c7;
// Saves of one attorney's list take turns (its own lock, keyed by the attorney), so the last one's flags win.
const listLock = (userId: string) => sql`pg_advisory_xact_lock(${CONFLICT_LOCK}, hashtext(${userId}))`;

// `%` finds candidates at pg_trgm's threshold (0.3 by default); raising it to the floor for this transaction lets
// the GIN index return only real matches instead of every name that shares a few letters.
const matchAtFloor = (db: Db) =>
  db.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY)}, true)`);

/**
 * Stores a new question's parties' keys and flags every attorney whose list matches one. Call in the
 * transaction that inserts the question.
 */
export async function recordParties(db: Db, questionId: number, parties: readonly string[]): Promise<void> {
  if (parties.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock_shared(${CONFLICT_LOCK})`);
  await matchAtFloor(db);
  await db.execute(sql`
    insert into question_parties (question_id, position, key)
    select ${questionId}, p.ord, conflict_key(p.name)
    from jsonb_array_elements_text(${JSON.stringify(parties)}::jsonb) with ordinality as p(name, ord)
    where conflict_key(p.name) <> ''`);
  await db.execute(sql`
    insert into conflict_flags (user_id, question_id)
    select distinct c.user_id, qp.question_id
    from question_parties qp
    join attorney_conflicts c on c.key % qp.key and similarity(c.key, qp.key) >= ${SIMILARITY}
    where qp.question_id = ${questionId}
    on conflict do nothing`);
}

/** This attorney's list, in the order they wrote it. */
export const listConflicts = async (db: Db, userId: string): Promise<string[]> =>
  (
    await db
      .select({ name: attorneyConflicts.name })
      .from(attorneyConflicts)
      .where(eq(attorneyConflicts.userId, userId))
      .orderBy(asc(attorneyConflicts.position))
  ).map((r) => r.name);

/** Replaces this attorney's list (the first of a save's two transactions). */
export async function replaceConflicts(db: Db, userId: string, names: readonly string[]): Promise<void> {
  await db.execute(sql`select ${listLock(userId)}`);
  await db.delete(attorneyConflicts).where(eq(attorneyConflicts.userId, userId));
  await db.execute(sql`
    insert into attorney_conflicts (user_id, position, name, key)
    select ${userId}, p.ord, p.name, conflict_key(p.name)
    from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as p(name, ord)`);
}

/**
 * Waits until every ask that may have worked out its flags without this attorney's new list has committed. Call
 * after the list is committed and outside any transaction that should stay short: it takes the asks' lock
 * exclusively and lets it go at once.
 */
export async function waitForAsksInFlight(db: Db): Promise<void> {
  // One statement, so the unlock runs on the session that locked; the subquery (volatile, never flattened) runs first.
  await db.execute(
    sql`select pg_advisory_unlock(${CONFLICT_LOCK}) from (select pg_advisory_lock(${CONFLICT_LOCK})) as barrier`,
  );
}

/**
 * Works this attorney's flags out again from their committed list against every open question's parties (the
 * second transaction of a save, after waitForAsksInFlight).
 */
export async function reflagConflicts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select ${listLock(userId)}`);
  await matchAtFloor(db);
  await db.execute(sql`delete from conflict_flags where user_id = ${userId}`);
  await db.execute(sql`
    insert into conflict_flags (user_id, question_id)
    select distinct ${userId}::uuid, qp.question_id
    from attorney_conflicts c
    join question_parties qp on qp.key % c.key and similarity(qp.key, c.key) >= ${SIMILARITY}
    join questions q on q.id = qp.question_id and ${sql.raw(statusInText("q.status", AWAITING_ANSWER))}
    where c.user_id = ${userId} and c.key <> ''
    on conflict do nothing`);
}
