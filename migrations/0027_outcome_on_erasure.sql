-- A question still open when it is deleted (its asker erased the account; retention deletes only finished ones)
-- was withdrawn by its asker: its outcome row says so, instead of counting as open for ever (DESIGN 10.2,
-- docs/decisions/029). Before the delete, while the row still names the question (the key is then set to null).
CREATE OR REPLACE FUNCTION "question_outcomes_withdraw_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_outcomes" SET "outcome" = 'withdrawn' WHERE "question_id" = OLD.id AND "outcome" = 'open';
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "question_outcomes_withdraw_on_delete" BEFORE DELETE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "question_outcomes_withdraw_on_delete"();
--> statement-breakpoint
-- Rows already left open by an erasure before this migration: their question is gone.
UPDATE "question_outcomes" SET "outcome" = 'withdrawn' WHERE "question_id" IS NULL AND "outcome" = 'open';
