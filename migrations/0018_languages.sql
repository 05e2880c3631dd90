ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_languages_check" CHECK (cardinality("attorneys"."languages") >= 1 and "attorneys"."languages" <@ array['en', 'es']::text[]);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_language_check" CHECK ("questions"."language" in ('en', 'es'));--> statement-breakpoint
-- A question's outcome row keeps its language (docs/decisions/029, 036): the same function as before, now copying
-- NEW.language as well. Existing questions are all English, as are their rows (the column's default).
CREATE OR REPLACE FUNCTION "question_outcomes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_outcomes" AS o ("question_id", "asked_on", "state", "category_id", "language",
    "first_claim_seconds", "answer_seconds", "outcome")
  VALUES (
    NEW.id,
    (NEW.created_at AT TIME ZONE 'UTC')::date,
    NEW.state,
    NEW.category_id,
    NEW.language,
    CASE WHEN NEW.claimed_at IS NOT NULL
      THEN greatest(0, floor(extract(epoch FROM NEW.claimed_at - NEW.created_at)))::int END,
    CASE WHEN NEW.answered_at IS NOT NULL
      THEN greatest(0, floor(extract(epoch FROM NEW.answered_at - NEW.created_at)))::int END,
    CASE WHEN NEW.status IN ('pending', 'claimed') THEN 'open' ELSE NEW.status END
  )
  ON CONFLICT ("question_id") DO UPDATE SET
    "first_claim_seconds" = coalesce(o.first_claim_seconds, excluded.first_claim_seconds),
    "answer_seconds" = coalesce(o.answer_seconds, excluded.answer_seconds),
    "outcome" = CASE WHEN excluded.outcome = 'open' AND o.answer_seconds IS NOT NULL THEN 'answered'
      ELSE excluded.outcome END;
  RETURN NULL;
END;
$$;
