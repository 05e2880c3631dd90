import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { attorneys, auditEvents, users, type AuditAction, type AuditEvent, type NewAuditEvent } from "@shared/schema";
import type { AuditEventDto } from "@shared/api/types";
import type { AuditQuery } from "@shared/validators";
import type { Db } from "../../db";
import { isoTimestamp, jsonArray, type JsonText } from "../../db/json";
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
 * A person as the admin's log shows them (docs/decisions/033): staff by name and role, anyone else by role only, so
 * the log never ties an asker's name to a question; "deleted" once the account is gone.
 */
const person = (id: SQL | typeof auditEvents.actorId) => sql<AuditEventDto["actor"]>`(
  select case
    when u.id is null then json_build_object('name', null, 'role', 'deleted')
    when u.role = 'admin' then json_build_object('name', ${STAFF_NAME}, 'role', 'admin')
    when exists (select 1 from ${attorneys} a where a.user_id = u.id)
      then json_build_object('name', ${STAFF_NAME}, 'role', 'attorney')
    else json_build_object('name', null, 'role', 'member')
  end
  from (select 1) one left join ${users} u on u.id = ${id}
  where ${id} is not null
)`;

// A page's entries as the response's JSON, built by Postgres with exactly the DTO's keys (server/db/json.ts): Node
// neither parses nor writes them again.
const entries = jsonArray<AuditEventDto>(
  {
    id: auditEvents.id,
    at: isoTimestamp(auditEvents.at),
    actorId: auditEvents.actorId,
    action: auditEvents.action,
    questionId: auditEvents.questionId,
    subjectUserId: auditEvents.subjectUserId,
    actor: person(auditEvents.actorId),
    subject: person(sql`${auditEvents.subjectUserId}`),
  },
  sql`${auditEvents.id} desc`,
);

/** Staff whose name holds the text, in any case (the admin's person filter). */
const staffNamed = (text: string) => sql`(
  select u.id from ${users} u
  where (u.role = 'admin' or exists (select 1 from ${attorneys} a where a.user_id = u.id))
    and ${STAFF_NAME} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
)`;

/**
 * A page of the log, newest first, keyset-paged on id (the primary key, or audit_events_question_idx /
 * audit_events_actor_idx under a filter), so the millionth entry costs what the first does. The page's ids come
 * first, from the index alone, then their rows: asked for the rows directly, the planner, whose statistics say a
 * question has a few entries, reads every entry of a question read thousands of times since the last ANALYZE and
 * sorts them (4 ms instead of 0.2 ms for 12,000). Who acted and whom it is about are named for the page's rows only.
 */
export async function listAudit(db: Db, q: AuditQuery): Promise<JsonText<AuditEventDto[]>> {
  const where: (SQL | undefined)[] = [
    q.questionId === undefined ? undefined : eq(auditEvents.questionId, q.questionId),
    q.actorId === undefined ? undefined : eq(auditEvents.actorId, q.actorId),
    q.person === undefined ? undefined : inArray(auditEvents.actorId, staffNamed(q.person)),
    q.action === undefined ? undefined : eq(auditEvents.action, q.action),
    q.from === undefined ? undefined : gte(auditEvents.at, q.from),
    q.to === undefined ? undefined : lt(auditEvents.at, q.to),
    q.before === undefined ? undefined : lt(auditEvents.id, q.before),
  ];
  const page = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(q.limit);
  const rows = await db.select({ items: entries }).from(auditEvents).where(inArray(auditEvents.id, page));
  return onlyRow(rows, "audit page").items;
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
