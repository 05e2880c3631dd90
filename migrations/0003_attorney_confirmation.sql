DROP INDEX "attorneys_pending_idx";--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Carried forward (docs/decisions/016): applications stored before confirmation existed count as confirmed.
UPDATE "attorneys" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "attorneys_approved_idx" ON "attorneys" USING btree ("approved_at") WHERE "attorneys"."is_approved" = true;--> statement-breakpoint
CREATE INDEX "attorneys_confirmation_token_idx" ON "attorneys" USING btree ("confirmation_token");--> statement-breakpoint
CREATE INDEX "attorneys_pending_idx" ON "attorneys" USING btree ("created_at") WHERE "attorneys"."is_approved" = false and "attorneys"."confirmed_at" is not null;