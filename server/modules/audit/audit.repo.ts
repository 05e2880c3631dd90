import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import {
  AUDIT_ACTIONS,
  attorneys,
  auditEvents,
  users,
  type AuditAction,
  type AuditEvent,
  type NewAuditEvent,
} from "@shared/schema";
import type { AuditEventDto } from "@shared/api/types";
import type { AuditQuery } from "@shared/validators";
import type { Database, Db } from "../../db";
import { prepared } from "../../db/prepared";
import {
  jsonInteger,
  jsonIso,
  jsonString,
  jsonTextArray,
  jsonUuid,
  jsonWord,
  jsonWritten,
  type JsonText,
} from "../../db/json";
import { onlyRow } from "../../db/rows";

/** One thing to record: what, who did it (null: the service itself), about which question or person, when. */
export interface AuditEntry {
  action: AuditAction;
  at: Date;
  actorId?: string | null;
  questionId?: number | null;
  subjectUserId?: string | null;
}

const STAFF_NAME = sql`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`;

const toRow = (e: AuditEntry): NewAuditEvent => ({
  action: e.action,
  at: e.at,
  actorId: e.actorId ?? null,
  questionId: e.questionId ?? null,
  subjectUserId: e.subjectUserId ?? null,
});

/**
 * Appends entries in one statement; call it in the transaction of the change it records, so both commit or
 * neither does.
 */
export async function recordAudit(db: Db, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditEvents).values(entries.map(toRow));
}

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorId: auditEvents.actorId,
  action: auditEvents.action,
  questionId: auditEvents.questionId,
  subjectUserId: auditEvents.subjectUserId,
};

/** An entry as stored, for the person's own export (which names nobody else). */
export type AuditRow = Omit<AuditEventDto, "actor" | "subject">;

const toAuditRow = (r: AuditEvent): AuditRow => ({ ...r, at: r.at.toISOString() });

/**
 * An entry's person who is there as the asker of its question: its subject (every entry about a question names the
 * question's asker as its subject), and an actor who is that subject (a follow-up, a withdrawal, a close). Known from
 * the entry alone, so it holds after the question is purged.
 */
const ASKER_SUBJECT = sql`${auditEvents.questionId} is not null`;
// True or false, never null: an entry may have no subject, or no actor (the service).
const ASKER_ACTOR = sql`coalesce(${auditEvents.questionId} is not null and ${auditEvents.actorId} = ${auditEvents.subjectUserId}, false)`;

/**
 * A person as the admin's log shows them (docs/decisions/033): staff by name and role, anyone else by role only, so
 * the log never ties an asker's name to a question; "deleted" once the account is gone. An asker is "a member" on
 * their question's entries whatever roles they hold, so an attorney's or an admin's own question is not theirs by
 * name either.
 */
const person = (id: SQL | typeof auditEvents.actorId, asAsker: SQL) => {
  const staff = (role: string) =>
    sql`'{"name" : ' || ${jsonString(STAFF_NAME)} || ${sql.raw(`', "role" : "${role}"}'`)}`;
  // No row when there is nobody (a service's entry): `null`.
  return jsonWritten(sql`coalesce((
  select case
    when u.id is null then '{"name" : null, "role" : "deleted"}'
    when ${asAsker} then '{"name" : null, "role" : "member"}'
    when u.role = 'admin' then ${staff("admin")}
    when exists (select 1 from ${attorneys} a where a.user_id = u.id) then ${staff("attorney")}
    else '{"name" : null, "role" : "member"}'
  end
  from (select 1) one left join ${users} u on u.id = ${id}
  where ${id} is not null
), 'null')`);
};

// A page's entries as the response's JSON, written by Postgres as text with exactly the DTO's keys (server/db/json.ts):
// Node neither parses nor writes them again.
const entries = jsonTextArray<AuditEventDto>(
  {
    id: jsonInteger(auditEvents.id),
    at: jsonIso(auditEvents.at),
    actorId: jsonUuid(auditEvents.actorId),
    action: jsonWord(auditEvents.action, AUDIT_ACTIONS),
    questionId: jsonInteger(auditEvents.questionId),
    subjectUserId: jsonUuid(auditEvents.subjectUserId),
    actor: person(auditEvents.actorId, ASKER_ACTOR),
    subject: person(sql`${auditEvents.subjectUserId}`, ASKER_SUBJECT),
  },
  sql`${auditEvents.id} desc`,
);

