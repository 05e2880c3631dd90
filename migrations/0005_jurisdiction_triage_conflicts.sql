-- Conflict matching (DESIGN.md section 9.3, docs/decisions/018): trigram similarity over a key that ignores
-- case, accents, punctuation and word order ("L.L.C." is "llc", "O'Brien" is "obrien"). Both extensions are trusted, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION conflict_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word, ' ' ORDER BY word), '')
  FROM regexp_split_to_table(regexp_replace(lower(unaccent(name)), '[.''’]', '', 'g'), '[^[:alnum:]]+') AS word
  WHERE word <> ''
$$;--> statement-breakpoint
CREATE TABLE "question_parties" (
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "question_parties_question_id_position_pk" PRIMARY KEY("question_id","position")
);
--> statement-breakpoint
CREATE TABLE "attorney_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"attorney_id" integer NOT NULL,
	"state" varchar(2) NOT NULL,
	"license_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attorney_licenses_attorney_state_key" UNIQUE("attorney_id","state"),
	CONSTRAINT "attorney_licenses_status_check" CHECK ("attorney_licenses"."status" in ('pending', 'verified')),
	CONSTRAINT "attorney_licenses_verified_check" CHECK (("attorney_licenses"."status" = 'verified') = ("attorney_licenses"."verified_at" is not null)),
	CONSTRAINT "attorney_licenses_state_check" CHECK ("attorney_licenses"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "attorney_conflicts" (
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "attorney_conflicts_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "conflict_flags" (
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "conflict_flags_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "state" varchar(2);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "deadline_type" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "opposing_parties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "question_parties" ADD CONSTRAINT "question_parties_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_licenses" ADD CONSTRAINT "attorney_licenses_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_conflicts" ADD CONSTRAINT "attorney_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_flags" ADD CONSTRAINT "conflict_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_flags" ADD CONSTRAINT "conflict_flags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_parties_key_idx" ON "question_parties" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attorney_licenses_pending_idx" ON "attorney_licenses" USING btree ("created_at") WHERE "attorney_licenses"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "attorney_conflicts_key_idx" ON "attorney_conflicts" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conflict_flags_question_idx" ON "conflict_flags" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_queue_deadline_idx" ON "questions" USING btree ("deadline","id") WHERE "questions"."status" = 'pending' and "questions"."deadline" is not null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_state_check" CHECK ("questions"."state" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_deadline_type_check" CHECK ("questions"."deadline_type" is null or "questions"."deadline" is not null);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_opposing_parties_check" CHECK (cardinality("questions"."opposing_parties") <= 5);--> statement-breakpoint
-- Carried forward (docs/decisions/018): each approved attorney's practice state becomes a verified license (an
-- application gets it when approved). Existing questions have no state and stay open to every approved attorney.
INSERT INTO "attorney_licenses" ("attorney_id", "state", "license_number", "status", "verified_at", "created_at")
SELECT "id", "practice_state", "license_number",
  'verified',
  coalesce("approved_at", now()),
  "created_at"
FROM "attorneys" WHERE "is_approved";
