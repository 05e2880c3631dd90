ALTER TABLE "questions" DROP CONSTRAINT "questions_status_check";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_claimed_at_check";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_check" CHECK ("questions"."status" in ('pending', 'claimed', 'answered', 'closed', 'withdrawn', 'expired'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_claimed_at_check" CHECK (("questions"."status" not in ('claimed', 'answered', 'closed') or "questions"."claimed_at" is not null)
        and ("questions"."status" not in ('pending', 'withdrawn', 'expired') or "questions"."claimed_at" is null));