ALTER TABLE "users" ADD COLUMN "email_verification_sent_at" timestamp with time zone;--> statement-breakpoint
-- Links already sent have no send time: their 7 days start now (docs/decisions/014).
UPDATE "users" SET "email_verification_sent_at" = now() WHERE "email_verification_token" IS NOT NULL;
