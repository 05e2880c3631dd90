import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// docs/decisions/022: what the audit log records.
export const AUDIT_ACTIONS = [
  "question.viewed",
  "question.claimed",
  "question.released",
  "question.answered",
  "question.withdrawn",
  "question.closed",
  "question.expired",
  "followup.created",
  "application.approved",
  "application.rejected",
  "license.verified",
  "license.rejected",
  "account.exported",
  "account.deleted",
  "question.purged",
  // A second factor turned on or off for the account (docs/decisions/031): the actor is the account itself.
  "account.2fa_enabled",
  "account.2fa_disabled",
  // A recovery code used up, at sign-in or to turn the factor off or renew the codes.
  "account.recovery_code_used",
  // An admin ended an attorney's approval, or gave it back (docs/decisions/033); the subject is the attorney.
  "attorney.revoked",
  "attorney.reinstated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The append-only audit log (docs/decisions/022): who did what to which question or person, and when. It holds
 * ids only, never content, so it may outlive what it points at: there are no foreign keys, and an entry about a
 * deleted account or a purged question stays. A trigger (migration 0010) refuses every UPDATE, DELETE and TRUNCATE.
 * actor_id is null for what the service did by itself (a hold that ran out, an expiry, a purge).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    questionId: integer("question_id"),
    subjectUserId: uuid("subject_user_id"),
  },
  (t) => [
    check("audit_events_action_check", sql.raw(`action in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(", ")})`)),
    // The admin's filters (newest first, keyset on id) and a person's own entries for their export.
    index("audit_events_question_idx").on(t.questionId, t.id.desc()),
    index("audit_events_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_events_subject_idx").on(t.subjectUserId, t.id.desc()),
    // Who claimed or answered lately: the outcome figures' active volunteers (docs/decisions/029), one probe per
    // attorney instead of a scan of the whole log.
    index("audit_events_volunteer_work_idx")
      .on(t.actorId, t.at)
      .where(sql`${t.action} in ('question.claimed', 'question.answered')`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
