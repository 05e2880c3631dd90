-- The queue card carries a preview of the question's text, not all of it (docs/decisions/052): a card shows three
-- lines of it, and the bytes of whole texts were what was left of a queue page's cost. The card is stored whole again
-- (docs/decisions/047): the claimed list's and the asker's lists keep opening with card_head, which holds the whole
-- text. Both functions are IMMUTABLE for the reason migration 0021 gives; substring and regexp_replace are immutable.
ALTER TABLE "questions" DROP COLUMN "queue_card_tail";--> statement-breakpoint
DROP FUNCTION "question_queue_card_tail"(integer, boolean, timestamptz, varchar, date, text, text[], boolean, text);--> statement-breakpoint
-- The first 300 characters, cut after the last whole word that leaves at least 200 of them (else at 300), with the
-- spaces before the cut removed; a text of 300 characters or fewer is all of it. Postgres counts characters, not
-- bytes, so no character is ever split.
CREATE FUNCTION "question_preview"(content text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(content) <= 300 THEN content
    ELSE coalesce(regexp_replace(substring(left(content, 301) from '^(.{200}.{0,100})\s'), '\s+$', ''), left(content, 300))
  END
$$;--> statement-breakpoint
-- The queue item's keys (shared/api/schemas.ts, queueItemSchema) but `possibleConflict`, in its order, as
-- json_build_object writes them, without the closing brace, so the page appends the attorney's own key.
CREATE FUNCTION "question_queue_card"(
  id integer, title text, content text, category_id integer, is_anonymous boolean, created_at timestamptz,
  state varchar, deadline date, deadline_type text, opposing_parties text[], safety_concern boolean, language text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(json_build_object(
    'id', id, 'title', title, 'content', question_preview(content), 'contentLength', char_length(content),
    'categoryId', category_id, 'isAnonymous', is_anonymous,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'state', state, 'deadline', deadline, 'deadlineType', deadline_type,
    'opposingParties', to_json(opposing_parties), 'safetyConcern', safety_concern, 'language', language
  )::text, -1)
$$;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "queue_card" text GENERATED ALWAYS AS (question_queue_card(id, title, content, category_id, is_anonymous, created_at, state, deadline, deadline_type, opposing_parties, safety_concern, language)) STORED NOT NULL;
