CREATE TABLE "question_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"asked_on" date NOT NULL,
	"state" varchar(2),
	"category_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"first_claim_seconds" integer,
	"answer_seconds" integer,
	"outcome" text DEFAULT 'open' NOT NULL,
	"helpful" text,
	CONSTRAINT "question_outcomes_question_id_unique" UNIQUE("question_id"),
	CONSTRAINT "question_outcomes_outcome_check" CHECK (outcome in ('open', 'answered', 'expired', 'withdrawn', 'closed')),
	CONSTRAINT "question_outcomes_helpful_check" CHECK ("question_outcomes"."helpful" is null or "question_outcomes"."helpful" in ('yes', 'partly', 'no')),
	CONSTRAINT "question_outcomes_helpful_closed_check" CHECK ("question_outcomes"."helpful" is null or "question_outcomes"."outcome" = 'closed'),
	CONSTRAINT "question_outcomes_state_check" CHECK ("question_outcomes"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "question_outcomes_seconds_check" CHECK (coalesce("question_outcomes"."first_claim_seconds", 0) >= 0 and coalesce("question_outcomes"."answer_seconds", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "question_outcomes" ADD CONSTRAINT "question_outcomes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_outcomes_asked_idx" ON "question_outcomes" USING btree ("asked_on");--> statement-breakpoint
CREATE INDEX "question_outcomes_state_asked_idx" ON "question_outcomes" USING btree ("state","asked_on");--> statement-breakpoint
-- A question's outcome row follows its moves (docs/decisions/029): inserted when it is asked, updated in the very
-- statement that changes its status, whichever module or sweep makes the move. Times come from the row's own
-- columns (set from the app's clock), never from SQL's clock. pending and claimed are "open"; a question that goes
-- back to pending stays "answered" if it ever was; the first claim and the answer are kept once set. The language
-- is the column's default until questions record one (DESIGN 10.4).
CREATE FUNCTION "question_outcomes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_outcomes" AS o ("question_id", "asked_on", "state", "category_id", "first_claim_seconds",
    "answer_seconds", "outcome")
  VALUES (
    NEW.id,
    (NEW.created_at AT TIME ZONE 'UTC')::date,
    NEW.state,
    NEW.category_id,
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
$$;--> statement-breakpoint
-- The questions there are already: the first claim from the audit log when a release has cleared claimed_at, the
-- answer's time from answered_at or else the answer's own row.
INSERT INTO "question_outcomes" ("question_id", "asked_on", "state", "category_id", "first_claim_seconds",
  "answer_seconds", "outcome")
SELECT q.id,
  (q.created_at AT TIME ZONE 'UTC')::date,
  q.state,
  q.category_id,
  CASE WHEN c.first_claim IS NOT NULL
    THEN greatest(0, floor(extract(epoch FROM c.first_claim - q.created_at)))::int END,
  CASE WHEN coalesce(q.answered_at, a.created_at) IS NOT NULL
    THEN greatest(0, floor(extract(epoch FROM coalesce(q.answered_at, a.created_at) - q.created_at)))::int END,
  CASE WHEN q.status IN ('pending', 'claimed') THEN 'open' ELSE q.status END
FROM "questions" q
LEFT JOIN "answers" a ON a.question_id = q.id
CROSS JOIN LATERAL (
  SELECT least(q.claimed_at, (SELECT min(e.at) FROM "audit_events" e
    WHERE e.question_id = q.id AND e.action = 'question.claimed')) AS first_claim
) c
ORDER BY q.id;--> statement-breakpoint
CREATE TRIGGER "question_outcomes_on_insert" AFTER INSERT ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "question_outcomes_follow"();--> statement-breakpoint
CREATE TRIGGER "question_outcomes_on_move" AFTER UPDATE OF "status" ON "questions"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "question_outcomes_follow"();
