-- The queue card split in two (docs/decisions/050): its opening, `{"id" : …, "title" : …, "content" : …` with no
-- closing brace, which the claimed list's items open with too, and the rest of the queue's keys. Escaping a question's
-- title and text for JSON was most of what Postgres spent on a claimed page, as it had been on a queue page
-- (docs/decisions/047). Both functions are IMMUTABLE for the reason migration 0021 gives.
ALTER TABLE "questions" DROP COLUMN "queue_card";--> statement-breakpoint
DROP FUNCTION "question_queue_card"(integer, text, text, integer, boolean, timestamptz, varchar, date, text, text[], boolean, text);--> statement-breakpoint
CREATE FUNCTION "question_card_head"(id integer, title text, content text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(json_build_object('id', id, 'title', title, 'content', content)::text, -1)
$$;--> statement-breakpoint
-- The queue item's other keys (shared/api/schemas.ts, queueItemSchema) but `possibleConflict`, in its order, as
-- json_build_object writes them, without either brace and opening with the comma that follows the head.
CREATE FUNCTION "question_queue_card_tail"(
  category_id integer, is_anonymous boolean, created_at timestamptz, state varchar, deadline date,
  deadline_type text, opposing_parties text[], safety_concern boolean, language text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ', ' || substr(j, 2, length(j) - 2) FROM (SELECT json_build_object(
    'categoryId', category_id, 'isAnonymous', is_anonymous,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'state', state, 'deadline', deadline, 'deadlineType', deadline_type,
    'opposingParties', to_json(opposing_parties), 'safetyConcern', safety_concern, 'language', language
  )::text AS j) card
$$;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "card_head" text GENERATED ALWAYS AS (question_card_head(id, title, content)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "queue_card_tail" text GENERATED ALWAYS AS (question_queue_card_tail(category_id, is_anonymous, created_at, state, deadline, deadline_type, opposing_parties, safety_concern, language)) STORED NOT NULL;
