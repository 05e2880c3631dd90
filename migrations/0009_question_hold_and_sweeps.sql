CREATE TABLE "legal_aid_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(2),
	"name" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "claim_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_releases" ADD COLUMN "hold_ran_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_aid_resources_state_idx" ON "legal_aid_resources" USING btree ("state","position");--> statement-breakpoint
CREATE INDEX "questions_claim_hold_idx" ON "questions" USING btree ("claim_expires_at") WHERE "questions"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "questions_pending_age_idx" ON "questions" USING btree ("created_at") WHERE "questions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "questions_answered_activity_idx" ON "questions" USING btree ("last_activity_at") WHERE "questions"."status" = 'answered';--> statement-breakpoint
-- Carry forward (decision 019). A claim made before holds existed keeps 72 hours from its claim, and at least a
-- day from now, so that no attorney loses a claim without the reminder first.
UPDATE "questions" SET "claim_expires_at" = greatest("claimed_at" + interval '72 hours', now() + interval '24 hours')
  WHERE "status" = 'claimed';--> statement-breakpoint
UPDATE "questions" q SET "last_activity_at" = greatest(q."answered_at",
  (SELECT max(f."created_at") FROM "follow_ups" f WHERE f."question_id" = q."id"))
  WHERE q."answered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "closed_at" = "updated_at" WHERE "status" IN ('closed', 'withdrawn', 'expired');--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_claim_expires_at_check" CHECK (("questions"."status" = 'claimed') = ("questions"."claim_expires_at" is not null));