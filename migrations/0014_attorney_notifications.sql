ALTER TABLE "attorneys" ADD COLUMN "notify_frequency" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "notify_category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "notify_last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "notify_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_notify_frequency_check" CHECK ("attorneys"."notify_frequency" in ('instant', 'daily', 'weekly', 'off'));--> statement-breakpoint
-- docs/decisions/030: attorneys approved before notices existed count their first period from this migration.
UPDATE "attorneys" SET "notify_period_start" = now() WHERE "is_approved";
