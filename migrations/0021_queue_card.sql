-- The queue's card of each question, stored (docs/decisions/047): building 50 cards' JSON on every queue page was
-- most of what Postgres spent on it. The keys are the queue item's (shared/api/schemas.ts, queueItemSchema) but
-- `possibleConflict`, in its order, as json_build_object writes them; the text stops before the closing brace, so
-- the page appends the attorney's own key. IMMUTABLE so that a generated column may use it: json_build_object,
-- to_json and to_char are only STABLE because of settings (DateStyle, locale words) that these types and this
-- format never read (JSON writes dates as ISO 8601 whatever DateStyle says; the timestamp's format has no TM).
CREATE FUNCTION "question_queue_card"(
  id integer, title text, content text, category_id integer, is_anonymous boolean, created_at timestamptz,
  state varchar, deadline date, deadline_type text, opposing_parties text[], safety_concern boolean, language text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(json_build_object(
    'id', id, 'title', title, 'content', content, 'categoryId', category_id, 'isAnonymous', is_anonymous,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'state', state, 'deadline', deadline, 'deadlineType', deadline_type,
    'opposingParties', to_json(opposing_parties), 'safetyConcern', safety_concern, 'language', language
  )::text, -1)
$$;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "queue_card" text GENERATED ALWAYS AS (question_queue_card(id, title, content, category_id, is_anonymous, created_at, state, deadline, deadline_type, opposing_parties, safety_concern, language)) STORED NOT NULL;
