CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"question_id" integer,
	"subject_user_id" uuid,
	CONSTRAINT "audit_events_action_check" CHECK (action in ('question.viewed', 'question.claimed', 'question.released', 'question.answered', 'question.withdrawn', 'question.closed', 'question.expired', 'followup.created', 'application.approved', 'application.rejected', 'license.verified', 'license.rejected', 'account.exported', 'account.deleted', 'question.purged'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_attorney_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "follow_ups" DROP CONSTRAINT "follow_ups_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" ALTER COLUMN "attorney_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_ups" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_question_idx" ON "audit_events" USING btree ("question_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_user_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_attorney_id_users_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_finished_idx" ON "questions" USING btree ("closed_at") WHERE "questions"."status" in ('closed', 'withdrawn', 'expired');--> statement-breakpoint
-- The audit log is append-only (DESIGN.md section 9.5): nothing that connects through the app can change or remove
-- an entry. (Triggers do not fire when session_replication_role is "replica", which only a superuser may set: the
-- test harness uses it to empty the table between tests.)
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