/** Staff whose name matches the `ilike` pattern (the admin's person filter). */
const staffNamed = (pattern: SQL) => sql`(
  select u.id from ${users} u
  where (u.role = 'admin' or exists (select 1 from ${attorneys} a where a.user_id = u.id))
    and ${STAFF_NAME} ilike ${pattern}
)`;

type Filter = Exclude<keyof AuditQuery, "limit">;
// Each filter as a condition on a named parameter (the person filter's is its pattern).
const conditions: Record<Filter, SQL> = {
  questionId: sql`${auditEvents.questionId} = ${sql.placeholder("questionId")}`,
  actorId: sql`${auditEvents.actorId} = ${sql.placeholder("actorId")}`,
  // What a staff member did as staff: not what they did as the asker of a question of their own.
  person: sql`${auditEvents.actorId} in ${staffNamed(sql`${sql.placeholder("person")}`)} and not ${ASKER_ACTOR}`,
  action: sql`${auditEvents.action} = ${sql.placeholder("action")}`,
  from: sql`${auditEvents.at} >= ${sql.placeholder("from")}`,
  to: sql`${auditEvents.at} < ${sql.placeholder("to")}`,
  before: sql`${auditEvents.id} < ${sql.placeholder("before")}`,
};
const FILTERS = Object.keys(conditions) as Filter[];
// Filters whose best plan is the same for any value: equality on the first column of an index that ends in the id
// (audit_events_question_idx, audit_events_actor_idx), and the cursor on the primary key. A page with only these is
// planned once (docs/decisions/049); one with a time range, an action or a name is planned for its values, since
// how many entries match decides how best to find them.
const PLANNED_ONCE = new Set<Filter>(["questionId", "actorId", "before"]);

/** The statement for pages with these filters, built once for each set of filters used. */
const shapes = new Map<string, ReturnType<typeof auditPage>>();
const auditPage = (filters: Filter[]) =>
  prepared((db, name) => {
    const page = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(...filters.map((f) => conditions[f])))
      .orderBy(
        // The question's and the actor's indexes hold the id `desc nulls last` (drizzle's `desc`); a plain `desc`
        // means nulls first, and the planner, which does not count the primary key's NOT NULL, would read every
        // entry of the question and sort them (2.2 ms for 12,000) rather than take the index's order. The primary
        // key, read backwards, is `desc` as it is.
        filters.includes("questionId") || filters.includes("actorId")
          ? sql`${auditEvents.id} desc nulls last`
          : desc(auditEvents.id),
      )
      .limit(sql.placeholder("limit"));
    // `= any(array(…))`, not `in (…)`: planned without the page's size, `in` was taken as a tenth of the log and read
    // all of it (137 ms); an array is taken as a few ids, each found by the primary key.
    return db
      .select({ items: entries })
      .from(auditEvents)
      .where(sql`${auditEvents.id} = any(array(${page}))`)
      .prepare(name);
  });

/**
 * A page of the log, newest first, keyset-paged on id (the primary key, or audit_events_question_idx /
 * audit_events_actor_idx under a filter), so the millionth entry costs what the first does. The page's ids come
 * first, from the index alone and in its order, then their rows. Who acted and whom it is about are named for the
 * page's rows only.
 * Each set of filters is a statement of its own, built once (server/db/prepared.ts).
 */
export async function listAudit(
  database: Pick<Database, "db" | "plannedOnceDb">,
  q: AuditQuery,
): Promise<JsonText<AuditEventDto[]>> {
  const filters = FILTERS.filter((f) => q[f] !== undefined);
  const key = filters.join(",");
  let statement = shapes.get(key);
  if (!statement) {
    statement = auditPage(filters);
    shapes.set(key, statement);
  }
  const db = filters.every((f) => PLANNED_ONCE.has(f)) ? database.plannedOnceDb : database.db;
  const values = {
    ...q,
    person: q.person === undefined ? undefined : `%${q.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  };
  return onlyRow(await statement(db).execute(values), "audit page").items;
}

/** Every entry a person made or that is about them, oldest first (their export). */
export async function auditOfUser(db: Db, userId: string): Promise<AuditRow[]> {
  const rows = await db
    .select(columns)
    .from(auditEvents)
    .where(or(eq(auditEvents.actorId, userId), eq(auditEvents.subjectUserId, userId)))
    .orderBy(auditEvents.id);
  return rows.map(toAuditRow);
}
